import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { call, createActor, jsonOf, resetDatabase, type Actor } from "./support.ts";

/* Control and direction characters in every owner field; name blocks that see through punctuation. */

let owner: Actor;
let model: { id: number; component: string };

beforeAll(async () => {
  owner = await createActor(`szef${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  const path = `Latarnia ${crypto.randomUUID().slice(0, 6)}`;
  const created = await call("POST", "/api/models", {
    body: { path, name: path, category: "latarnie morskie" },
    cookie: owner.cookie,
  });
  model = ((await jsonOf(created)) as { model: { id: number; component: string } }).model;
});

const BAD = ["\u202e", "\u2066", "\u0007", "\u001b[31m", "\u0085x\u009b"];

describe("the owner's structured fields", () => {
  const patch = (body: unknown) => call("PATCH", `/api/models/${model.id}`, { body, cookie: owner.cookie });

  test("refuse control and bidi characters in facts, address, technical data, history and light phases", async () => {
    for (const bad of BAD) {
      const bodies = [
        { facts: [{ name: "Wydawca", value: `Kartonowa${bad}` }] },
        { facts: [{ name: `Uwagi${bad}`, value: "x" }] },
        { address: `ul. Morska 1${bad}` },
        { technicalData: [{ name: "Wysokość", value: `30 m${bad}` }] },
        {
          history: {
            sections: [{ heading: `Dzieje${bad}`, paragraphs: ["Tekst."] }],
            source: { label: "", url: "" },
          },
        },
        {
          history: {
            sections: [{ heading: "Dzieje", paragraphs: [`Tekst${bad}.`] }],
            source: { label: "", url: "" },
          },
        },
        { lightPhases: `Błysk 0,5 s${bad}\nPrzerwa 1,5 s` },
      ];
      for (const body of bodies) {
        const answer = await patch(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(await jsonOf(answer)).toEqual({ error: "Tekst zawiera niedozwolone znaki" });
      }
    }
    expect((await patch({ address: "ul. Morska 1, Hel" })).status).toBe(200);
    expect((await patch({ lightPhases: "Błysk 0,5 s\r\nPrzerwa 1,5 s" })).status).toBe(200);
  });

  test("refuse them in a photo's caption, at upload and when changed", async () => {
    const size = { width: 2000, height: 1500 };
    for (const bad of BAD) {
      const refused = await call("POST", `/api/models/${model.id}/photos`, {
        raw: photoForm(size, { caption: `Widok${bad}` }),
        contentType: null,
        cookie: owner.cookie,
      });
      expect(refused.status).toBe(400);
    }
    const stored = await call("POST", `/api/models/${model.id}/photos`, {
      raw: photoForm(size, { caption: "Widok" }),
      contentType: null,
      cookie: owner.cookie,
    });
    expect(stored.status).toBe(201);
    const { photo } = (await jsonOf(stored)) as { photo: { id: number } };
    const changed = await call("PATCH", `/api/models/${model.id}/photos/${photo.id}`, {
      body: { caption: "Widok\u202e" },
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(400);
    expect(await jsonOf(changed)).toEqual({ error: "Tekst zawiera niedozwolone znaki" });
  });
});

describe("a block on a guest name", () => {
  beforeEach(resetDatabase);

  test("on “Spamer Jan” also stops Spamer.Jan, Spamer-Jan, SpamerJan and spamer_jan", async () => {
    const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
    const made = await call("POST", "/api/moderation/blocks", {
      body: { kind: "name", name: "Spamer Jan", duration: "1h" },
      cookie: admin.cookie,
    });
    expect(made.status).toBe(201);
    for (const login of ["Spamer Jan", "Spamer.Jan", "Spamer-Jan", "SpamerJan", "spamer_jan", "Spamer, Jan!"]) {
      const posted = await call("POST", "/api/comments/Hel", { body: { comment: "reklama", login } });
      expect(posted.status, login).toBe(403);
    }
    expect((await call("POST", "/api/comments/Hel", { body: { comment: "hej", login: "Jan Spamer" } })).status).toBe(
      201,
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM comments").first()).toEqual({ n: 1 });
  });
});
