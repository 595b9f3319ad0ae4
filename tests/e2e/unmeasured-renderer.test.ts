import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { builtTextFiles } from "./built-site.ts";

/** The plugin is checked on React's file in scripts/tests; this is the Worker the site actually runs (decision 038). */
test("the built Worker renders with React's renderer without its byte measure", () => {
  const code = builtTextFiles("server")
    .map((file) => readFileSync(file, "utf8"))
    .find((text) => text.includes("byteLengthOfChunk"));
  expect(code).toBeDefined();
  expect(code).toContain("var byteLengthOfChunk = null;");
  expect(code).not.toContain("Buffer.byteLength(chunk");
});
