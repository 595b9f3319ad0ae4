import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ROOT, run, toolEnv } from "../lib/run.ts";

/** The floor's own folder, beside the site's build: never inside `<buildDir>/client` or `<buildDir>/server`. */
export const floorBuildDir = (buildDir: string) => path.join(ROOT, buildDir, "floor");

/**
 * Builds the floor as React Router's Cloudflare template builds an app: a Worker that renders it on every request.
 * Only the bench calls this, so `npm run build` has no floor. docs/decisions/036-the-floor-under-a-rendered-page.md
 */
export async function buildFloorInto(buildDir: string): Promise<number> {
  const work = floorBuildDir(buildDir);
  rmSync(work, { recursive: true, force: true });
  const folder = path.join(ROOT, "scripts", "bench-floor");
  // From its own folder: React Router and the Cloudflare plugin read their configs from the working directory.
  const code = await run("react-router", ["build"], { cwd: folder, env: toolEnv({ FLOOR_BUILD_DIR: work }) });
  // The plugin's pointer for a bare `wrangler dev` in that folder; the bench names the built config itself.
  rmSync(path.join(folder, ".wrangler"), { recursive: true, force: true });
  return code;
}

/** The built floor served as the site's bench server is (Miniflare, no dev proxy), a process group the caller ends. */
export function startFloor(buildDir: string, port: number): ChildProcess {
  const floor = floorBuildDir(buildDir);
  return spawn(
    "node",
    [
      "scripts/lib/serve-build.ts",
      path.join(floor, "server", "wrangler.json"),
      String(port),
      path.join(floor, "state"),
    ],
    { cwd: ROOT, env: toolEnv(), stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
}
