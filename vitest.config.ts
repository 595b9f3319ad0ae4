import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { STORY_DEPENDENCIES } from "./.storybook/vite.config.ts";
import { CHROMIUM_TEST_LAUNCH } from "./scripts/lib/chromium.ts";
import { ASYNC_WAIT_MS } from "./tests/setup/waits.ts";

const root = import.meta.dirname;
const migrations = await readD1Migrations(path.join(root, "migrations"));

/** What `@cloudflare/vite-plugin` resolves a Worker's imports with. */
const WORKER_CONDITIONS = ["workerd", "worker", "module", "browser", "development|production"];

/** Test secret for workerd tests only; the real one comes from .dev.vars or `wrangler secret`. */
const TEST_SESSION_SECRET = "test-only-secret-4cN9q2v7Xw1pLr8sZk3mTg6yHb0dFa5e";

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on two cores); a file spends much of its time starting its
    // workerd or jsdom and waiting on it, so as many files as cores run at once.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "unit",
          // Each file still gets a VM context of its own, but jsdom is set up once per worker, not once per file:
          // that set-up was over a third of this project's time (56 files).
          pool: "vmThreads",
          // Several tests wait out real 1-second confirmations; a busy 2-core machine needs the room.
          testTimeout: 20_000,
          environment: "jsdom",
          include: ["features/**/tests/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["**/*.server.test.ts", "**/*.browser.test.ts", "node_modules/**"],
          setupFiles: ["./tests/setup/jsdom.ts"],
          expect: { poll: { timeout: ASYNC_WAIT_MS } },
        },
      },
      {
        plugins: [
          reactRouter(),
          // Server modules may reach a component's styles through a feature's index; compile them as the build does.
          vanillaExtractPlugin(),
          cloudflareTest({
            main: "./workers/app.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // The guest cap is raised as on the e2e server: tests post many guest comments; its own tests set it in D1.
              // Tests write D1 directly between page reads, which moves no page version: the page cache is off here
              // and on in tests/worker/page-cache.test.ts.
              bindings: {
                TEST_MIGRATIONS: migrations,
                SESSION_SECRET: TEST_SESSION_SECRET,
                GUEST_DAILY_CAP: "100000",
                PAGE_CACHE: "off",
              },
              // An unmigrated database of its own, where the migration-safety test replays history step by step.
              d1Databases: { MIGRATION_DB: "migration-history" },
            },
          }),
        ],
        // The build's conditions (the Cloudflare plugin's): without them the tests' server modules resolve as Node
        // would, and `react-dom/server` is React's Node renderer instead of the one the Worker ships.
        ssr: { resolve: { conditions: WORKER_CONDITIONS, externalConditions: WORKER_CONDITIONS } },
        test: {
          name: "worker",
          // One workerd per Vitest worker rather than per file: starting one (with the app's modules) took ~6 s a file.
          // Each file still starts from an empty database and bucket (tests/worker/apply-migrations.ts).
          isolate: false,
          // scrypt costs ~125 ms per hash; on a busy 2-core machine a test of many logins needs room.
          testTimeout: 30_000,
          include: [
            "features/**/tests/*.server.test.ts",
            "tests/worker/**/*.test.ts",
            "tests/security/**/*.test.ts",
            "tests/reliability/**/*.test.ts",
          ],
          setupFiles: ["./tests/worker/apply-migrations.ts", "./tests/worker/scrypt-cost.ts"],
        },
      },
      {
        // What only a real browser does: decoding with EXIF orientation, OffscreenCanvas, Web Workers, WebAssembly.
        plugins: [vanillaExtractPlugin()],
        // Prebundling would move the encoders away from their .wasm files (found by `new URL(…, import.meta.url)`).
        optimizeDeps: { exclude: ["@jsquash/avif", "@jsquash/webp"] },
        test: {
          name: "browser",
          include: ["features/**/tests/*.browser.test.ts"],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: CHROMIUM_TEST_LAUNCH }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(root, ".storybook") })],
        optimizeDeps: { include: STORY_DEPENDENCIES },
        test: {
          name: "storybook",
          expect: { poll: { timeout: ASYNC_WAIT_MS } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: CHROMIUM_TEST_LAUNCH,
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
