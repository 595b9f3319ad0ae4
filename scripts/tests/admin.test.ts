// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { verifyPassword } from "#features/account/index.server.ts";
import { nameSkeleton } from "#features/account/index.server.ts";
import { adminSql, ensureAdmin, ExistingLoginError, type AdminInput } from "../lib/admin.ts";
import { parseArgs } from "../lib/args.ts";
import { ROOT } from "../lib/run.ts";

/** A fresh SQLite database (what D1 runs) with every migration applied, as `wrangler d1 migrations apply` does. */
function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const dir = path.join(ROOT, "migrations");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(path.join(dir, file), "utf8"));
  }
  return db;
}

/** Just enough of D1's API over SQLite for drizzle's D1 driver: prepare, bind, all, raw, run. */
function asD1(db: DatabaseSync): D1Database {
  return {
    prepare(sql: string) {
      const statement = db.prepare(sql);
      let params: (string | number | null)[] = [];
      const bound = {
        bind(...values: (string | number | null)[]) {
          params = values;
          return bound;
        },
        async all() {
          return { results: statement.all(...params), success: true, meta: {} };
        },
        async raw() {
          return statement.all(...params).map((row) => Object.values(row));
        },
        async run() {
          statement.run(...params);
          return { success: true, meta: {} };
        },
      };
      return bound;
    },
  } as unknown as D1Database;
}

interface Row {
  id: number;
  login: string;
  email: string;
  password_hash: string;
  salt: string;
  admin: number;
}

/** The two ways an admin is made: locally through D1's API, remotely through the SQL file. */
const PATHS: Record<string, (db: DatabaseSync, input: AdminInput) => Promise<void>> = {
  "ensureAdmin (local)": async (db, input) => {
    await ensureAdmin(createDatabase(asD1(db)), input);
  },
  "adminSql (--remote)": async (db, input) => {
    db.exec(await adminSql(input));
  },
};

let db: DatabaseSync;

function users(): Row[] {
  return db
    .prepare("SELECT id, login, email, password_hash, salt, admin FROM users ORDER BY id")
    .all() as unknown as Row[];
}

function insertUser(login: string, email: string, admin = 0): Row {
  db.prepare(
    "INSERT INTO users (login, email, password_hash, salt, admin, created_at) VALUES (?, ?, 'scrypt$1$1$1$AAAA', 'c2FsdA==', ?, 0)",
  ).run(login, email, admin);
  return users().at(-1)!;
}

beforeEach(() => {
  db = migratedDatabase();
});

describe.each(Object.entries(PATHS))("%s", (_, makeAdmin) => {
  test("creates an admin with a scrypt hash of the password when the login is new", async () => {
    await makeAdmin(db, { login: "Szef", email: "szef@example.com", password: "tajne-haslo" });
    const [row] = users();
    expect(row).toMatchObject({ login: "Szef", email: "szef@example.com", admin: 1 });
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("tajne-haslo", { hash: row!.password_hash, salt: row!.salt })).toBe(true);
  });

  test("promotes only the user whose login matches in any letter case, keeping their password and e-mail", async () => {
    const lucja = insertUser("Łucja", "lucja@example.com");
    const other = insertUser("ktos", "ktos@example.com");
    await makeAdmin(db, { login: "ŁUCJA", email: "ktos@example.com", password: "nowe-haslo", promote: true });
    expect(users()).toEqual([
      { ...lucja, admin: 1 },
      { ...other, admin: 0 },
    ]);
  });

  test("promotes nobody without --promote: an account someone else registered first stays as it was", async () => {
    const stranger = insertUser("szef", "obcy@example.com");
    await makeAdmin(db, { login: "Szef", email: "szef@example.com", password: "tajne-haslo" }).catch(
      (error: unknown) => {
        expect(error).toBeInstanceOf(ExistingLoginError);
      },
    );
    expect(users()).toEqual([stranger]);
  });

  test("stores the new admin's login skeleton, so look-alikes of it cannot register", async () => {
    await makeAdmin(db, { login: "Szef", email: "szef@example.com", password: "tajne-haslo" });
    expect(db.prepare("SELECT login_skeleton FROM users").get()).toEqual({ login_skeleton: nameSkeleton("szef") });
  });

  test("leaves an existing admin as it is", async () => {
    const admin = insertUser("szef", "szef@example.com", 1);
    await makeAdmin(db, { login: "SZEF", email: "inny@example.com", password: "nowe-haslo" });
    expect(users()).toEqual([admin]);
  });

  test("fails, promoting nobody, when the e-mail belongs to another user", async () => {
    const other = insertUser("ktos", "Szef@Example.com");
    await expect(makeAdmin(db, { login: "szef", email: "szef@example.com", password: "tajne-haslo" })).rejects.toThrow(
      /UNIQUE/,
    );
    expect(users()).toEqual([other]);
  });

  test("stores quotes in the values literally", async () => {
    const login = "o'brien'); DROP TABLE users; --";
    await makeAdmin(db, { login, email: "o'brien@example.com", password: "it's-secret" });
    const [row] = users();
    expect(row).toMatchObject({ login, email: "o'brien@example.com", admin: 1 });
    expect(await verifyPassword("it's-secret", { hash: row!.password_hash, salt: row!.salt })).toBe(true);
  });
});

test("arguments keep everything after the first '=' (a value may itself hold '=')", () => {
  const args = parseArgs(["--email=a=b@example.com", "--login", "x=y", "--promote"]);
  expect(args.text("email")).toBe("a=b@example.com");
  expect(args.text("login")).toBe("x=y");
  expect(args.flag("promote")).toBe(true);
});
