import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { FEATURE_EDGES } from "#features/edges.ts";
import { EDGES_END, EDGES_START } from "../lib/feature-edges-doc.ts";

const readme = readFileSync(path.join(import.meta.dirname, "..", "..", "README.md"), "utf8");

test("the README lists exactly the cross-feature edges the lint allows (npm run docs:edges)", () => {
  const block = readme.slice(readme.indexOf(EDGES_START) + EDGES_START.length, readme.indexOf(EDGES_END));
  const rows = block
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  expect(rows).toEqual(FEATURE_EDGES.map((edge) => [edge.from, edge.to, edge.why]));
});
