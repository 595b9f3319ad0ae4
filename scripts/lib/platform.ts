import { getPlatformProxy } from "wrangler";
import { ROOT } from "./run.ts";
import path from "node:path";

// `wrangler dev --persist-to .wrangler/state` reads the same files.
export const PERSIST_DIR = path.resolve(ROOT, process.env.PERSIST_DIR ?? path.join(".wrangler", "state"));

export async function localPlatform() {
  return getPlatformProxy<Env>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(PERSIST_DIR, "v3") },
  });
}
