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

export interface FakeInfoApiOptions {
  /** The stored text (the seeded welcome text unless given). */
  content?: string;
  /** Every save is refused with this status and the server's message. */
  refuse?: { status: number; error: string };
  /** After a save the page's loader never answers, so the box stays in its refreshing state. */
  hangReload?: boolean;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * A stand-in for `GET` and `POST /api/info` holding the text in memory, and the home loader reading it, so tests
 * and stories see the save and the revalidation the site makes without a network.
 */
export function createFakeInfoApi(options: FakeInfoApiOptions = {}) {
  let content = options.content ?? seedInfoText(defaultSite);
  let saved = false;
  const calls: { method: string; path: string; body: unknown }[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const method = (init?.method ?? "GET").toUpperCase();
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname !== "/api/info") return json({ error: "Nie znaleziono" }, 404);
    if (method === "GET") return json({ content });
    if (options.refuse) return json({ error: options.refuse.error }, options.refuse.status);
    content = (body as { content: string }).content;
    saved = true;
    return json({ content });
  };

  const pageLoader = () => (options.hangReload && saved ? new Promise<never>(() => {}) : { info: buildInfo(content) });

  return { fetch, calls, pageLoader };
}

export type FakeInfoApi = ReturnType<typeof createFakeInfoApi>;
