import type { UpdateEntry } from "#features/catalog/index.ts";

export const UPDATES_STEP = 3;

export interface UpdateView extends UpdateEntry {
  link?: { name: string; href: string };
}

export interface ModelChoice {
  component: string;
  name: string;
}

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isoDate(date: string): string | undefined {
  const match = DATE.exec(date.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

export function displayDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}-${month}-${year}`;
}

// `new Date` rolls 31 February over into March: the day must come back as it was written.
export function isCalendarDay(day: string): boolean {
  const match = ISO_DAY.exec(day);
  if (!match) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
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
