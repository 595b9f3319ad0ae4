import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as v from "valibot";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import type { InfoNode } from "#app/lib/markdown.ts";
import { plainText, unifiedLineBreaks } from "#app/lib/plain-text.ts";

// In UTF-16 units, as the textarea's maxlength counts.
export const INFO_MAX_LENGTH = 20_000;

export const INFO_MESSAGES = {
  notText: "Treść musi być tekstem",
  badCharacters: "Tekst zawiera niedozwolone znaki",
  tooLong: `Tekst może mieć najwyżej ${countNoun(INFO_MAX_LENGTH, NOUNS.character)}`,
  loadFailed: "Nie udało się wczytać tekstu informacyjnego. Odśwież stronę, zanim zaczniesz go edytować.",
} as const;

export const InfoSchema = v.object({
  content: v.pipe(
    v.string(INFO_MESSAGES.notText),
    unifiedLineBreaks,
    plainText(INFO_MESSAGES.badCharacters),
    v.maxLength(INFO_MAX_LENGTH, INFO_MESSAGES.tooLong),
  ),
});

export interface InfoData {
  content: string;
  nodes: InfoNode[];
  /** D1 could not be read: the editor stays shut, so an empty draft cannot overwrite the text. */
  failed?: boolean;
}

export interface InfoBoxProps {
  info: InfoData;
  /** Display only: the server checks the rights again on save. */
  admin: boolean;
  text?: "info" | "about";
  id?: string;
  label?: string;
  fieldLabel?: string;
  emptyNote?: string;
  plain?: boolean;
  answer?: ActionAnswer;
}
