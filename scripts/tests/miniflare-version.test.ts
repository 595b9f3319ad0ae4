// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../lib/run.ts";

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as Manifest;

test("the e2e server runs the miniflare wrangler runs (a wrangler upgrade moves both)", () => {
  const pinned = manifest("package.json").devDependencies?.miniflare;
  expect(pinned).toBe(manifest("node_modules/wrangler/package.json").dependencies?.miniflare);
  expect(manifest("node_modules/miniflare/package.json").version).toBe(pinned);
});
