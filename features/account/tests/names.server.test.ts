import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, test } from "vitest";
import { createActor, resetDatabase } from "#tests/security/support.ts";
import { withFormToken } from "#tests/worker/form-token.ts";

const ORIGIN = "https://kartonowe.test";
let address = 0;

async function post(path: string, body: unknown, cookie?: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "cf-connecting-ip": `192.0.2.${++address}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(await withFormToken("POST", path, body)),
  });
}

const register = (login: string) =>
  post("/api/users", { login, email: `${address}-${login.length}@example.com`, password: "tajne-haslo" });

beforeEach(resetDatabase);

describe("names that differ only in accents, underscores or spaces are one name", () => {
  test("logins that differ only by diacritics or case clash with 409 (before: 201)", async () => {
    expect((await register("admin")).status).toBe(201);
    for (const login of ["admín", "ädmin", "ADMÍN", "Ádmin"]) {
      const response = await register(login);
      expect(response.status, login).toBe(409);
      expect(await response.json()).toEqual({ error: "Taki login lub email już istnieje" });
    }
    expect((await register("Lucja")).status).toBe(201);
    expect((await register("Łucja")).status).toBe(409);
    expect((await register("jan_kowalski")).status).toBe(201);
    expect((await register("jan__kowalski")).status).toBe(409);
  });

  test("a blocked guest name is not dodged by a second space, an underscore or an accent (before: 201)", async () => {
    const admin = await createActor("straznik", { admin: true });
    const block = await post(
      "/api/moderation/blocks",
      { kind: "name", name: "Spamer Jan", duration: "1h" },
      admin.cookie,
    );
    expect(block.status).toBe(201);
    for (const name of ["Spamer  Jan", "Spamer_Jan", "Spamér Jan", " spamer\u00a0jan"]) {
      const response = await post("/api/comments/Hel", { login: name, comment: "Kup teraz" });
      expect(response.status, JSON.stringify(name)).toBe(403);
    }
    expect((await post("/api/comments/Hel", { login: "Jan Spamer", comment: "Dzień dobry" })).status).toBe(201);
  });

  test("a guest may not take a registered login with an underscore written as a space", async () => {
    expect((await register("Kasia_Nowak")).status).toBe(201);
    const response = await post("/api/comments/Hel", { login: "kasia  nowak", comment: "Dzień dobry" });
    expect(response.status).toBe(409);
  });
});
