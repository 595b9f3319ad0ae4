/**
 * `npm run test:visual`: builds Storybook into storybook-static/ and compares every story's picture, light and dark,
 * with its baseline in tests/visual/baselines/. `-- --update` (`npm run test:visual:update`) rewrites the baselines
 * instead, dropping those of stories that are gone. Other arguments go to Playwright (`-g Gallery`, `--reporter`).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { STORYBOOK_TEST_BUILD } from "./lib/build.ts";
import { ROOT, run } from "./lib/run.ts";

const BASELINES = path.join(ROOT, "tests", "visual", "baselines");
const update = process.argv.includes("--update");
// `--built`: `npm test` has built Storybook already, beside its first checks.
const alreadyBuilt = process.argv.includes("--built");
const passOn = process.argv.slice(2).filter((arg) => arg !== "--update" && arg !== "--built");

const built = alreadyBuilt ? 0 : await run("storybook", STORYBOOK_TEST_BUILD);
if (built !== 0) process.exit(built);

// A filtered update (`-g`) rewrites only the pictures it takes; a whole one starts from none, so no orphan stays.
if (update && !passOn.some((arg) => arg === "-g" || arg.startsWith("--grep"))) {
  rmSync(BASELINES, { recursive: true, force: true });
}
const started = Date.now();
const code = await run("playwright", [
  "test",
  "-c",
  "playwright.visual.config.ts",
  ...(update ? ["--update-snapshots=all"] : []),
  ...passOn,
]);
if (update && existsSync(BASELINES)) await compressBaselines(started);
process.exit(code);

/**
 * The pictures are lossless WebP (half the size of PNG); the ones this run wrote are re-encoded by sharp at a
 * higher effort when that is smaller. The pixels, all the comparison reads, stay the same, and the same pixels always
 * give the same bytes, so git sees only pictures that really changed.
 */
async function compressBaselines(since: number): Promise<void> {
  const files = readdirSync(BASELINES).filter((file) => file.endsWith(".webp"));
  let total = 0;
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(BASELINES, file);
      const original = readFileSync(target);
      if (statSync(target).mtimeMs >= since) {
        const compressed = await sharp(original).webp({ lossless: true, effort: 4 }).toBuffer();
        if (compressed.length < original.length) {
          writeFileSync(target, compressed);
          total += compressed.length;
          return;
        }
      }
      total += original.length;
    }),
  );
  console.log(`${files.length} baselines, ${(total / 1e6).toFixed(1)} MB`);
}
