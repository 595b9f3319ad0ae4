import { expect, test } from "vitest";
import { cycles } from "./check-cycles.ts";

test("finds every cycle, a type-only edge counting like any other, and nothing in a tree", () => {
  const graph = new Map([
    ["context.ts", ["db.server.ts"]],
    ["db.server.ts", ["context.ts", "http.ts"]],
    ["http.ts", []],
    ["self.ts", ["self.ts"]],
  ]);
  expect(cycles(graph)).toEqual([["context.ts", "db.server.ts"], ["self.ts"]]);
  expect(
    cycles(
      new Map([
        ["a.ts", ["b.ts"]],
        ["b.ts", []],
      ]),
    ),
  ).toEqual([]);
});
