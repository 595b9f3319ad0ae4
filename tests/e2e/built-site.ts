import { readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A path inside the build the e2e servers run (scripts/lib/build.ts `TEST_BUILD_DIR`, or `BUILD_DIR`). */
export function builtPath(...parts: string[]): string {
  return path.join(ROOT, process.env.BUILD_DIR ?? "build-test", ...parts);
}

const TEXT = /\.(js|mjs|html|json|css)$/;

/** Every text file under a folder of the build, by its full path. */
export function builtTextFiles(...parts: string[]): string[] {
  const dir = builtPath(...parts);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => TEXT.test(file))
    .map((file) => path.join(dir, file));
}
