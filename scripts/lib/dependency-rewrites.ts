/**
 * The site runs its dependencies as they are published: no build step and no install script of ours rewrites their
 * code. Only the stack's supported plugins (Cloudflare's, React Router's, vanilla-extract's) compile what they own.
 * `node scripts/lib/dependency-rewrites.ts` prints what breaks that as JSON (scripts/tests/dependencies-unchanged.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { ROOT } from "./run.ts";

const SUPPORTED = /^(vite-plugin-cloudflare|react-router|prerender$|vite-plugin-vanilla-extract)/;
const INSTALL_HOOKS = ["preinstall", "install", "postinstall", "prepare"];

const require = createRequire(path.join(ROOT, "package.json"));
const filesIn = (name: string, folder: string) => {
  const dir = path.join(path.dirname(require.resolve(`${name}/package.json`)), folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(dir, file));
};
/** Dependencies' files a plugin could take for its own: every build of React DOM (its server renderers) and React. */
const DEPENDENCY_FILES = [...filesIn("react-dom", "cjs"), ...filesIn("react", "cjs")];

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Hook | undefined =>
  typeof hook === "function" ? (hook as Hook) : (hook as { handler?: Hook } | undefined)?.handler;

async function flatPlugins(list: unknown): Promise<Plugin[]> {
  const value: unknown = await list;
  if (Array.isArray(value)) return (await Promise.all(value.map(flatPlugins))).flat();
  return value ? [value as Plugin] : [];
}

export interface DependencyRewrites {
  plugins: string[];
  /** What rewrites or may rewrite a dependency: empty when nothing does. */
  problems: string[];
}

export async function dependencyRewrites(): Promise<DependencyRewrites> {
  const { default: config } = (await import(path.join(ROOT, "vite.config.ts"))) as { default: { plugins: unknown } };
  const plugins = await flatPlugins(config.plugins);
  const problems: string[] = [];
  const context = {
    environment: { name: "ssr" },
    error: (message: unknown) => Promise.reject(new Error(String(message))),
  };
  for (const plugin of plugins.filter(({ name }) => !SUPPORTED.test(name))) {
    if (plugin.renderChunk) problems.push(`${plugin.name}: a renderChunk hook sees dependencies' code`);
    const load = handlerOf(plugin.load);
    const transform = handlerOf(plugin.transform);
    for (const id of DEPENDENCY_FILES) {
      const code = readFileSync(id, "utf8");
      // A hook's filter is not applied: its handler itself must leave dependencies alone.
      if (load && (await load.call(context, id))) problems.push(`${plugin.name} loads ${id}`);
      const result = await transform?.call(context, code, id);
      const changed = typeof result === "string" ? result : (result as { code?: string } | null | undefined)?.code;
      if (changed !== undefined && changed !== null && changed !== code) problems.push(`${plugin.name} rewrites ${id}`);
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  for (const hook of INSTALL_HOOKS) {
    if (manifest.scripts[hook] !== undefined) problems.push(`package.json runs "${hook}" on install`);
  }
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (/patch/.test(name)) problems.push(`${name} patches dependencies`);
  }
  if (existsSync(path.join(ROOT, "patches"))) problems.push("patches/ holds changes to dependencies");
  return { plugins: plugins.map(({ name }) => name), problems };
}

if (import.meta.main) {
  console.log(JSON.stringify(await dependencyRewrites()));
  // Plugins may leave handles open (watchers, workers); the answer is printed.
  process.exit(0);
}
