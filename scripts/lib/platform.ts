import { getPlatformProxy } from "wrangler";
import { ROOT } from "./run.ts";
import path from "node:path";

/** Where local D1 and R2 live; `wrangler dev --persist-to .wrangler/state` reads the same files. */
export const PERSIST_DIR = path.resolve(ROOT, process.env.PERSIST_DIR ?? path.join(".wrangler", "state"));

/** The Worker's bindings (D1, R2) on the local persisted state, for seeding and scripts. */
export async function localPlatform() {
  return getPlatformProxy<Env>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(PERSIST_DIR, "v3") },
  });
}
