import * as v from "valibot";

// Every typed text passes here before it is stored: no character may disguise what a text says (decision 028).

const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- C0 but tab and line feed, DEL, C1, bidi embeddings, overrides, isolates
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function unifyLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, "\n");
}

/** After `unifyLineBreaks`: no control or direction character, no half of a surrogate pair; one line if asked. */
export function isPlainText(text: string, { multiline = true } = {}): boolean {
  // Older browsers lack isWellFormed; the server always has it.
  if (typeof text.isWellFormed === "function" && !text.isWellFormed()) return false;
  if (!multiline && text.includes("\n")) return false;
  return !FORBIDDEN.test(text);
}

export const unifiedLineBreaks = v.transform(unifyLineBreaks);

export function plainText(message: string, options?: { multiline?: boolean }) {
  return v.check((text: string) => isPlainText(text, options), message);
}
