/** `npm run stats [-- --root <dir>] [--verbose]`: size, comment share, D1 access and feature surfaces of a checkout. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "./lib/args.ts";
import { codeStats, formatStats } from "./lib/code-stats.ts";
import { ROOT } from "./lib/run.ts";

const args = parseArgs();
const root = path.resolve(args.text("root") ?? ROOT);
const tracked = execFileSync("git", ["ls-files", "-z", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const files = tracked.map((file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") }));
console.log(`${root}\n${formatStats(codeStats(files), args.flag("verbose"))}`);
