import { describe, expect, test } from "vitest";
import { atomFeed } from "./atom.ts";

const FEED = {
  id: "tag:a@b.pl,2024:kanal",
  title: "Tytuł & <coś>",
  author: "Autor",
  self: "https://x.pl/feed.xml",
  home: "https://x.pl/",
  fallbackUpdated: "2024-01-01T00:00:00Z",
};

describe("the Atom feed", () => {
  test("takes its updated from the newest entry and escapes every text", () => {
    const xml = atomFeed({
      ...FEED,
      entries: [
        {
          id: "tag:a@b.pl,2024:1",
          title: "A",
          updated: "2025-01-02T00:00:00Z",
          link: "https://x.pl/?a=1&b=2",
          summary: "x\u0001y",
        },
        { id: "tag:a@b.pl,2024:2", title: "B", updated: "2025-03-04T00:00:00Z", link: "https://x.pl/", summary: "" },
      ],
    });
    expect(xml).toContain("<title>Tytuł &#38; &#60;coś&#62;</title>");
    expect(xml).toMatch(/<\/author>[\s\S]*<updated>|<updated>2025-03-04T00:00:00Z<\/updated>/);
    expect(xml.slice(0, xml.indexOf("<entry>"))).toContain("<updated>2025-03-04T00:00:00Z</updated>");
    expect(xml).toContain('href="https://x.pl/?a=1&#38;b=2"');
    // A control character is not allowed in XML even escaped: it is dropped.
    expect(xml).toContain("<summary>xy</summary>");
  });

  test("without entries is still a valid feed with its fallback date", () => {
    const xml = atomFeed({ ...FEED, entries: [] });
    expect(xml).toContain("<updated>2024-01-01T00:00:00Z</updated>");
    expect(xml).not.toContain("<entry>");
    expect(xml.trimEnd().endsWith("</feed>")).toBe(true);
  });
});
