import { describe, expect, test } from "vitest";
import { nameSkeleton } from "../server/skeleton.server.ts";

describe("the skeleton of names, logins and blocks", () => {
  test.each([
    ["a second space", "Spamer  Jan", "Spamer Jan"],
    ["a tab and a no-break space", "Spamer\t\u00a0Jan", "spamer jan"],
    ["an underscore", "Spamer_Jan", "Spamer Jan"],
    ["underscores and spaces at the ends", "_Spamer__Jan ", "spamer jan"],
    ["an acute accent", "admín", "admin"],
    ["an umlaut", "ädmin", "admin"],
    ["a decomposed accent", "a\u0308dmin", "admin"],
    ["Polish letters", "Łucja Żółć", "lucja zolc"],
    ["letter case and a look-alike", "ＡＤＭＩＮ", "аdmin"],
  ])("%s folds: %s", (_, name, same) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton(same));
  });

  test("different names stay apart", () => {
    expect(nameSkeleton("Jan Kowalski")).not.toBe(nameSkeleton("Jan Kowalsky"));
    expect(nameSkeleton("kasia1")).not.toBe(nameSkeleton("kasia"));
    expect(nameSkeleton("Дмитрий")).not.toBe(nameSkeleton("Dmitrij"));
  });
});
