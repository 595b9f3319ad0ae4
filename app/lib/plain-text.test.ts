import { describe, expect, test } from "vitest";
import { isPlainText, unifyLineBreaks } from "./plain-text.ts";

describe("plain text", () => {
  test("unifies CR, CRLF, NEL and the Unicode separators into LF", () => {
    expect(unifyLineBreaks("a\r\nb\rc\u0085d\u2028e\u2029f\ng")).toBe("a\nb\nc\nd\ne\nf\ng");
  });

  test.each([
    ["vertical tab", "a\u000bb"],
    ["form feed", "a\u000cb"],
    ["escape", "a\u001b[31mb"],
    ["NUL", "a\u0000b"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u009bb"],
    ["a right-to-left override", "a\u202eb"],
    ["a left-to-right embedding", "a\u202ab"],
    ["a first-strong isolate", "a\u2068b"],
    ["half a surrogate pair", "a\ud800b"],
  ])("refuses %s", (_, text) => {
    expect(isPlainText(unifyLineBreaks(text))).toBe(false);
  });

  test("keeps tabs, line feeds, Polish letters and emoji; one line when asked", () => {
    expect(isPlainText("Zażółć\tgęślą\njaźń 🙂")).toBe(true);
    expect(isPlainText("dwie\nlinie", { multiline: false })).toBe(false);
  });
});
