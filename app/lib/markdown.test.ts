import { describe, expect, test } from "vitest";
import { isInternalHref, safeUrl, type InfoElement, type InfoNode } from "./markdown.ts";
import { renderInfoMarkdown } from "./markdown.server.ts";

function find(nodes: readonly InfoNode[], tag: string): InfoElement[] {
  return nodes.flatMap((node) =>
    typeof node === "string" ? [] : [...(node.tag === tag ? [node] : []), ...find(node.children ?? [], tag)],
  );
}

describe("the server's markdown rendering", () => {
  test("turns headings, emphasis, lists and links into a plain-data tree", () => {
    const nodes = renderInfoMarkdown("## Witaj\n\nTekst z **pogrubieniem** i [linkiem](/Hel).\n\n- jeden\n- dwa");
    expect(nodes).toContainEqual({ tag: "h2", children: ["Witaj"] });
    expect(find(nodes, "strong")).toEqual([{ tag: "strong", children: ["pogrubieniem"] }]);
    expect(find(nodes, "a")).toEqual([{ tag: "a", props: { href: "/Hel" }, children: ["linkiem"] }]);
    expect(find(nodes, "li")).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes);
  });

  test("drops raw HTML instead of passing it through", () => {
    const nodes = renderInfoMarkdown('Przed <script>alert(1)</script> <img src=x onerror="alert(1)"> po');
    expect(JSON.stringify(nodes)).not.toMatch(/script|onerror/);
    expect(find(nodes, "img")).toEqual([]);
  });

  test.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox(1)",
    "&#106;avascript:alert(1)",
  ])("strips the address of a %s link", (href) => {
    const [link] = find(renderInfoMarkdown(`[kliknij](${href})`), "a");
    expect(link?.props?.href).toBeUndefined();
  });

  test.each([
    "https://example.com",
    "http://example.com",
    "irc://irc.libera.chat/#kartony",
    "ircs://irc.libera.chat/#kartony",
    "mailto:a@example.com",
    "xmpp:autor@example.com",
    "/Hel",
    "#tresc",
  ])("keeps a %s link", (href) => {
    const [link] = find(renderInfoMarkdown(`[kliknij](${href})`), "a");
    expect(link?.props?.href).toBe(href);
  });
});

describe("address checks", () => {
  test("refuses scripts hidden behind whitespace and control characters", () => {
    expect(safeUrl(" javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("java\tscript:alert(1)")).toBeUndefined();
    expect(safeUrl("/strona?x=javascript:1")).toBe("/strona?x=javascript:1");
  });

  test("treats only same-site paths as internal", () => {
    expect(isInternalHref("/Hel")).toBe(true);
    expect(isInternalHref("//evil.example")).toBe(false);
    expect(isInternalHref("/\\evil.example")).toBe(false);
    expect(isInternalHref("https://example.com")).toBe(false);
  });
});
