import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { builtPath } from "./built-site.ts";

/*
 * The mails the Worker sent through its send_email binding: local wrangler writes each one as a file under a
 * .wrangler/tmp folder, the one the digest's mails land in.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
// The e2e server's Miniflare keeps its temporary folder beside <build>/server/wrangler.json, as `wrangler dev -c` does.
const MAIL_ROOTS = [builtPath("server", ".wrangler", "tmp"), path.join(ROOT, ".wrangler", "tmp")];

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Soft line breaks and =XX escapes of quoted-printable, in case the file is the raw message. */
function decoded(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the first link `pattern` finds in a mail naming `login`, sent since `since`. */
export async function linkFromMail(login: string, since: number, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of MAIL_ROOTS.flatMap(filesUnder)) {
          const { mtimeMs, size } = statSync(file);
          if (mtimeMs < since - 1000 || size > 1_000_000) continue;
          const text = decoded(readFileSync(file, "utf8"));
          const link = pattern.exec(text);
          if (text.includes(login) && link) found = link[0];
        }
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return found!;
}

export const CONFIRM_LINK = /\/Konto\?potwierdz=[\w.-]+/;
