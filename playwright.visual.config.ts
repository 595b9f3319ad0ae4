import { defineConfig } from "@playwright/test";
import { PICTURE_OPTIONS, PICTURE_STYLESHEET, VISUAL_PORT } from "./tests/visual/ports.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_ARGS } from "./scripts/lib/chromium.ts";

/**
 * The visual baselines: every story of the built Storybook, light and dark, compared with the images in
 * tests/visual/baselines/. A difference fails and leaves expected, actual and diff images under
 * test-results/visual/. `npm run test:visual:update` rewrites the baselines (docs/decisions/013).
 */
export default defineConfig({
  testDir: "tests/visual",
  outputDir: "test-results/visual",
  // One file per story and scheme, without Playwright's per-platform suffix: the baselines belong to one machine kind.
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A story without a baseline fails; only `npm run test:visual:update` (--update-snapshots=all) writes pictures.
  updateSnapshots: "none",
  timeout: 60_000,
  reporter: [["list"]],
  expect: {
    // Not one pixel may change beyond pixelmatch's colour threshold of 0.02 (about 4 of 255 in brightness): enough
    // to ignore the ±1–3 rounding Skia's blurred shadows show from run to run, far below what a restyle changes.
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0.02,
      ...PICTURE_OPTIONS,
      stylePath: PICTURE_STYLESHEET,
    },
  },
  // The pages' context (address, locale, user agent) is the tests' own: tests/visual/stories.test.ts.
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        ...OFFLINE_ARGS,
        // Same pixels on every run: no LCD subpixel text, no font hinting that depends on the display.
        "--disable-lcd-text",
        "--font-render-hinting=none",
        "--force-color-profile=srgb",
        "--hide-scrollbars",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/serve-storybook.ts",
    url: `http://127.0.0.1:${VISUAL_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
