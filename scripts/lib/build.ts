import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STORYBOOK_STATIC_DIR } from "#tests/visual/ports.ts";
import { ROOT, run, toolEnv } from "./run.ts";

// Rebuilding build/ under a running `npm start` would swap the hashed asset names its pages ask for.
export const TEST_BUILD_DIR = "build-test";
export const BENCH_BUILD_DIR = "build-bench";
/** The client build's list of each chunk's modules (vite.config.ts `chunkModules`), in the build folder. */
export const CHUNK_MODULES_FILE = "client-modules.json";

/** Written by the Cloudflare Vite plugin on every build; a bare `wrangler dev` (npm start, preview) follows it. */
const DEPLOY_REDIRECT = path.join(ROOT, ".wrangler", "deploy", "config.json");

// The redirect is put back so `npm run preview` keeps serving build/ rather than this folder.
export async function buildInto(dir: string): Promise<number> {
  const redirect = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT, "utf8") : undefined;
  try {
    return await run("react-router", ["build"], { env: toolEnv({ BUILD_DIR: dir }) });
  } finally {
    if (redirect === undefined) rmSync(DEPLOY_REDIRECT, { force: true });
    else writeFileSync(DEPLOY_REDIRECT, redirect);
  }
}

// `--test`: no docs pages, docgen, source maps or minifying, which no story test reads (16 s instead of 29 s); the
// stories, their tags and every picture are the same as in the full build.
export const STORYBOOK_TEST_BUILD = ["build", "--test", "--quiet", "--disable-telemetry", "-o", STORYBOOK_STATIC_DIR];
