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
