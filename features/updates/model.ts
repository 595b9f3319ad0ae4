import type { UpdateEntry } from "#features/catalog/index.ts";

export const UPDATES_STEP = 3;

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `18-08-2025` as `2025-08-18` (a `<time>` element's machine date); undefined when it is not such a date. */
export function isoDate(date: string): string | undefined {
  const match = DATE.exec(date.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

export function newestFirst<T extends Pick<UpdateEntry, "id" | "date">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const byDate = (isoDate(b.date) ?? "").localeCompare(isoDate(a.date) ?? "");
    return byDate || b.id - a.id;
  });
}

export function showMore(visible: number, total: number): number {
  return Math.min(visible + UPDATES_STEP, total);
}
