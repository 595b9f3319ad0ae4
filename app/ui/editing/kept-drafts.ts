import { browserStorage } from "#app/lib/browser-storage.ts";

/** The one localStorage key of the owner's unsaved forms: `{ "<page> <form>": { field: value } }`. */
export const DRAFTS_KEY = "drafts";

export type KeptValues = Record<string, string>;

function readAll(): Record<string, KeptValues> {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(DRAFTS_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, KeptValues>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, KeptValues>): void {
  try {
    const store = browserStorage();
    if (Object.keys(all).length === 0) store?.removeItem(DRAFTS_KEY);
    else store?.setItem(DRAFTS_KEY, JSON.stringify(all));
  } catch {
    // A full or blocked storage keeps nothing; the form itself still holds the text.
  }
}

export function keptDraft(place: string): KeptValues | undefined {
  const values = readAll()[place];
  return typeof values === "object" && values !== null ? values : undefined;
}

export function keepDraft(place: string, values: KeptValues): void {
  writeAll({ ...readAll(), [place]: values });
}

export function dropDraft(place: string): void {
  const all = readAll();
  if (!(place in all)) return;
  delete all[place];
  writeAll(all);
}

export function formValues(form: HTMLFormElement): KeptValues {
  const values: KeptValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

export function fillForm(form: HTMLFormElement, values: KeptValues): void {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.name) element.checked = values[element.name] === element.value;
    } else if (
      (element instanceof HTMLInputElement && element.type !== "hidden" && element.type !== "file") ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const value = values[element.name];
      if (element.name && value !== undefined) element.value = value;
    }
  }
}
