import * as v from "valibot";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { plainText, unifiedLineBreaks } from "#app/lib/plain-text.ts";
import { isCalendarDay } from "./model.ts";

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
