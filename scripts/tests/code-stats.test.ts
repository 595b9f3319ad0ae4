// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  codeOnly,
  codeStats,
  countLines,
  exportsOf,
  isCountedSource,
  isProductSource,
  publicSurfaces,
  resolveSpecifier,
} from "../lib/code-stats.ts";

describe("countLines", () => {
  test("counts comment lines from the scanner, not from // inside strings, templates or JSX text", () => {
    const text = [
      "/**",
      " * Why this exists.",
      " */",
      'const url = "https://example.com"; // a trailing why',
      "const tpl = `a // b ${url} /* c */`;",
      "",
      "const re = /\\/\\//;",
      "export const X = () => <p>see http://x.pl // not a comment</p>;",
      "const y = { /* inside */ };",
      "",
    ].join("\n");
    expect(countLines({ path: "a.tsx", text })).toEqual({ lines: 9, nonBlank: 8, comment: 5 });
  });

  test("a file without comments has none", () => {
    expect(countLines({ path: "a.ts", text: "const a = '//';\n" })).toEqual({ lines: 1, nonBlank: 1, comment: 0 });
  });
});

test("codeOnly blanks comments and the insides of strings and templates, keeping the lines", () => {
  const text = 'db.x(); // db.prepare("")\nconst s = "drizzle(" + `.prepare(${drizzle(d)}`;\n';
  const code = codeOnly({ path: "a.ts", text });
  expect(code).not.toContain(".prepare(");
  expect(code.match(/drizzle\(/g)).toHaveLength(1);
  expect(code).toHaveLength(text.length);
  expect(code.split("\n")).toHaveLength(3);
});

test("isCountedSource leaves out tests, stories, Storybook and generated types", () => {
  expect(isCountedSource("features/gallery/model.ts")).toBe(true);
  expect(isCountedSource("app/routes/home.tsx")).toBe(true);
  expect(isCountedSource("features/gallery/tests/model.test.ts")).toBe(false);
  expect(isCountedSource("features/gallery/tests/fixtures.ts")).toBe(false);
  expect(isCountedSource("tests/e2e/home.test.ts")).toBe(false);
  expect(isCountedSource("features/gallery/stories/gallery.stories.tsx")).toBe(false);
  expect(isCountedSource(".storybook/preview.tsx")).toBe(false);
  expect(isCountedSource("worker-configuration.d.ts")).toBe(false);
});

test("isProductSource is the site's own code: app, features and workers without data, texts, tests and stories", () => {
  expect(isProductSource("features/gallery/model.ts")).toBe(true);
  expect(isProductSource("app/routes/home.tsx")).toBe(true);
  expect(isProductSource("workers/app.ts")).toBe(true);
  expect(isProductSource("features/catalog/data/models.ts")).toBe(false);
  expect(isProductSource("features/articles/content/history.ts")).toBe(false);
  expect(isProductSource("features/gallery/stories/gallery.stories.tsx")).toBe(false);
  expect(isProductSource("features/gallery/tests/fixtures.ts")).toBe(false);
  expect(isProductSource("scripts/seed.ts")).toBe(false);
});

test("resolveSpecifier follows the package.json aliases and relative paths", () => {
  expect(resolveSpecifier("app/routes/home.tsx", "#features/map/index.ts")).toBe("features/map/index.ts");
  expect(resolveSpecifier("app/routes/home.tsx", "../../features/map/index.ts")).toBe("features/map/index.ts");
  expect(resolveSpecifier("app/routes/home.tsx", "react")).toBeUndefined();
});

test("exportsOf lists re-exports, declarations and types", () => {
  const text = [
    'export { A, type AProps, b as B } from "./a.ts";',
    "export const C = 1, D = 2;",
    "export function e() {}",
    "export interface F {}",
    "export type G = string;",
    "const h = 1;",
  ].join("\n");
  expect(exportsOf({ path: "x.ts", text })).toEqual(["A", "AProps", "B", "C", "D", "e", "F", "G"]);
});

test("publicSurfaces counts only imports from outside the feature's folder", () => {
  const files = [
    { path: "features/map/index.ts", text: 'export { HomeMap, ModelMap, useMap } from "./components/x.tsx";' },
    { path: "features/map/tests/x.test.tsx", text: 'import { ModelMap } from "#features/map/index.ts";' },
    { path: "app/routes/home.tsx", text: 'import { HomeMap } from "#features/map/index.ts";' },
    { path: "tests/e2e/x.test.ts", text: 'const { useMap } = await import("../../features/map/index.ts");' },
  ];
  expect(publicSurfaces(files)).toEqual([
    { index: "features/map/index.ts", exports: ["HomeMap", "ModelMap", "useMap"], unused: ["ModelMap"] },
  ]);
  expect(codeStats(files).parentImports).toEqual([{ path: "tests/e2e/x.test.ts", count: 1 }]);
});
