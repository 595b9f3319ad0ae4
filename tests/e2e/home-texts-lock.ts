import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "./ports.ts";

/*
 * The home page's info text and its updates (newest first) are one stored copy that several files change and read
 * back (home, owner-forms, owner-story, security) in different workers: while one holds this lock, the others wait.
 */
const LOCK = path.join(tmpdir(), `kartonowe-e2e-home-texts-${E2E_PORT}`);
const OWNER = path.join(LOCK, "pid");
// owner-forms.test.ts holds it for its whole file, about a minute on a busy machine.
const WAIT_MS = 240_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function lockHomeTexts(): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await mkdir(LOCK);
      await writeFile(OWNER, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A worker killed while holding it (an interrupted run) leaves its lock behind.
    const holder = Number(await readFile(OWNER, "utf8").catch(() => ""));
    if (holder && !alive(holder)) await rm(LOCK, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`The home page texts stayed locked for ${WAIT_MS / 1000} s (${LOCK})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function unlockHomeTexts(): Promise<void> {
  await rm(LOCK, { recursive: true, force: true });
}

export async function withHomeTextsLocked<T>(work: () => Promise<T>): Promise<T> {
  await lockHomeTexts();
  try {
    return await work();
  } finally {
    await unlockHomeTexts();
  }
}
