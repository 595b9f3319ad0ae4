import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./run.ts";

/** Where `npm start` keeps every mail the Worker sent through its `send_email` binding (docs/api.md, "Local mail"). */
export const LOCAL_MAIL_DIR = path.join(ROOT, ".wrangler", "mail");
/** The owner's address and the site's origin `npm start` gives the Worker, so the digest runs locally. */
export const LOCAL_NOTIFY_EMAIL = "wlasciciel@kartonowe.localhost";

// Wrangler writes each sent mail under its session's temporary folder and deletes that folder when it stops.
const WRANGLER_MAIL_DIR = path.join(ROOT, ".wrangler", "tmp", "email");

/** Copies the mails wrangler has written since the last call into LOCAL_MAIL_DIR; answers how many were new. */
export function keepSentMail(): number {
  if (!existsSync(WRANGLER_MAIL_DIR)) return 0;
  mkdirSync(LOCAL_MAIL_DIR, { recursive: true });
  let copied = 0;
  for (const entry of readdirSync(WRANGLER_MAIL_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(txt|html|eml)$/.test(entry.name)) continue;
    const kind = path.basename(entry.parentPath);
    const target = path.join(LOCAL_MAIL_DIR, `${kind}-${entry.name}`);
    if (existsSync(target)) continue;
    copyFileSync(path.join(entry.parentPath, entry.name), target);
    copied++;
  }
  return copied;
}
