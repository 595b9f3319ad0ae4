import { describe, expect, test } from "vitest";
import { forgetHtmlMemo, rememberedHtml } from "#app/ui/memo-html/memo-html.server.tsx";
import { readyFormToken } from "#tests/worker/form-token.ts";
import { sendToWorker } from "#tests/worker/with-env.ts";
import { stripHtml } from "./fixtures.ts";

// The cards a page missed are drawn for the isolate after the answer, which `sendToWorker` waits for.
const send = async (path: string, init: RequestInit = {}) => (await sendToWorker(path, init)).text();

const strip = stripHtml;
const cardList = (html: string) => /<ul id="[^"]*"[^>]*>(.*?)<\/ul>/s.exec(strip(html))?.[1] ?? "";
const remembered = (pathname: string) => [...rememberedHtml(pathname).values()];
const helComments = (html: string) => /href="\/Hel"[^>]*>.*?data-comments="(\d+)"/s.exec(cardList(html))?.[1];

describe("the strip's cards drawn once per isolate", () => {
  test("a page served from the memo has the strip React draws, the page's own card marked", async () => {
    // Earlier files in this workerd drew /Hel at their own catalogue versions.
    forgetHtmlMemo();
    const drawn = await send("/Hel");
    expect(remembered("/Hel")).toEqual([cardList(drawn)]);
    const fromMemo = await send("/Hel");
    expect(strip(fromMemo)).toBe(strip(drawn));
    expect(cardList(fromMemo)).toMatch(/<a aria-current="page" class="[^"]*active" href="\/Hel"/);

    const other = await send("/Rozewie");
    expect(cardList(other)).toMatch(/<a aria-current="page" class="[^"]*active" href="\/Rozewie"/);
    expect(cardList(other)).not.toMatch(/aria-current="page"[^>]*href="\/Hel"/);
  });

  // No page carries the counts (a comment would change every page's cached copy): the cards read does.
  test("a new comment is counted on the next cards read, and the pages' strip stays the same", async () => {
    const counts = async () =>
      (JSON.parse(await send("/api/models/cards")) as { counts: Record<string, number> }).counts.Hel ?? 0;
    const before = await counts();
    const page = cardList(await send("/Hel"));
    expect(helComments(page)).toBeUndefined();
    const posted = await send("/api/comments/Hel", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        comment: "Karta liczy ten komentarz.",
        login: "GoscPasek",
        formToken: await readyFormToken(),
      }),
    });
    expect(posted).toContain("Karta liczy ten komentarz.");
    expect(await counts()).toBe(before + 1);
    expect(cardList(await send("/Hel"))).toBe(page);
  });
});
