/**
 * The site as the end-to-end tests see it: the production build (made by `npm test` before Playwright starts)
 * on its own local state in .wrangler/e2e-state, served by `wrangler dev` on port 8788 so it never touches the
 * data of `npm start`. The D1 database starts empty on every run; generated images are kept between runs.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { mustRun, ROOT, run } from "./lib/run.ts";

const STATE = ".wrangler/e2e-state";
export const E2E_PORT = 8788;

process.env.PERSIST_DIR = STATE;
rmSync(path.join(ROOT, STATE, "v3", "d1"), { recursive: true, force: true });
await mustRun(
  "wrangler",
  ["d1", "migrations", "apply", "kartonowe-db", "--local", "--persist-to", STATE, "-c", "wrangler.toml"],
  {
    env: {
      ...process.env,
      CI: "true",
      PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
    },
  },
);
const { ensureDevVars } = await import("./start.ts");
ensureDevVars();
const { seed } = await import("./seed.ts");
await seed();
const code = await run("wrangler", ["dev", "--port", String(E2E_PORT), "--ip", "localhost", "--persist-to", STATE]);
process.exit(code);
