import { existsSync } from "node:fs";

/**
 * Debian's Chromium as every tool here launches it: Playwright (e2e, visual, screenshots, bench) and Vitest's browser
 * mode. No sandbox (containers), no GPU, and nothing fetched in the background while a test measures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

/**
 * Tests reach nothing beyond this machine: every other host (YouTube's player and posters, the map's tiles) fails to
 * resolve at once, as it does offline, instead of waiting on a network that may hang. A test's own `page.route` still
 * answers such a request first.
 */
export const OFFLINE_ARGS: readonly string[] = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/**
 * The tests' browser: Debian's old headless shell (`chromium-headless-shell`, the build Playwright itself runs headless)
 * when installed, as `.ci/run` does, for e2e and Vitest's browser project (the visual baselines stay Chromium's: the
 * shell draws some symbol glyphs and a failed frame differently). It is the same engine without the full browser's display compositor and GPU
 * process: the same pages cost it less than half the CPU (decision 023). Without it the tests run in Chromium.
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) && !process.env.CHROMIUM_PATH ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_TEST_LAUNCH = {
  executablePath: CHROMIUM_TEST_PATH,
  args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
};
