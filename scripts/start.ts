import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { keepSentMail, LOCAL_MAIL_DIR, LOCAL_NOTIFY_EMAIL } from "./lib/local-mail.ts";
import { seed } from "./seed.ts";
import type { SeedImagesOptions } from "./lib/seed-images.ts";
import { elapsed, mustRun, ROOT, run, toolEnv } from "./lib/run.ts";

const DEV_VARS = path.join(ROOT, ".dev.vars");

export function ensureDevVars(): void {
  const current = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : "";
  if (/^SESSION_SECRET=.+$/m.test(current)) return;
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(DEV_VARS, `${current}${current && !current.endsWith("\n") ? "\n" : ""}SESSION_SECRET=${secret}\n`);
  console.log("Utworzono .dev.vars z nowym SESSION_SECRET.");
}

export async function prepareLocalData(images: SeedImagesOptions = {}): Promise<{ deferred: number }> {
  await mustRun(
    "wrangler",
    ["d1", "migrations", "apply", "kartonowe-db", "--local", "--persist-to", ".wrangler/state", "-c", "wrangler.toml"],
    {
      env: {
        ...process.env,
        PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
        CI: "true",
      },
    },
  );
  return seed(images);
}

const SCHEDULE = "*/5 * * * *";

async function runScheduled(): Promise<void> {
  try {
    await fetch(`http://localhost:8787/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(SCHEDULE)}`);
  } catch {
    // The server is still starting or already gone: the next tick tries again.
  }
}

function copyMail(): void {
  const copied = keepSentMail();
  if (copied > 0) console.log(`Poczta: ${copied} nowych plików w ${path.relative(ROOT, LOCAL_MAIL_DIR)}/`);
}

async function main(): Promise<void> {
  const started = performance.now();
  // Before the build: the build copies .dev.vars next to its wrangler.json, where `wrangler dev` reads it.
  ensureDevVars();
  // The build and the data are independent: side by side, one core each.
  const [, { deferred }] = await Promise.all([
    mustRun("react-router", ["build"]),
    prepareLocalData({ deferGallery: true }),
  ]);
  console.log(`Gotowe do startu po ${elapsed(started)}. Strona: http://localhost:8787`);
  const server = run("wrangler", [
    "dev",
    "--port",
    "8787",
    "--ip",
    "localhost",
    "--persist-to",
    ".wrangler/state",
    "--test-scheduled",
    // The comment digest goes to a local address; its mails are copied out of wrangler's temporary folder.
    "--var",
    `NOTIFY_EMAIL:${LOCAL_NOTIFY_EMAIL}`,
    "--var",
    "SITE_URL:http://localhost:8787",
  ]);
  // Miniflare runs no Cron Trigger by itself: the scheduled handler is called on wrangler.toml's schedule.
  const cron = setInterval(() => void runScheduled(), 5 * 60_000);
  const mail = setInterval(copyMail, 5_000);
  let gallery: ChildProcess | undefined;
  if (deferred > 0) {
    console.log(
      `Zdjęcia galerii (${deferred}) powstają w tle; do tego czasu strona pokazuje w ich miejscu neutralne tło.`,
    );
    // At a lower priority than the server, so its pages stay quick while the pictures are drawn.
    gallery = spawn("nice", ["-n", "10", "node", "scripts/seed.ts", "--gallery"], {
      cwd: ROOT,
      env: toolEnv(),
      stdio: "inherit",
    });
    gallery.on("exit", (code) => code && console.error("Zdjęcia galerii nie powstały: uruchom `npm run seed`."));
  }
  const code = await server;
  if (gallery?.exitCode === null) gallery.kill();
  clearInterval(cron);
  clearInterval(mail);
  copyMail();
  process.exit(code);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
