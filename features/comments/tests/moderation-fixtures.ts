import {
  BLOCK_DURATIONS,
  BLOCK_KIND_LABELS,
  type BlockDuration,
  type ModerationBlockKind,
  type ModerationComment,
  type ModerationOverview,
} from "#features/comments/index.ts";

const AT = Date.parse("2026-11-20T18:30:00Z");
const minutes = (n: number) => new Date(AT - n * 60_000).toISOString();

export function buildComment(overrides: Partial<ModerationComment> & { id: number }): ModerationComment {
  return {
    section: "Hel",
    page: "Latarnia Morska Hel",
    href: `/Hel#komentarz-${overrides.id}`,
    login: "Gość Janek",
    comment: "Piękny model, ile czasu zajęło sklejenie?",
    createdAt: minutes(overrides.id),
    held: false,
    registered: false,
    admin: false,
    client: "#k3Q9xZ1a",
    ...overrides,
  };
}

export const HELD: ModerationComment[] = [
  buildComment({
    id: 41,
    held: true,
    login: "Promocje24",
    comment: "Tanie kleje! http://example.com/a http://example.com/b http://example.com/c",
    client: "#Zr8pQw2L",
  }),
  buildComment({
    id: 40,
    held: true,
    section: "Oswietlenie",
    page: "Oświetlenie modeli",
    href: "/Oswietlenie#komentarz-40",
    login: "Marta z Gdyni",
    comment: "Dzień dobry, pierwszy raz tutaj. Jakie diody polecacie do latarni w skali 1:250?",
  }),
];

export const RECENT: ModerationComment[] = [
  buildComment({ id: 39, login: "kasia_m", registered: true, client: "#aP0vB7nC", comment: "Świetne zdjęcia nocą!" }),
  buildComment({
    id: 38,
    section: "Krynica Morska",
    page: "Krynica Morska",
    href: "/Krynica%20Morska#komentarz-38",
    login: "Paweł",
    admin: true,
    registered: true,
    client: null,
    comment: "Dziękuję! Kolejne modele już w drodze.",
  }),
  buildComment({ id: 37, login: "Tomek", comment: "A gdzie można kupić ten wycinankowy arkusz?" }),
];

export function buildOverview(overrides: Partial<ModerationOverview> = {}): ModerationOverview {
  return {
    held: [],
    recent: [],
    blocks: [],
    settings: { approveFirstGuestComments: false, guestDailyCap: 30 },
    history: [],
    ...overrides,
  };
}

export const BUSY_OVERVIEW = buildOverview({
  held: HELD,
  recent: RECENT,
  history: [
    {
      id: 3,
      at: minutes(5),
      actor: "admin",
      action: "usunięcie 2 komentarzy",
      detail: "komentarz #35 (Spam, Hel); komentarz #36 (Spam, Hel)",
    },
    { id: 2, at: minutes(30), actor: "link z e-maila", action: "zatwierdzenie", detail: "komentarz #33 (Ola, Hel)" },
    { id: 1, at: minutes(90), actor: "admin", action: "ustawienia", detail: "dzienny limit gości: 30" },
  ],
});

export const BLOCKED_OVERVIEW = buildOverview({
  recent: RECENT,
  blocks: [
    {
      id: 2,
      kind: "client",
      label: "#Zr8pQw2L (Promocje24)",
      until: new Date(AT + 7 * 86_400_000).toISOString(),
      createdBy: "admin",
      createdAt: minutes(10),
    },
    {
      id: 1,
      kind: "name",
      label: "Promocje24",
      until: new Date(AT + 86_400_000).toISOString(),
      createdBy: "admin",
      createdAt: minutes(11),
    },
  ],
  settings: { approveFirstGuestComments: true, guestDailyCap: 10 },
  history: [
    {
      id: 2,
      at: minutes(10),
      actor: "admin",
      action: "blokada",
      detail: "grupa adresów #Zr8pQw2L (Promocje24) na 1 tydzień",
    },
    { id: 1, at: minutes(11), actor: "admin", action: "blokada", detail: "nazwa gościa Promocje24 na 1 dzień" },
  ],
});

export interface FakeModerationApiOptions {
  /** Every action is refused with this status and message. */
  refuse?: { status: number; error: string };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * A stand-in for `/api/moderation/*` holding the overview in memory, and the page's loader reading it, so stories
 * and tests see each action and the loader's revalidation without a network.
 */
export function createFakeModerationApi(initial: ModerationOverview, options: FakeModerationApiOptions = {}) {
  let overview = structuredClone(initial);
  let nextId = 100;
  const calls: { method: string; path: string; body: unknown }[] = [];

  function record(action: string, detail: string) {
    overview.history = [
      { id: nextId++, at: new Date(AT).toISOString(), actor: "admin", action, detail },
      ...overview.history,
    ];
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = (typeof init?.body === "string" ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    calls.push({ method, path: url.pathname, body });
    if (!url.pathname.startsWith("/api/moderation")) return json({ error: "Nie znaleziono" }, 404);
    if (method === "GET") return json(overview);
    if (options.refuse) return json({ error: options.refuse.error }, options.refuse.status);
    const path = url.pathname.slice("/api/moderation".length);
    const all = [...overview.held, ...overview.recent];
    if (path === "/approve") {
      const comment = overview.held.find((item) => item.id === body.id)!;
      overview.held = overview.held.filter((item) => item !== comment);
      overview.recent = [{ ...comment, held: false }, ...overview.recent];
      record("zatwierdzenie", `komentarz #${comment.id}`);
    } else if (path === "/reject" || path === "/delete") {
      const ids = path === "/reject" ? [body.id as number] : (body.ids as number[]);
      overview.held = overview.held.filter((item) => !ids.includes(item.id));
      overview.recent = overview.recent.filter((item) => !ids.includes(item.id));
      record(
        path === "/reject" ? "odrzucenie" : `usunięcie ${ids.length} komentarzy`,
        ids.map((id) => `#${id}`).join(", "),
      );
    } else if (path === "/blocks") {
      const kind = body.kind as ModerationBlockKind;
      const comment = all.find((item) => item.id === body.commentId);
      const label =
        kind === "client" ? `${comment?.client} (${comment?.login})` : ((body.name as string) ?? comment?.login);
      const duration = BLOCK_DURATIONS[body.duration as BlockDuration];
      overview.blocks = [
        {
          id: nextId++,
          kind,
          label,
          until: new Date(AT + duration.ms).toISOString(),
          createdBy: "admin",
          createdAt: new Date(AT).toISOString(),
        },
        ...overview.blocks,
      ];
      record("blokada", `${BLOCK_KIND_LABELS[kind]} ${label} na ${duration.label}`);
    } else if (path.startsWith("/blocks/")) {
      const id = Number(path.slice("/blocks/".length));
      overview.blocks = overview.blocks.filter((block) => block.id !== id);
      record("zdjęcie blokady", String(id));
      return new Response(null, { status: 204 });
    } else if (path === "/settings") {
      overview.settings = { ...overview.settings, ...(body as Partial<ModerationOverview["settings"]>) };
      record("ustawienia", JSON.stringify(body));
    }
    overview = { ...overview };
    return json({});
  };

  const pageLoader = () => ({ overview });
  return { fetch, calls, pageLoader, current: () => overview };
}

export type FakeModerationApi = ReturnType<typeof createFakeModerationApi>;
