import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, run, toolEnv } from "./run.ts";

/**
 * The test and bench builds have folders of their own: rebuilding build/ under a running `npm start` swaps the
 * hashed asset names its pages ask for.
 */
export const TEST_BUILD_DIR = "build-test";
export const BENCH_BUILD_DIR = "build-bench";

/** Written by the Cloudflare Vite plugin on every build; a bare `wrangler dev` (npm start, preview) follows it. */
const DEPLOY_REDIRECT = path.join(ROOT, ".wrangler", "deploy", "config.json");

/**
 * `react-router build` into `dir` (react-router.config.ts reads BUILD_DIR). The redirect is put back afterwards,
 * so `npm run preview` keeps serving build/ rather than this folder.
 */
export async function buildInto(dir: string): Promise<number> {
  const redirect = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT, "utf8") : undefined;
  try {
    return await run("react-router", ["build"], { env: toolEnv({ BUILD_DIR: dir }) });
  } finally {
    if (redirect === undefined) rmSync(DEPLOY_REDIRECT, { force: true });
    else writeFileSync(DEPLOY_REDIRECT, redirect);
  }
}
