// Own build, port and state so it never touches `npm start`'s. E2E_FAULTY=1 keeps only the catalogue in D1 (every
// other query fails, as when the database breaks mid-request) and R2 empty for the fault tests.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { TEST_BUILD_DIR } from "./lib/build.ts";
import { reuseSeededImages } from "./lib/platform.ts";
import { mustRun, ROOT, run } from "./lib/run.ts";

const port = process.env.E2E_PORT ?? "8788";
const buildDir = process.env.BUILD_DIR ?? TEST_BUILD_DIR;
const faulty = process.env.E2E_FAULTY === "1";
const state = faulty ? `.wrangler/e2e-faulty-${port}` : `.wrangler/e2e-state-${port}`;

if (!existsSync(path.join(ROOT, buildDir, "server", "wrangler.json"))) {
  console.error(`No build in ${buildDir}/: \`npm test\` makes it, or \`BUILD_DIR=${buildDir} npm run build\`.`);
  process.exit(1);
}

process.env.PERSIST_DIR = state;
const migrate = () =>
  mustRun(
    "wrangler",
    ["d1", "migrations", "apply", "kartonowe-db", "--local", "--persist-to", state, "-c", "wrangler.toml"],
    {
      env: {
        ...process.env,
        CI: "true",
        PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
      },
    },
  );
if (faulty) {
  rmSync(path.join(ROOT, state), { recursive: true, force: true });
  await migrate();
  const { breakAllButCatalogue } = await import("./lib/faulty-d1.ts");
  await breakAllButCatalogue();
} else {
  reuseSeededImages(state);
  rmSync(path.join(ROOT, state, "v3", "d1"), { recursive: true, force: true });
  await migrate();
}
// The broken platform needs no secret (nobody can log in without D1) and leaves .dev.vars to the main server.
if (!faulty) {
  const { ensureDevVars } = await import("./start.ts");
  ensureDevVars();
  // `wrangler dev -c <build>/server/wrangler.json` reads the secrets beside that file.
  copyFileSync(path.join(ROOT, ".dev.vars"), path.join(ROOT, buildDir, "server", ".dev.vars"));
  const { seed } = await import("./seed.ts");
  await seed({ oneDrawingPerGroup: true });
}
const code = await run("wrangler", [
  "dev",
  "-c",
  `${buildDir}/server/wrangler.json`,
  "--port",
  port,
  "--ip",
  "localhost",
  "--persist-to",
  state,
  // Its robot types at once and posts many guest comments; the workerd tests hold both rules.
  "--var",
  "COMMENT_MIN_FILL_SECONDS:0",
  "--var",
  "GUEST_DAILY_CAP:100000",
  "--var",
  "SIGN_IN_RATE_LIMIT:100000",
  "--var",
  "SESSIONS_PER_ACCOUNT:100000",
  "--var",
  "REGISTRATIONS_HOURLY:100000",
  "--var",
  "REGISTRATIONS_DAILY:100000",
  ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
  // The bench's "cache off" server.
  ...(process.env.PAGE_CACHE ? ["--var", `PAGE_CACHE:${process.env.PAGE_CACHE}`] : []),
]);
process.exit(code);
