import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { builtPath, builtTextFiles } from "./built-site.ts";

/** scripts/bench-floor/floor.ts: only the bench builds the floor page, and serves it from a Worker of its own. */
const FLOOR_BASE = "/__floor/";

test("the production build carries no trace of the bench's floor page", async ({ request }) => {
  expect(existsSync(builtPath("server", "wrangler.json"))).toBe(true);
  expect(existsSync(builtPath("client", FLOOR_BASE))).toBe(false);
  const traces = builtTextFiles().filter((file) => /__floor|bench-floor/.test(readFileSync(file, "utf8")));
  expect(traces).toEqual([]);

  const response = await request.get(FLOOR_BASE);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Podłoga");
});
