import { cpSync, existsSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { ROOT } from "./run.ts";
import path from "node:path";

/**
 * `wrangler dev --persist-to .wrangler/state` reads the same files. Read when called, not when imported: the e2e
 * server sets PERSIST_DIR after its imports have run.
 */
function persistDirFromEnv(): string {
  return path.resolve(ROOT, process.env.PERSIST_DIR ?? path.join(".wrangler", "state"));
}

export async function localPlatform(persistDir: string = persistDirFromEnv()) {
  return getPlatformProxy<Env>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(path.resolve(ROOT, persistDir), "v3") },
  });
}

/** Generated images are the same for every state: a new one starts from those `npm start` already rendered. */
export function reuseSeededImages(state: string): void {
  const sharedImages = path.join(ROOT, ".wrangler", "state", "v3", "r2");
  const ownImages = path.join(ROOT, state, "v3", "r2");
  if (!existsSync(ownImages) && existsSync(sharedImages)) cpSync(sharedImages, ownImages, { recursive: true });
}
