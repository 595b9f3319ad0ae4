import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as v from "valibot";
import { plainText, unifiedLineBreaks } from "#app/lib/plain-text.ts";
import type { UpdateEntry } from "#features/catalog/index.ts";

export const UPDATES_STEP = 3;

export const UPDATE_DESCRIPTION_MAX = 1000;

export const UPDATE_MESSAGES = {
  badDate: "Podaj istniejącą datę w formacie RRRR-MM-DD",
  noText: "Wpisz treść aktualizacji",
  notText: "Treść musi być tekstem",
  badCharacters: "Tekst zawiera niedozwolone znaki",
  tooLong: `Treść może mieć najwyżej ${countNoun(UPDATE_DESCRIPTION_MAX, NOUNS.character)}`,
  badModel: "Nie ma takiego modelu",
  notFound: "Nie ma takiej aktualizacji",
} as const;

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

export const DaySchema = v.pipe(v.string(UPDATE_MESSAGES.badDate), v.check(isCalendarDay, UPDATE_MESSAGES.badDate));

// The server checks besides that the model exists.
export const UpdateSchema = v.object({
  date: DaySchema,
  description: v.pipe(
    v.string(UPDATE_MESSAGES.notText),
    unifiedLineBreaks,
    plainText(UPDATE_MESSAGES.badCharacters),
    v.trim(),
    v.minLength(1, UPDATE_MESSAGES.noText),
    v.maxLength(UPDATE_DESCRIPTION_MAX, UPDATE_MESSAGES.tooLong),
  ),
  model: v.optional(v.nullable(v.string(UPDATE_MESSAGES.badModel)), null),
});

export type UpdateInput = v.InferOutput<typeof UpdateSchema>;

export function updateInput(fields: Partial<Record<"date" | "description" | "model", string>>) {
  return { date: fields.date ?? "", description: fields.description ?? "", model: fields.model || null };
}
