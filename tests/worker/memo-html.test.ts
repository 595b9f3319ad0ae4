import { createElement } from "react";
import { describe, expect, test, vi } from "vitest";
import { rememberedHtml, requestHtmlMemo } from "#app/ui/memo-html/memo-html.server.tsx";

function Broken(): never {
  throw new Error("Nie da się narysować");
}

const rememberedAt = (pathname: string) =>
  new Map([...rememberedHtml()].filter(([key]) => key.startsWith(`${pathname}\n`)));

describe("the isolate's HTML memo", () => {
  test("a part that fails to draw is not kept, and the page's other missed parts still are", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { memo, drawMissed } = requestHtmlMemo("https://example.com/Pamiec");
    expect(
      memo.html(
        () => "zepsuta",
        () => createElement(Broken),
      ),
    ).toBeUndefined();
    expect(
      memo.html(
        () => "dobra",
        () => createElement("li", null, "Karta"),
      ),
    ).toBeUndefined();
    await drawMissed();
    expect(rememberedAt("/Pamiec")).toEqual(new Map([["/Pamiec\ndobra", "<li>Karta</li>"]]));
    expect(errors).toHaveBeenCalledWith("HTML memo draw failed", "/Pamiec", "Nie da się narysować");

    // The next page asks again: it gets the part drawn before and misses the broken one once more.
    const next = requestHtmlMemo("https://example.com/Pamiec").memo;
    expect(
      next.html(
        () => "dobra",
        () => createElement("li", null, "Inna"),
      ),
    ).toBe("<li>Karta</li>");
    expect(
      next.html(
        () => "zepsuta",
        () => createElement(Broken),
      ),
    ).toBeUndefined();
    errors.mockRestore();
  });
});
