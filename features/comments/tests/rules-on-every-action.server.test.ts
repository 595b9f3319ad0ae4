import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { fetchWithEnv } from "#tests/worker/with-env.ts";
import { call, countRows, createActor, insertComment, resetDatabase, type Actor } from "#tests/security/support.ts";
import { COMMENT_MESSAGES } from "../model.ts";
import { blockTarget, clientHash, writeCommentSettings } from "../server/policy.server.ts";

/* Blocks and the guest rules hold on every action, whoever acts and from how many addresses. */

beforeEach(resetDatabase);

const db = createDatabase(env.DB);
const DAY_MS = 24 * 60 * 60 * 1000;
const LINKS = "http://a.example http://b.example http://c.example";

async function age(actor: Actor, ms = 2 * DAY_MS): Promise<void> {
  await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
    .bind(Date.now() - ms, actor.id)
    .run();
}

async function block(kind: "user" | "client", target: string): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO comment_blocks (kind, target, label, until, created_by, created_at) VALUES (?, ?, 't', ?, 'szef', ?)",
  )
    .bind(kind, target, Date.now() + DAY_MS, Date.now())
    .run();
}

async function status(id: number): Promise<string> {
  return (await env.DB.prepare("SELECT status FROM comments WHERE id = ?").bind(id).first<{ status: string }>())!
    .status;
}

