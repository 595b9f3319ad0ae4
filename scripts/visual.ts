/**
 * `npm run test:visual`: builds Storybook into storybook-static/ and compares every story's picture, light and dark,
 * with its baseline in tests/visual/baselines/. `-- --update` (`npm run test:visual:update`) rewrites the baselines
 * instead, dropping those of stories that are gone. Other arguments go to Playwright (`-g Gallery`, `--reporter`).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { STORYBOOK_STATIC_DIR } from "#tests/visual/ports.ts";
import { ROOT, run } from "./lib/run.ts";

const BASELINES = path.join(ROOT, "tests", "visual", "baselines");
const update = process.argv.includes("--update");
const passOn = process.argv.slice(2).filter((arg) => arg !== "--update");

const built = await run("storybook", ["build", "--quiet", "--disable-telemetry", "-o", STORYBOOK_STATIC_DIR]);
if (built !== 0) process.exit(built);

// A filtered update (`-g`) rewrites only the pictures it takes; a whole one starts from none, so no orphan stays.
if (update && !passOn.some((arg) => arg === "-g" || arg.startsWith("--grep"))) {
  rmSync(BASELINES, { recursive: true, force: true });
}
const code = await run("playwright", [
  "test",
  "-c",
  "playwright.visual.config.ts",
  ...(update ? ["--update-snapshots=all"] : []),
  ...passOn,
]);
process.exit(code);
