import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, type Json, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

export interface ServeBuildOptions {
  /** A build's `server/wrangler.json`. */
  configPath: string;
  port: number;
  /** What `wrangler dev --persist-to` would be given. */
  persistTo: string;
  /** Vars over the config's, as `--var` would set them. */
  vars?: Record<string, string>;
  inspectorPort?: number;
}

/**
 * A build served by Miniflare in this process: `wrangler dev` would put a second workerd (its proxy) before every
 * request (docs/decisions/023). The test and bench servers, the site's and the floor's alike, run this way. Ends with
 * SIGINT or SIGTERM.
 */
export async function serveBuild({ configPath, port, persistTo, vars = {}, inspectorPort }: ServeBuildOptions) {
  const serverDir = path.dirname(configPath);
  const {
    workerOptions: { modulesRules: _rules, ...workerOptions },
    main,
  } = unstable_getMiniflareWorkerOptions(configPath);
  if (!main) throw new Error(`${configPath} names no main module`);
  // Miniflare 5 follows no imports: every module of the build (its rules: ESModule *.js, *.mjs), the entry first.
  const entry = path.resolve(serverDir, main);
  const modules = [entry, ...globSync("**/*.{js,mjs}", { cwd: serverDir }).map((file) => path.join(serverDir, file))]
    .filter((file, index, all) => all.indexOf(file) === index)
    .map((file) => ({ type: "ESModule" as const, path: file }));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: serverDir,
      host: "localhost",
      port,
      inspectorPort,
      unsafeTriggerHandlers: true,
      resourcePersistencePath: path.join(persistTo, "v3"),
      // Where `wrangler dev` kept it: tests/e2e/mail.ts reads the sent mails there.
      resourceTmpPath: path.join(serverDir, ".wrangler", "tmp"),
      logRequests: false,
      workers: [
        {
          ...workerOptions,
          name: (JSON.parse(readFileSync(configPath, "utf8")) as { name: string }).name,
          modules,
          modulesRoot: serverDir,
          bindings: { ...(workerOptions.bindings as Record<string, Json> | undefined), ...vars },
        },
      ],
    }),
  );
  console.log(`Ready on ${(await mf.ready).href}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void mf.dispose().then(() => process.exit(0)));
}

// `node scripts/lib/serve-build.ts <build>/server/wrangler.json <port> <persist-to>`: the bench's floor page.
if (import.meta.main) {
  const [configPath, port, persistTo] = process.argv.slice(2);
  if (!configPath || !port || !persistTo) throw new Error("serve-build.ts <wrangler.json> <port> <persist-to>");
  await serveBuild({ configPath: path.resolve(configPath), port: Number(port), persistTo: path.resolve(persistTo) });
}
