// Admins are never made through the public API, only here. The password never goes on the command line (shell
// history): it comes from ADMIN_PASSWORD, from standard input, or is generated and printed once.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { promisify } from "node:util";
import * as v from "valibot";
import { createDatabase } from "#app/lib/db.server.ts";
import { RegistrationSchema } from "#features/account/index.server.ts";
import { ADMIN_PASSWORD_MIN, adminLookupSql, adminSql, ensureAdmin, ExistingLoginError } from "./lib/admin.ts";
import { parseArgs } from "./lib/args.ts";
import { mustRun, ROOT, toolEnv } from "./lib/run.ts";

const USAGE =
  "Użycie: ADMIN_PASSWORD=… npm run admin:create -- --login X [--email Z] [--promote] [--remote]\n" +
  "   lub: echo 'hasło' | npm run admin:create -- --login X …  (bez hasła: wygenerowane i wypisane raz)";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  if (process.env.ADMIN_PASSWORD) return { password: process.env.ADMIN_PASSWORD, generated: false };
  if (!process.stdin.isTTY) {
    const piped = (await text(process.stdin)).replace(/\r?\n$/, "");
    if (piped) return { password: piped, generated: false };
  }
  return { password: randomBytes(18).toString("base64url"), generated: true };
}

const args = parseArgs();
if (args.flag("password")) fail("Hasło nie może być argumentem polecenia (zostałoby w historii powłoki).");
const promote = args.flag("promote");
const login = args.text("login") ?? "";
const email = args.text("email") ?? `${login.toLowerCase()}@localhost.test`;
const { password, generated } = await readPassword();
if (password.length < ADMIN_PASSWORD_MIN)
  fail(`Hasło administratora musi mieć co najmniej ${ADMIN_PASSWORD_MIN} znaków.`);
const checked = v.safeParse(RegistrationSchema, { login, email, password });
if (!checked.success) fail(checked.issues[0]?.message ?? "Nieprawidłowe dane");
const input = { ...checked.output, promote };

async function remote(): Promise<string> {
  const wrangler = ["d1", "execute", "kartonowe-db", "--remote", "-c", "wrangler.toml"];
  const { stdout } = await promisify(execFile)(
    "wrangler",
    [...wrangler, "--json", "--command", adminLookupSql(login)],
    {
      cwd: ROOT,
      env: toolEnv(),
    },
  );
  const [result] = JSON.parse(stdout) as { results: { login: string; admin: number }[] }[];
  const existing = result?.results[0];
  if (existing?.admin) return `'${existing.login}' jest już administratorem.`;
  if (existing && !promote) throw new ExistingLoginError(existing.login);
  // The file holds the password hash: readable only by this user, and removed whatever happens.
  const dir = mkdtempSync(path.join(tmpdir(), "admin-"));
  try {
    const file = path.join(dir, "admin.sql");
    writeFileSync(file, await adminSql(input), { mode: 0o600 });
    await mustRun("wrangler", [...wrangler, "--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return existing
    ? `Użytkownik '${existing.login}' otrzymał uprawnienia administratora w zdalnej bazie (hasło bez zmian).`
    : `Utworzono administratora '${login}' w zdalnej bazie.`;
}

async function local(): Promise<string> {
  // Wrangler takes seconds to load: a refused command line never waits for it.
  const { localPlatform } = await import("./lib/platform.ts");
  const platform = await localPlatform();
  try {
    const result = await ensureAdmin(createDatabase(platform.env.DB), input);
    if (result === "created") return `Utworzono administratora '${login}'.`;
    if (result === "promoted") return `Użytkownik '${login}' otrzymał uprawnienia administratora (hasło bez zmian).`;
    return `'${login}' jest już administratorem.`;
  } finally {
    await platform.dispose();
  }
}

try {
  const outcome = await (args.flag("remote") ? remote() : local());
  console.log(outcome);
  if (generated && outcome.startsWith("Utworzono")) console.log(`Wygenerowane hasło: ${password}`);
} catch (error) {
  if (error instanceof ExistingLoginError) {
    fail(`Konto '${login}' już istnieje i nie jest administratorem. Dodaj --promote, aby nadać mu uprawnienia.`);
  }
  if (error instanceof Error && /UNIQUE/.test(error.message)) {
    fail(`Nie zapisano administratora '${login}': adres ${email} należy do innego użytkownika (podaj inny, --email).`);
  }
  throw error;
}
