import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** scripts/bench-floor/floor.ts: the bench alone builds the floor page and serves it here. */
const FLOOR_BASE = "/__floor/";
const TEXT = /\.(js|mjs|html|json|css)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => TEXT.test(file))
    .map((file) => path.join(dir, file));
}

test("the production build carries no trace of the bench's floor page", async ({ request }) => {
  const build = path.join(ROOT, process.env.BUILD_DIR ?? "build-test");
  expect(existsSync(path.join(build, "server", "wrangler.json"))).toBe(true);
  expect(existsSync(path.join(build, "client", FLOOR_BASE))).toBe(false);
  const traces = textFiles(build).filter((file) => /__floor|bench-floor/.test(readFileSync(file, "utf8")));
  expect(traces).toEqual([]);

  const response = await request.get(FLOOR_BASE);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Podłoga");
});
