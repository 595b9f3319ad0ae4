// Own build, port and state so it never touches `npm start`'s. E2E_FAULTY=1 keeps only the catalogue in D1 (every
// other query fails, as when the database breaks mid-request) and R2 empty for the fault tests.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { TEST_BUILD_DIR } from "./lib/build.ts";
import { reuseSeededImages } from "./lib/platform.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { mustRun, ROOT } from "./lib/run.ts";

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
  // The worker's options read the secrets beside the build's wrangler.json.
  copyFileSync(path.join(ROOT, ".dev.vars"), path.join(ROOT, buildDir, "server", ".dev.vars"));
  const { seed } = await import("./seed.ts");
  await seed({ oneDrawingPerGroup: true });
}
await serveBuild({
  configPath: path.join(ROOT, buildDir, "server", "wrangler.json"),
  port: Number(port),
  persistTo: path.join(ROOT, state),
  inspectorPort: process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined,
  vars: {
    // Its robot types at once and posts many guest comments; the workerd tests hold both rules.
    COMMENT_MIN_FILL_SECONDS: "0",
    GUEST_DAILY_CAP: "100000",
    SIGN_IN_RATE_LIMIT: "100000",
    SESSIONS_PER_ACCOUNT: "100000",
    REGISTRATIONS_HOURLY: "100000",
    REGISTRATIONS_DAILY: "100000",
    // The bench's "cache off" server.
    ...(process.env.PAGE_CACHE ? { PAGE_CACHE: process.env.PAGE_CACHE } : {}),
  },
});