describe("a blocked user", () => {
  // Before: PATCH with three links 200 (20 in a row, 20×200), likes 200 (20×200).
  test("can neither edit nor like: 403 with the block's message, and nothing changes", async () => {
    const kasia = await createActor("kasia");
    await age(kasia);
    const own = await insertComment("Hel", kasia, "mój tekst");
    const other = await insertComment("Hel", { guest: "Turysta" });
    await block("user", blockTarget("user", kasia.id));
    for (let i = 0; i < 3; i++) {
      const edit = await call("PATCH", `/api/comments/Hel/${own}`, {
        body: { comment: `${LINKS} ${i}` },
        cookie: kasia.cookie,
      });
      expect(edit.status).toBe(403);
      expect(await edit.json()).toEqual({
        error: expect.stringMatching(new RegExp(`^${COMMENT_MESSAGES.blocked} Blokada trwa do .+ na adres kontakt@`)),
      });
      expect((await call("POST", `/api/comments/Hel/${other}/like`, { cookie: kasia.cookie })).status).toBe(403);
    }
    expect(await env.DB.prepare("SELECT body FROM comments WHERE id = ?").bind(own).first()).toEqual({
      body: "mój tekst",
    });
    expect(await countRows("SELECT count(*) AS n FROM comment_likes")).toBe(0);
  });

  test("a block of the client group refuses the edit too", async () => {
    const kasia = await createActor("kasia");
    await age(kasia);
    const own = await insertComment("Hel", kasia, "mój tekst");
    await block("client", await clientHash(env.SESSION_SECRET, "ipv4:10.200.0.1"));
    const edit = await call("PATCH", `/api/comments/Hel/${own}`, {
      body: { comment: "inaczej" },
      cookie: kasia.cookie,
      ip: "10.200.0.1",
    });
    expect(edit.status).toBe(403);
  });

  test("edits are limited per client like posts: 5 a minute, then 429", async () => {
    const kasia = await createActor("kasia");
    await age(kasia);
    const own = await insertComment("Hel", kasia, "mój tekst");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const edit = await call("PATCH", `/api/comments/Hel/${own}`, {
        body: { comment: `wersja ${i}` },
        cookie: kasia.cookie,
        ip: "10.201.0.1",
      });
      statuses.push(edit.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe("an edit", () => {
  // Before: 200 and published; the outbox kept the original text.
  test("goes through the hold rules of a new comment and into the owner's digest", async () => {
    const kasia = await createActor("kasia");
    const own = await insertComment("Hel", kasia, "spokojny tekst");
    const answer = await call("PATCH", `/api/comments/Hel/${own}`, {
      body: { comment: `teraz z linkami ${LINKS}` },
      cookie: kasia.cookie,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ held: true, comment: { held: true } });
    expect(await status(own)).toBe("held");
    // Published again only by the owner, not by an innocent second edit.
    expect(
      (await call("PATCH", `/api/comments/Hel/${own}`, { body: { comment: "już grzecznie" }, cookie: kasia.cookie }))
        .status,
    ).toBe(200);
    expect(await status(own)).toBe("held");
  });

  test("writes its new text to the outbox when the digest is on", async () => {
    const kasia = await createActor("kasia");
    await age(kasia);
    const own = await insertComment("Hel", kasia, "pierwsza wersja");
    const withDigest = { ...env, NOTIFY_EMAIL: "wlasciciel@example.com" } as Env;
    const response = await fetchWithEnv(
      new Request(`https://kartonowe.test/api/comments/Hel/${own}`, {
        method: "PATCH",
        headers: {
          origin: "https://kartonowe.test",
          "content-type": "application/json",
          cookie: kasia.cookie,
          "cf-connecting-ip": "10.202.0.1",
        },
        body: JSON.stringify({ comment: "druga wersja" }),
      }),
      withDigest,
    );
    expect(response.status).toBe(200);
    expect(await env.DB.prepare("SELECT comment_id, body, held FROM comment_outbox").all()).toMatchObject({
      results: [{ comment_id: own, body: "druga wersja", held: 0 }],
    });
  });
});

describe("a held comment of someone else", () => {
  // Before: like 200 (404 for a missing id), PATCH 403 (404 for a missing id), /api/users/me listed its author.
  test("answers like and edit exactly as a missing id does, and is in no one else's export", async () => {
    const author = await createActor("autor");
    const kasia = await createActor("kasia");
    const heldId = await insertComment("Hel", author, "czeka");
    await env.DB.prepare("UPDATE comments SET status = 'held' WHERE id = ?").bind(heldId).run();
    const missing = heldId + 1000;
    for (const id of [heldId, missing]) {
      const like = await call("POST", `/api/comments/Hel/${id}/like`, { cookie: kasia.cookie });
      expect(like.status, `like ${id}`).toBe(404);
      expect(await like.json()).toEqual({ error: COMMENT_MESSAGES.unknownComment });
      const edit = await call("PATCH", `/api/comments/Hel/${id}`, { body: { comment: "x" }, cookie: kasia.cookie });
      expect(edit.status, `edit ${id}`).toBe(404);
      expect(await edit.json()).toEqual({ error: COMMENT_MESSAGES.unknownComment });
    }
    // A like left from before the comment was held (an edit can hold it) is not exported either.
    await env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)").bind(heldId, kasia.id).run();
    const data = (await (await call("GET", "/api/users/me", { cookie: kasia.cookie })).json()) as {
      likedComments?: unknown[];
    };
    expect(JSON.stringify(data)).not.toContain("autor");
    // Its author still sees, edits and likes it.
    const own = await call("PATCH", `/api/comments/Hel/${heldId}`, {
      body: { comment: "poprawka" },
      cookie: author.cookie,
    });
    expect(own.status).toBe(200);
  });
});

describe("an account younger than a day", () => {
  // Before: a fresh account's five links and repeats were published, past the page's guest cap.
  test("is held for links and repeats and capped like a guest; a day later it is not", async () => {
    const fresh = await createActor("nowy");
    const post = (comment: string, ip = "10.203.0.1") =>
      call("POST", "/api/comments/Hel", { body: { comment }, cookie: fresh.cookie, ip });
    expect((await post(`pięć linków ${LINKS} http://d.example http://e.example`)).status).toBe(202);
    expect((await post("to samo")).status).toBe(201);
    expect((await post("to samo")).status).toBe(202);
    await writeCommentSettings(db, { guestDailyCap: 3 });
    const capped = await post("czwarty", "10.203.0.2");
    expect(capped.status).toBe(429);
    expect(await capped.json()).toEqual({ error: COMMENT_MESSAGES.dailyCap });
    await age(fresh);
    expect((await post(`dzień później ${LINKS}`, "10.203.0.3")).status).toBe(201);
  });
});

describe("the guest daily cap", () => {
  // Before: 30 posts from one client (7 addresses, one form token) closed the page to every guest for 24 hours.
  test("counts each client group's share, so one client cannot close a page to the others", async () => {
    await writeCommentSettings(db, { guestDailyCap: 6 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call("POST", "/api/comments/Hel", { body: { login: "Spamer", comment: `s${i}` }, ip: "10.204.0.1" }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    const other = await call("POST", "/api/comments/Hel", { body: { login: "Sąsiad", comment: "ja też" } });
    expect(other.status).toBe(201);
  });
});

describe("IPv6 clients", () => {
  // Before: seven /64s of one /48 posted freely (35 comments a minute from one site).
  test("are limited per /48 as well as per /64", async () => {
    const statuses: number[] = [];
    for (let net = 0; net < 7; net++) {
      for (let i = 0; i < 5; i++) {
        const response = await call("POST", "/api/comments/Hel", {
          body: { login: "Gość", comment: `z sieci ${net}, ${i}` },
          ip: `2001:db8:aaaa:${net}::${i + 1}`,
        });
        statuses.push(response.status);
      }
    }
    expect(statuses.filter((code) => code === 201 || code === 202)).toHaveLength(20);
    expect(statuses.slice(20).every((code) => code === 429)).toBe(true);
  });

  // Before: a block of one /64 did not touch its neighbour in the same /48.
  test("are blocked with their /48: a neighbouring /64 is refused, another site is not", async () => {
    const owner = await createActor("szef", { admin: true });
    const first = await call("POST", "/api/comments/Hel", {
      body: { login: "Spamer", comment: "reklama" },
      ip: "2001:db8:bbbb:1::1",
    });
    const { comment } = (await first.json()) as { comment: { id: number } };
    const blocked = await call("POST", "/api/moderation/blocks", {
      body: { kind: "client", commentId: comment.id, duration: "1d" },
      cookie: owner.cookie,
    });
    expect(blocked.status).toBe(201);
    const post = (ip: string) => call("POST", "/api/comments/Hel", { body: { login: "Inny", comment: ip }, ip });
    expect((await post("2001:db8:bbbb:1::2")).status).toBe(403);
    expect((await post("2001:db8:bbbb:7::1")).status).toBe(403);
    expect((await post("2001:db8:cccc:1::1")).status).toBe(201);
    expect((await post("10.205.0.1")).status).toBe(201);
  });
});
