import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, run, toolEnv } from "../lib/run.ts";
import { FLOOR_BASE } from "./floor.ts";

/**
 * Builds the floor page and puts it into `<buildDir>/client/__floor/`, where the bench's `wrangler dev` serves it as
 * a static file. Only the bench calls this, so `npm run build` has no floor. docs/decisions/031-javascript-budgets.md
 */
export async function buildFloorInto(buildDir: string): Promise<number> {
  // Inside the project, so the prerender's server build finds react-router in node_modules.
  const work = path.join(ROOT, buildDir, "floor");
  rmSync(work, { recursive: true, force: true });
  // From its own folder: React Router's prerender reads react-router.config.ts from the working directory.
  const code = await run("react-router", ["build"], {
    cwd: path.join(ROOT, "scripts", "bench-floor"),
    env: toolEnv({ FLOOR_BUILD_DIR: work }),
  });
  if (code !== 0) return code;
  const served = path.join(ROOT, buildDir, "client", FLOOR_BASE);
  rmSync(served, { recursive: true, force: true });
  cpSync(path.join(work, "client", FLOOR_BASE, "index.html"), path.join(served, "index.html"));
  cpSync(path.join(work, "client", "assets"), path.join(served, "assets"), { recursive: true });
  return 0;
}
