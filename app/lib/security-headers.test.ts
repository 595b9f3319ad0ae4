// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { COMMON_SECURITY_HEADERS } from "./security-headers.server.ts";

/** The `/*` block of public/_headers, as the platform reads it: `Name: value` lines indented under the pattern. */
function staticFileHeaders(): Record<string, string> {
  const text = readFileSync(path.join(import.meta.dirname, "..", "..", "public", "_headers"), "utf8");
  const block = text.split(/\n(?=\S)/).find((part) => part.startsWith("/*\n")) ?? "";
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter((line) => /^\s+\S/.test(line))
      .map((line) => {
        const [name, ...value] = line.trim().split(":");
        return [name!.toLowerCase(), value.join(":").trim()];
      }),
  );
}

test("static files get the same security headers as the Worker's answers", () => {
  expect(staticFileHeaders()).toEqual(COMMON_SECURITY_HEADERS);
});
