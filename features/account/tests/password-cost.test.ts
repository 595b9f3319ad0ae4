// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "../index.server.ts";

// The workerd tests lower the cost in their setup (tests/worker/scrypt-cost.ts); these hold that the site does not,
// and tests/e2e/password-cost.test.ts that the built Worker stores full-cost hashes.
const root = path.resolve(import.meta.dirname, "../../..");

test("a password is hashed at the full cost: scrypt N=16384, r=8, p=5", async () => {
  expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5 });
  const stored = await hashPassword("tajne-haslo");
  expect(stored.hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]+=*$/);
  expect(await verifyPassword("tajne-haslo", stored)).toBe(true);
});

test("nothing of the site or its scripts lowers the cost; only the workerd tests' setup does", () => {
  const callers = ["app", "features", "workers", "scripts"].flatMap((top) =>
    readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })
      .map((file) => `${top}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && /setScryptCost\(/.test(readFileSync(path.join(root, file), "utf8"))),
  );
  expect(callers).toEqual(["features/account/server/password.server.ts"]);
});
