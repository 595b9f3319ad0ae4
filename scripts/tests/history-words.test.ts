// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../lib/run.ts";

/*
 * The repository stands on its own: code, comments, tests and docs say what a thing is and why, not which issue,
 * stop or closing note of the project's history it came from. Those references mean nothing to a reader without
 * that history, so any tracked text file that names one fails here with its file and line.
 */

const FOLDERS = ["app", "features", "workers", "scripts", "tests", "docs", ".storybook"];

/** "issue 20", "Issue #31", "stop 42", "stop-39" (also across a line break), "closing-37". */
const HISTORY_WORDS = [/\b(?:stop|issue)[\s-]+#?[0-9]+/gi, /closing-[0-9]+/gi];
/** The project's documents outside the repository, which a reader of it does not have. */
const OUTSIDE_DOCUMENTS = [/\bDESIGN\.md\b/g, /\bSTYLE\.md\b/g, /\.\.\/shared\//g, /\bsite-spec\b/g];

/** This file spells the patterns; the visual baselines are pictures. */
const SKIPPED = new Set(["scripts/tests/history-words.test.ts"]);
const SKIPPED_FOLDERS = ["tests/visual/baselines/"];

function trackedFiles(): string[] {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  return files.filter(
    (file) =>
      // README.md and the root's config files (package.json, tsconfig.json, wrangler.toml, …) sit at the top.
      (!file.includes("/") || FOLDERS.some((folder) => file.startsWith(`${folder}/`))) &&
      !SKIPPED.has(file) &&
      !SKIPPED_FOLDERS.some((folder) => file.startsWith(folder)),
  );
}

function matchesIn(file: string, patterns: RegExp[]): string[] {
  const bytes = readFileSync(path.join(ROOT, file));
  if (bytes.includes(0)) return []; // a binary file: a picture, a font
  const text = bytes.toString("utf8");
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return `${file}:${line}: ${JSON.stringify(match[0])}`;
    }),
  );
}

test("the checked files include the code, the tests, the docs and the root's config", () => {
  const files = trackedFiles();
  for (const file of ["README.md", "package.json", "vitest.config.ts", "docs/testing.md", "app/root.tsx"]) {
    expect(files).toContain(file);
  }
});

test("no tracked text file names an issue, a stop or a closing note of the project's history", () => {
  expect(trackedFiles().flatMap((file) => matchesIn(file, HISTORY_WORDS))).toEqual([]);
});

test("no tracked text file points to a document outside the repository", () => {
  expect(trackedFiles().flatMap((file) => matchesIn(file, OUTSIDE_DOCUMENTS))).toEqual([]);
});
