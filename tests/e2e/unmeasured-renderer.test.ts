import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The plugin is checked on React's file in scripts/tests; this is the Worker the site actually runs (decision 038). */
test("the built Worker renders with React's renderer without its byte measure", () => {
  const server = path.join(ROOT, process.env.BUILD_DIR ?? "build-test", "server");
  const code = readdirSync(server, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(server, file), "utf8"))
    .find((text) => text.includes("byteLengthOfChunk"));
  expect(code).toBeDefined();
  expect(code).toContain("var byteLengthOfChunk = null;");
  expect(code).not.toContain("Buffer.byteLength(chunk");
});
