import * as v from "valibot";
import type { InfoNode } from "#app/lib/markdown.ts";

/** The longest info text the server stores (DESIGN.md section 3), counted as the textarea counts (UTF-16 units). */
export const INFO_MAX_LENGTH = 20_000;

export const INFO_MESSAGES = {
  notText: "Treść musi być tekstem",
  badCharacters: "Tekst zawiera niedozwolone znaki",
  tooLong: `Tekst może mieć najwyżej ${INFO_MAX_LENGTH.toLocaleString("pl-PL")} znaków`,
  loginRequired: "Zaloguj się",
  adminOnly: "Tekst może zmieniać tylko administrator",
  loadFailed: "Nie udało się wczytać tekstu informacyjnego. Odśwież stronę, zanim zaczniesz go edytować.",
} as const;

/** `POST /api/info`, checked by the editor before sending and by the server on arrival. */
export const InfoSchema = v.object({
  content: v.pipe(
    v.string(INFO_MESSAGES.notText),
    // Half a surrogate pair would be stored as replacement characters: refuse it instead of corrupting the text.
    v.check((text) => text.isWellFormed(), INFO_MESSAGES.badCharacters),
    v.maxLength(INFO_MAX_LENGTH, INFO_MESSAGES.tooLong),
  ),
});

export type InfoInput = v.InferOutput<typeof InfoSchema>;

/** What the home page knows of the info text: the markdown source (for the editor) and its rendered tree. */
export interface InfoData {
  content: string;
  nodes: InfoNode[];
  /** True when D1 could not be read: the page shows no text and the editor stays shut, so nothing is overwritten. */
  failed?: boolean;
}

/** True when the text holds nothing worth showing. */
export function isBlank(content: string): boolean {
  return content.trim() === "";
}
