// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../lib/run.ts";

// A newcomer opening a feature reads first what it owns, in one line.
test("each feature's index.ts opens with a one-line comment saying what the feature owns", () => {
  const features = readdirSync(path.join(ROOT, "features"), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  expect(features.length).toBeGreaterThan(10);
  const without = features
    .map(({ name }) => `features/${name}/index.ts`)
    .filter((file) => !/^\/\*\* [^\n]+ \*\/\n/.test(readFileSync(path.join(ROOT, file), "utf8")));
  expect(without).toEqual([]);
});
