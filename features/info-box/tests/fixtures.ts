import { data } from "react-router";
import { defaultSite } from "#app/site.ts";
import type { InfoData } from "../model.ts";
import { renderInfoMarkdown } from "#app/lib/markdown.server.ts";
import { seedInfoText } from "../seed-text.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";

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

export interface FakeInfoApiOptions {
  /** The stored text (the seeded welcome text unless given). */
  content?: string;
  /** Every save is refused with this status and the server's message. */
  refuse?: { status: number; error: string };
  /** After a save the page's loader never answers, so the box stays in its refreshing state. */
  hangReload?: boolean;
}

/**
 * A stand-in for the home page's action (the `info-save` form) holding the text in memory, and the home loader
 * reading it, so tests and stories see the save and the revalidation the site makes without a server.
 */
export function createFakeInfoApi(options: FakeInfoApiOptions = {}) {
  let content = options.content ?? seedInfoText(defaultSite);
  let saved = false;
  const calls: { intent: string; fields: Record<string, string> }[] = [];

  const pageAction = async ({ request }: { request: Request }) => {
    const fields = await postedFields(request);
    const { intent = "", ...rest } = fields;
    calls.push({ intent, fields: rest });
    if (options.refuse) {
      const answer = { intent, ok: false, status: options.refuse.status, error: options.refuse.error, values: fields };
      return data(answer, { status: options.refuse.status });
    }
    content = rest.content ?? "";
    saved = true;
    return { intent, ok: true, data: { content } };
  };

  const pageLoader = () => (options.hangReload && saved ? new Promise<never>(() => {}) : { info: buildInfo(content) });

  return { pageAction, calls, pageLoader };
}

export type FakeInfoApi = ReturnType<typeof createFakeInfoApi>;
