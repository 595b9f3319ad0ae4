/**
 * No import cycle in app/, features/ and workers/, type-only imports included (ESLint's `import-x/no-cycle` skips
 * those). Part of `npm run lint`; prints each cycle's files and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { importsOf, resolveSpecifier } from "./lib/code-stats.ts";
import { ROOT } from "./lib/run.ts";

const ROOTS = ["app", "features", "workers"];
const SOURCE = /\.(?:ts|tsx)$/;
const SKIPPED = /(?:\.test\.tsx?|\.stories\.tsx|\.d\.ts)$|\/(?:tests|stories)\/|\/\+types\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    const relative = path.relative(ROOT, full);
    return SOURCE.test(name) && !SKIPPED.test(`/${relative}`) ? [relative] : [];
  });
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const refs = importsOf({ path: file, text: readFileSync(path.join(ROOT, file), "utf8") });
      const targets = refs.map((ref) => resolveSpecifier(file, ref.specifier));
      return [
        file,
        [...new Set(targets.filter((target): target is string => target !== undefined && known.has(target)))],
      ];
    }),
  );
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.main) {
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)));
  const found = cycles(importGraph(files));
  for (const component of found)
    console.error(`Import cycle (${component.length} files):\n  ${component.join("\n  ")}`);
  console.log(`${files.length} modules, ${found.length} import cycles`);
  process.exit(found.length > 0 ? 1 : 0);
}
