/**
 * Debian's Chromium as every tool here launches it: Playwright (e2e, visual, screenshots, bench) and Vitest's browser
 * mode. No sandbox (containers), no GPU, and nothing fetched in the background while a test measures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

export const CHROMIUM_TEST_LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS] };
