import { defineConfig } from "@playwright/test";
import { E2E_PORT as port, FAULTY_PORT } from "./tests/e2e/ports.ts";
import { CHROMIUM_TEST_LAUNCH } from "./scripts/lib/chromium.ts";
import { ASYNC_WAIT_MS } from "./tests/setup/waits.ts";
import { PHONE } from "./tests/e2e/impatient/person.ts";

// `npm test` starts both servers beside its stories stage and says so; elsewhere CI starts its own.
const reuseExistingServer = !process.env.CI || process.env.E2E_REUSE_SERVERS === "1";

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it first, and `npm test`'s reports and server logs sit beside it.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // A test waits on its pages more than it computes: three workers keep two cores busy (decision 023); a fourth
  // serves the impatient person, whose slowed phone sleeps more than it computes.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Playwright's 5 s default failed working pages on a busy machine (an answer in place, a panel's form); a wait that
  // succeeds ends as soon as it does.
  expect: { timeout: ASYNC_WAIT_MS },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    launchOptions: CHROMIUM_TEST_LAUNCH,
    // The banner's slow zoom and the light phases' playhead run for as long as a page is open, and composing their
    // frames was the browser's largest cost (decision 023); the tests of motion ask for it themselves.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: { browserName: "chromium" },
      testIgnore: /catalogue-(owner|publish|preview)|photo-upload|impatient\//,
      workers: 3,
    },
    // A person on a slow phone who acts on the first frame, before the parts' code has come (tests/e2e/impatient/).
    // Its phone is four times slower: a person waits twice as long for what the code brings.
    {
      name: "impatient",
      use: { browserName: "chromium", ...PHONE },
      testMatch: /impatient\/.*\.test\.ts$/,
      expect: { timeout: 2 * ASYNC_WAIT_MS },
      // Its pages load on that phone too: a test of one page and two waits for code outran 30 s on a busy machine.
      timeout: 60_000,
    },
    // Publishing a model changes what every page lists, and the owner's trash writes /Moderacja's history: after all
    // the others.
    {
      name: "catalogue",
      use: { browserName: "chromium" },
      testMatch: /catalogue-(owner|publish|preview)|photo-upload/,
      dependencies: ["chromium"],
      workers: 3,
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.ts",
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer,
      timeout: 1_200_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.ts",
      env: { E2E_FAULTY: "1", E2E_PORT: String(FAULTY_PORT) },
      url: `http://localhost:${FAULTY_PORT}/robots.txt`,
      reuseExistingServer,
      timeout: 300_000,
      stdout: "ignore",
      // Its log is nothing but the failures the fault tests cause on purpose.
      stderr: "ignore",
    },
  ],
});
