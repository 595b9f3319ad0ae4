// Our registry lacks other platforms' builds of native packages, so `npm install` drops their optional entries and
// `npm ci` refuses the lockfile: docs/decisions/004-lockfile-platform-entries.md
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/run.ts";

interface LockEntry {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const CPUS = ["arm64", "arm", "loong64", "ppc64", "riscv64", "s390x", "ia32", "x64"];
const OSES: Record<string, string> = {
  darwin: "darwin",
  windows: "win32",
  win32: "win32",
  linux: "linux",
  android: "android",
  freebsd: "freebsd",
  openharmony: "openharmony",
};

export function platformOf(name: string): { os: string[]; cpu: string[] } | undefined {
  const parts = name.split("/").pop()!.split("-");
  const os = parts.map((part) => OSES[part]).find(Boolean);
  const cpuPart = parts.find((part) => CPUS.includes(part) || part === "64");
  if (!os || !cpuPart) return undefined;
  return { os: [os], cpu: [cpuPart === "64" ? "x64" : cpuPart] };
}

// Node's resolution walk; the optional ranges in this lockfile are exact versions.
function resolves(packages: Record<string, LockEntry>, from: string, dependency: string, range: string): boolean {
  let dir = from;
  for (;;) {
    const found = packages[`${dir ? `${dir}/` : ""}node_modules/${dependency}`];
    if (found) return !/^\d+\.\d+\.\d+$/.test(range) || found.version === range;
    if (!dir) return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut > 0 ? dir.slice(0, cut) : "";
  }
}

export function addMissingPlatformEntries(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(lock.packages, location, dependency, range)) continue;
      const platform = platformOf(dependency);
      if (!platform) continue;
      const key = `${location ? `${location}/` : ""}node_modules/${dependency}`;
      lock.packages[key] = { version: range, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(key);
    }
  }
  return added;
}

if (import.meta.main) {
  const file = path.join(ROOT, "package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
  const added = addMissingPlatformEntries(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${added.length} optional platform entries added.`);
}
