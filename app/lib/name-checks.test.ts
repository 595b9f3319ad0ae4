import { describe, expect, test } from "vitest";
import { hasLineSeparators } from "./name-checks.ts";

describe("a name's line breaks", () => {
  test.each(["\n", "\v", "\f", "\r", "\u0085", "\u2028", "\u2029"])(
    "%j is one, inside a name or at its end",
    (mark) => {
      expect(hasLineSeparators(`Jan${mark}Kowal`)).toBe(true);
      expect(hasLineSeparators(`Jan${mark}`)).toBe(true);
    },
  );

  test("spaces and tabs are not", () => {
    expect(hasLineSeparators("Jan Kowal\u00a0\t")).toBe(false);
  });
});
