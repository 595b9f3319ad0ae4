// @vitest-environment node
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";
import type { DependencyRewrites } from "../lib/dependency-rewrites.ts";
import { ROOT } from "../lib/run.ts";

// Its own process: vite.config.ts loads the stack's plugins, which this test runner's module sandbox cannot.
const { plugins, problems } = JSON.parse(
  execFileSync(process.execPath, [path.join(ROOT, "scripts/lib/dependency-rewrites.ts")], { encoding: "utf8" }),
) as DependencyRewrites;

test("the build reads vite.config.ts's plugins: the stack's and ours", () => {
  expect(plugins.some((name) => name.startsWith("vite-plugin-cloudflare"))).toBe(true);
  expect(plugins.some((name) => name.startsWith("react-router"))).toBe(true);
  expect(plugins).toContain("local:client-chunks");
});

test("no plugin of ours and no install script rewrites a dependency's code", () => {
  expect(problems).toEqual([]);
});
