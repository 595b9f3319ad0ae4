import type { UpdateEntry } from "#features/catalog/index.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";

const DESCRIPTIONS = [
  "Dodano nowe zdjęcia latarni morskiej Czołpino.",
  "Nowa galeria: rakieta Saturn V z programu Apollo.",
  "Nowa galeria: zamek kapituły warmińskiej w Olsztynie.",
  "Nowa galeria: świątynia Wang w skali 1:150.",
  "Nowa galeria: dwumiejscowy myśliwiec MiG-29UB.",
  "Nowa galeria: nowojorskie wieżowce z lat 1909–1933.",
  "Świątynia Wang jest gotowa: nowe zdjęcia ukończonego modelu.",
  "Nowa galeria: zamek w Nowym Wiśniczu.",
  "Nowa galeria: Wilczy Szaniec w Gierłoży.",
  "Na warsztacie nowy model: rakieta Starship S30.",
];

const DATES = [
  "24-08-2024",
  "19-09-2024",
  "03-10-2024",
  "04-11-2024",
  "06-12-2024",
  "08-12-2024",
  "12-02-2025",
  "08-04-2025",
  "10-04-2025",
  "18-08-2025",
];

/** The first `count` update entries, oldest first as the catalogue keeps them (at most 10). */
export function buildUpdates(count = 10): UpdateEntry[] {
  return DATES.slice(0, count).map((date, index) => ({ id: index + 1, date, description: DESCRIPTIONS[index]! }));
}

/**
 * A stand-in for the home page's action over the updates (`update-create`, `update-edit`, `update-delete`) holding
 * the list in memory, and the home loader reading it, as the server would answer the forms.
 */
export function createFakeUpdatesAction(entries: UpdateEntry[] = buildUpdates()) {
  let list = [...entries];
  const calls: { intent: string; fields: Record<string, string> }[] = [];
  const pageAction = async ({ request }: { request: Request }) => {
    const fields = await postedFields(request);
    const { intent = "", ...rest } = fields;
    calls.push({ intent, fields: rest });
    const id = Number(rest.id);
    const entry = { date: (rest.date ?? "").split("-").reverse().join("-"), description: rest.description ?? "" };
    if (intent === "update-create") list = [...list, { id: Math.max(0, ...list.map((e) => e.id)) + 1, ...entry }];
    if (intent === "update-edit") list = list.map((e) => (e.id === id ? { id, ...entry } : e));
    if (intent === "update-delete") list = list.filter((e) => e.id !== id);
    return { intent, ok: true, data: { id } };
  };
  return { pageAction, calls, pageLoader: () => ({ updates: list }) };
}
