// Admins are never made through the public API, only here.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "#app/lib/db.server.ts";
import { adminSql, ensureAdmin } from "./lib/admin.ts";
import { parseArgs } from "./lib/args.ts";
import { localPlatform } from "./lib/platform.ts";
import { mustRun } from "./lib/run.ts";

const args = parseArgs();
const login = args.text("login");
if (!login || login.length < 3 || login.length > 20) {
  console.error(
    "Podaj login administratora (3-20 znaków): npm run admin:create -- --login X [--password Y] [--remote]",
  );
  process.exit(2);
}
const generated = !args.text("password");
const password = args.text("password") ?? randomBytes(12).toString("base64url");
if (password.length < 5 || password.length > 128) {
  console.error("Hasło musi mieć od 5 do 128 znaków.");
  process.exit(2);
}
const email = args.text("email") ?? `${login.toLowerCase()}@localhost.test`;

if (args.flag("remote")) {
  // The file holds the password hash: readable only by this user, and removed whatever happens.
  const dir = mkdtempSync(path.join(tmpdir(), "admin-"));
  try {
    const file = path.join(dir, "admin.sql");
    writeFileSync(file, await adminSql({ login, email, password }), { mode: 0o600 });
    try {
      await mustRun("wrangler", ["d1", "execute", "kartonowe-db", "--remote", "--file", file, "-c", "wrangler.toml"]);
    } catch (error) {
      console.error(
        `Nie zapisano administratora '${login}'. Jeśli adres ${email} należy do innego użytkownika, podaj inny (--email).`,
      );
      throw error;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `Administrator '${login}' zapisany w zdalnej bazie (istniejące konto o tym loginie zachowuje swoje hasło).`,
  );
} else {
  const platform = await localPlatform();
  try {
    const result = await ensureAdmin(createDatabase(platform.env.DB), { login, email, password });
    console.log(
      result === "created"
        ? `Utworzono administratora '${login}'.`
        : result === "promoted"
          ? `Użytkownik '${login}' otrzymał uprawnienia administratora (hasło bez zmian).`
          : `'${login}' jest już administratorem.`,
    );
    if (result !== "created") process.exit(0);
  } finally {
    await platform.dispose();
  }
}
if (generated) console.log(`Wygenerowane hasło: ${password}`);
