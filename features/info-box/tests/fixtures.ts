import { defaultSite } from "#app/site.ts";
import type { InfoData } from "../model.ts";
import { renderInfoMarkdown } from "../server/markdown.server.ts";
import { seedInfoText } from "../seed-text.ts";

/** The info box's data for a markdown text, rendered as the home loader renders it. */
export function buildInfo(content = seedInfoText(defaultSite), extra: Partial<InfoData> = {}): InfoData {
  return { content, nodes: renderInfoMarkdown(content), ...extra };
}

/** A short text with an internal link, an external link and a refused `javascript:` link. */
export const LINKS_TEXT = [
  "Zobacz [latarnię na Helu](/Hel), [Wikipedię](https://pl.wikipedia.org/wiki/Hel) i [to](javascript:alert(1)).",
  "",
  "Napisz: [poczta](mailto:kontakt@example.com).",
].join("\n");

/** A save that always fails with the server's message for a text that is too long. */
export function failingSave(message = "Tekst może mieć najwyżej 20\u00a0000 znaków") {
  return () => Promise.reject(new Error(message));
}
