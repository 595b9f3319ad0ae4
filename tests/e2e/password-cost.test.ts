import { expect, test } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { E2E_PORT } from "./ports.ts";

// The built Worker, with nothing of the tests' set-up, stores what a registration sends at the full scrypt cost; the
// workerd tests hash at a lower one (tests/worker/scrypt-cost.ts).
function storedHash(login: string): string | undefined {
  const folder = path.resolve(`.wrangler/e2e-state-${E2E_PORT}/v3/d1/miniflare-D1DatabaseObject`);
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  const database = new DatabaseSync(path.join(folder, file!), { readOnly: true });
  try {
    const row = database.prepare("SELECT password_hash FROM users WHERE login = ?").get(login);
    return row?.password_hash as string | undefined;
  } finally {
    database.close();
  }
}

test("a registration on the built site stores its password at the full cost: scrypt N=16384, r=8, p=5", async ({
  request,
}) => {
  const login = `koszt_${Date.now().toString(36)}`;
  const created = await request.post("/api/users", {
    data: { login, email: `${login}@example.com`, password: "haslo-e2e-123" },
  });
  expect(created.status()).toBe(201);
  expect(storedHash(login)).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]+=*$/);
});
