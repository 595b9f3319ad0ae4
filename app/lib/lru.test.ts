import { describe, expect, test } from "vitest";
import { LruMap } from "./lru.ts";

describe("LruMap", () => {
  test("forgets the least recently used entry beyond its limit, a read counting as a use", () => {
    const map = new LruMap<string>(2);
    map.set("a", "1");
    map.set("b", "2");
    expect(map.get("a")).toBe("1");
    map.set("c", "3");
    expect([...map.entries()]).toEqual([
      ["a", "1"],
      ["c", "3"],
    ]);
    expect(map.get("b")).toBeUndefined();
  });

  test("weighs entries, and a replaced value no longer counts", () => {
    const map = new LruMap<string>(10, (text) => text.length);
    map.set("a", "123456");
    map.set("a", "1234");
    map.set("b", "123456");
    expect([...map.entries()].map(([key]) => key)).toEqual(["a", "b"]);
    map.set("c", "1");
    expect([...map.entries()].map(([key]) => key)).toEqual(["b", "c"]);
  });
});
