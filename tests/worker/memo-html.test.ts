import { createElement, type ReactElement } from "react";
import { describe, expect, test, vi } from "vitest";
import type { HtmlMemo } from "#app/ui/memo-html/memo-html.tsx";
import { rememberedHtml, requestHtmlMemo } from "#app/ui/memo-html/memo-html.server.tsx";

function Broken(): never {
  throw new Error("Nie da się narysować");
}

const ask = (memo: HtmlMemo, key: string, part: ReactElement) =>
  memo.html(
    () => key,
    () => part,
  );

describe("the isolate's HTML memo", () => {
  test("a part that fails to draw is not kept, and the page's other missed parts still are", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { memo, drawMissed } = requestHtmlMemo("https://example.com/Pamiec");
    expect(ask(memo, "zepsuta", createElement(Broken))).toBeUndefined();
    expect(ask(memo, "dobra", createElement("li", null, "Karta"))).toBeUndefined();
    await drawMissed();
    expect(rememberedHtml("/Pamiec")).toEqual(new Map([["dobra", "<li>Karta</li>"]]));
    expect(errors).toHaveBeenCalledWith("HTML memo draw failed", "/Pamiec", "Nie da się narysować");

    // The next page asks again: it gets the part drawn before and misses the broken one once more.
    const next = requestHtmlMemo("https://example.com/Pamiec").memo;
    expect(ask(next, "dobra", createElement("li", null, "Inna"))).toBe("<li>Karta</li>");
    expect(ask(next, "zepsuta", createElement(Broken))).toBeUndefined();
    errors.mockRestore();
  });
});
