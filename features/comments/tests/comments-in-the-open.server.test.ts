import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { call, countRows, createActor, insertComment, resetDatabase, type Actor } from "#tests/security/support.ts";
import { readyFormToken } from "#tests/worker/form-token.ts";
import { blockedMessage, COMMENT_MESSAGES, type CommentItem, type CommentList } from "../model.ts";
import { countPublishedComments, postComment } from "../server/comments.server.ts";
import { blockTarget, clientHash, writeCommentSettings } from "../server/policy.server.ts";

/*
 * Bounded threads, guest form tokens, the honeypot, held comments, blocks and the daily cap, as the API
 * answers them through the whole worker.
 */

const db = createDatabase(env.DB);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(resetDatabase);

async function page(query = "", cookie?: string, section = "Hel"): Promise<CommentList> {
  const response = await call("GET", `/api/comments/${section}${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CommentList;
}

const texts = (list: { comments: CommentItem[] }) => list.comments.map((comment) => comment.comment);

function guestPost(body: Record<string, unknown>, options: { ip?: string; section?: string } = {}) {
  return call("POST", `/api/comments/${options.section ?? "Hel"}`, { body, ip: options.ip });
}

async function addTwelve(): Promise<number[]> {
  const ids: number[] = [];
  // Equal times for some, so the id breaks ties as the thread's order does.
  for (let i = 1; i <= 12; i++)
    ids.push(await insertComment("Hel", { guest: "Gość" }, `k${i}`, 1_000 * Math.ceil(i / 2)));
  return ids;
}

describe("threads in pages", () => {
  test("the newest page oldest first, older pages by cursor, the total and whether more remain", async () => {
    const ids = await addTwelve();
    const whole = await page();
    expect(whole).toMatchObject({ section: "Hel", total: 12, hasMore: false });
    expect(texts(whole)).toEqual(ids.map((_, i) => `k${i + 1}`));
    const newest = await page("?limit=5");
    expect(newest).toMatchObject({ total: 12, hasMore: true });
    expect(texts(newest)).toEqual(["k8", "k9", "k10", "k11", "k12"]);
    const middle = await page(`?limit=5&before=${newest.comments[0]!.id}`);
    expect(texts(middle)).toEqual(["k3", "k4", "k5", "k6", "k7"]);
    expect(middle.hasMore).toBe(true);
    const oldest = await page(`?limit=5&before=${middle.comments[0]!.id}`);
    expect(texts(oldest)).toEqual(["k1", "k2"]);
    expect(oldest.hasMore).toBe(false);
    expect(await page(`?limit=5&before=${ids[0]}`)).toMatchObject({ comments: [], hasMore: false, total: 12 });
    // Exactly a page left: no more after it.
    expect((await page(`?limit=7&before=${ids[7]}`)).hasMore).toBe(false);
    expect((await page(`?limit=6&before=${ids[7]}`)).hasMore).toBe(true);
  });

  test("a deleted cursor still pages by its id; the largest page is 100", async () => {
    const ids = await addTwelve();
    await env.DB.prepare("DELETE FROM comments WHERE id = ?").bind(ids[9]).run();
    expect(texts(await page(`?limit=3&before=${ids[9]}`))).toEqual(["k7", "k8", "k9"]);
    expect((await page("?limit=100")).comments).toHaveLength(11);
  });

  test.each([
    ["?limit=0", COMMENT_MESSAGES.badLimit],
    ["?limit=101", COMMENT_MESSAGES.badLimit],
    ["?limit=abc", COMMENT_MESSAGES.badLimit],
    ["?limit=-1", COMMENT_MESSAGES.badLimit],
    ["?before=0", COMMENT_MESSAGES.badCursor],
    ["?before=x1", COMMENT_MESSAGES.badCursor],
    ["?before=99999999999999999999", COMMENT_MESSAGES.badCursor],
  ])("%s is a 400 with a Polish message", async (query, error) => {
    const response = await call("GET", `/api/comments/Hel${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  test("likes are counted in full, with the first five likers by name and the reader's own", async () => {
    const author = await createActor("autor");
    const id = await insertComment("Hel", author, "lubiany");
    const likers: Actor[] = [];
    for (const login of ["g", "f", "e", "d", "c", "b", "a"]) likers.push(await createActor(`fan_${login}`));
    for (const liker of likers) {
      expect((await call("POST", `/api/comments/Hel/${id}/like`, { cookie: liker.cookie })).status).toBe(200);
    }
    const [asLiker] = (await page("", likers[0]!.cookie)).comments;
    expect(asLiker!.likes).toEqual({
      quantity: 7,
      likedByMe: true,
      users: ["fan_a", "fan_b", "fan_c", "fan_d", "fan_e"],
    });
    expect(asLiker!.likedByMe).toBe(true);
    expect((await page("", author.cookie)).comments[0]!.likes.likedByMe).toBe(false);
  });

  test("the page's first HTML carries the newest five comments and the total, not the whole thread", async () => {
    for (let i = 1; i <= 12; i++) await insertComment("Hel", { guest: "Gość" }, `Wpis-${i}-koniec`, 1_000 * i);
    const html = await (await call("GET", "/Hel")).text();
    for (let i = 1; i <= 7; i++) expect(html).not.toContain(`Wpis-${i}-koniec`);
    for (let i = 8; i <= 12; i++) expect(html).toContain(`Wpis-${i}-koniec`);
    expect(html.replaceAll("<!-- -->", "")).toMatch(/Komentarze <span[^>]*>\(12\)/);
  });
});

describe("a guest's form token", () => {
  test("is handed out by the thread and serves several posts", async () => {
    const { formToken } = await page("?limit=1");
    expect(formToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    const ready = await readyFormToken();
    for (const comment of ["jeden", "dwa", "trzy"]) {
      expect((await guestPost({ login: "Gość", comment, formToken: ready })).status).toBe(201);
    }
  });

  test("missing, forged, expired or from the future is refused with 400 and stores nothing", async () => {
    const ready = await readyFormToken();
    const [header, payload, mac] = ready.split(".") as [string, string, string];
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { at: number };
    const earlier = `${header}.${btoa(JSON.stringify({ ...claims, at: claims.at - 60_000 }))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "")}`;
    const forged = [
      undefined,
      "",
      42,
      "nie-token",
      // The first character: the last one's two low bits are padding, so changing it could leave the same bytes.
      `${header}.${payload}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`,
      `${earlier}.${mac}`,
      await readyFormToken(25 * 60 * 60 * 1000),
      await readyFormToken(-10 * 60 * 1000),
    ];
    for (const formToken of forged) {
      const response = await guestPost({ login: "Gość", comment: "bez formularza", formToken });
      expect(response.status, String(formToken)).toBe(400);
      expect(await response.json()).toEqual({ error: COMMENT_MESSAGES.formTokenInvalid });
    }
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("sent less than three seconds after it was issued is refused as too fast", async () => {
    const response = await guestPost({ login: "Gość", comment: "szybki", formToken: await readyFormToken(1_000) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: COMMENT_MESSAGES.tooFast });
    expect(
      (await guestPost({ login: "Gość", comment: "po chwili", formToken: await readyFormToken(3_500) })).status,
    ).toBe(201);
  });

  test("is not asked of a signed-in user", async () => {
    const user = await createActor("kasia");
    const response = await call("POST", "/api/comments/Hel", {
      body: { comment: "Zalogowana", formToken: undefined },
      cookie: user.cookie,
    });
    expect(response.status).toBe(201);
  });

  test("the honeypot filled is refused; left empty it is not", async () => {
    const filled = await guestPost({ login: "Robot", comment: "kup teraz", website: "http://spam.example" });
    expect(filled.status).toBe(400);
    expect(await filled.json()).toEqual({ error: COMMENT_MESSAGES.honeypot });
    expect((await guestPost({ login: "Człowiek", comment: "dzień dobry", website: "" })).status).toBe(201);
  });
});

describe("held comments", () => {
  async function held(response: Response): Promise<CommentItem> {
    expect(response.status, await response.clone().text()).toBe(202);
    const body = (await response.json()) as { comment: CommentItem; held: boolean };
    expect(body.held).toBe(true);
    expect(body.comment.held).toBe(true);
    return body.comment;
  }

  test("more than two links wait for approval; two do not", async () => {
    const two = await guestPost({ login: "Gość", comment: "https://a.example i www.b.example" });
    expect(two.status).toBe(201);
    await held(await guestPost({ login: "Gość", comment: "http://a.example https://b.example www.c.example" }));
  });

  test("the same text from the same client within an hour waits, from another client it does not", async () => {
    expect((await guestPost({ login: "Gość", comment: "Powtórka" }, { ip: "198.51.100.7" })).status).toBe(201);
    await held(await guestPost({ login: "Inny", comment: "Powtórka" }, { ip: "198.51.100.7" }));
    expect((await guestPost({ login: "Gość", comment: "Powtórka" }, { ip: "198.51.100.8" })).status).toBe(201);
  });

  test("one IPv6 /64 is one client: a repeat from another address of it waits, and it shares one allowance", async () => {
    expect((await guestPost({ login: "Gość", comment: "Z sieci" }, { ip: "2001:db8:5:6::1" })).status).toBe(201);
    await held(await guestPost({ login: "Gość", comment: "Z sieci" }, { ip: "2001:db8:5:6:ffff:1:2:3" }));
    expect((await guestPost({ login: "Gość", comment: "Z innej" }, { ip: "2001:db8:5:7::1" })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await guestPost({ login: "Gość", comment: `nr ${i}` }, { ip: `2001:db8:5:6::${i + 10}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  test("with the owner's switch on, a new guest's first comment waits; a known guest's does not", async () => {
    await writeCommentSettings(db, { approveFirstGuestComments: true });
    const earlier = await insertComment("Hel", { guest: "Stały bywalec" }, "dawniej");
    await env.DB.prepare("UPDATE comments SET client_hash = ? WHERE id = ?")
      .bind(await clientHash(env.SESSION_SECRET, "ipv4:10.99.0.1"), earlier)
      .run();
    await held(await guestPost({ login: "Nowy", comment: "pierwszy raz" }));
    // A guest is known by the client group, not by a name anyone can type.
    expect((await guestPost({ login: "Stały bywalec", comment: "znowu ja" }, { ip: "10.99.0.1" })).status).toBe(201);
    await held(await guestPost({ login: "Stały bywalec", comment: "podszywam się" }));
    const user = await createActor("kasia");
    expect(
      (await call("POST", "/api/comments/Hel", { body: { comment: "zalogowana" }, cookie: user.cookie })).status,
    ).toBe(201);
  });

  test("nobody but the admin is sent a held comment, and the counts leave it out", async () => {
    await insertComment("Hel", { guest: "Gość" }, "widoczny");
    const comment = await held(await guestPost({ login: "Gość", comment: "http://a.pl http://b.pl http://c.pl" }));
    const user = await createActor("kasia");
    const admin = await createActor("szef", { admin: true });
    for (const cookie of [undefined, user.cookie]) {
      const list = await page("", cookie);
      expect(texts(list)).toEqual(["widoczny"]);
      expect(list.total).toBe(1);
    }
    const asAdmin = await page("", admin.cookie);
    expect(asAdmin.total).toBe(2);
    expect(asAdmin.comments.find((item) => item.id === comment.id)).toMatchObject({ held: true });
    expect(await countPublishedComments(db)).toEqual({ Hel: 1 });
    expect(await (await call("GET", "/Hel")).text()).not.toContain("http://a.pl");
  });

  test("a registered author's own held comment stays visible to them alone", async () => {
    const author = await createActor("autor");
    const other = await createActor("inny");
    const id = await insertComment("Hel", author, "moje oczekujące");
    await env.DB.prepare("UPDATE comments SET status = 'held' WHERE id = ?").bind(id).run();
    expect(texts(await page("", author.cookie))).toEqual(["moje oczekujące"]);
    expect(texts(await page("", other.cookie))).toEqual([]);
  });
});

describe("blocks and the daily cap at posting time", () => {
  async function block(kind: "name" | "client" | "user", target: string, until = Date.now() + 60_000, lifted?: number) {
    await env.DB.prepare(
      "INSERT INTO comment_blocks (kind, target, label, until, created_by, created_at, lifted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(kind, target, "test", until, "szef", Date.now(), lifted ?? null)
      .run();
  }

  test("a blocked guest name (any look-alike), client group or user is refused with 403", async () => {
    const until = Date.now() + 60_000;
    await block("name", blockTarget("name", "Spamer"), until);
    // The refusal names the block's end and where to appeal.
    const refusal = blockedMessage(new Date(until), "kontakt@kartonowe-budowle.pl");
    expect(refusal).toMatch(/^Zablokowałem Ci .* Blokada trwa do \d\d-\d\d-\d{4} \d\d:\d\d\. .*kontakt@/);
    for (const login of ["Spamer", "SPAMER", "Ѕpamer"]) {
      const response = await guestPost({ login, comment: "reklama" });
      expect(response.status, login).toBe(login === "Ѕpamer" ? 400 : 403);
      if (response.status === 403) expect(await response.json()).toEqual({ error: refusal });
    }
    await block("client", await clientHash(env.SESSION_SECRET, "ipv6:2001:db8:9:9::/64"));
    expect((await guestPost({ login: "Ktoś", comment: "z sieci" }, { ip: "2001:db8:9:9::abcd" })).status).toBe(403);
    const user = await createActor("kasia");
    await block("user", blockTarget("user", user.id));
    expect((await call("POST", "/api/comments/Hel", { body: { comment: "hej" }, cookie: user.cookie })).status).toBe(
      403,
    );
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("an ended or lifted block stops nobody, and an admin is never blocked", async () => {
    await block("name", blockTarget("name", "Dawny"), Date.now() - 1_000);
    await block("name", blockTarget("name", "Zdjęty"), Date.now() + 60_000, Date.now());
    expect((await guestPost({ login: "Dawny", comment: "wróciłem" })).status).toBe(201);
    expect((await guestPost({ login: "Zdjęty", comment: "wróciłem" })).status).toBe(201);
    const admin = await createActor("szef", { admin: true });
    await block("user", blockTarget("user", admin.id));
    expect((await call("POST", "/api/comments/Hel", { body: { comment: "admin" }, cookie: admin.cookie })).status).toBe(
      201,
    );
  });

  test("a section takes at most the day's cap of guest comments; users and other sections are not counted", async () => {
    await writeCommentSettings(db, { guestDailyCap: 2 });
    expect((await guestPost({ login: "Gość", comment: "1" })).status).toBe(201);
    expect((await guestPost({ login: "Gość", comment: "2" })).status).toBe(201);
    const refused = await guestPost({ login: "Gość", comment: "3" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: COMMENT_MESSAGES.dailyCap });
    expect((await guestPost({ login: "Gość", comment: "3" }, { section: "Ustka" })).status).toBe(201);
    const user = await createActor("kasia");
    // An account younger than a day is capped like a guest; this one is older.
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 2 * DAY_MS, user.id)
      .run();
    expect((await call("POST", "/api/comments/Hel", { body: { comment: "ja" }, cookie: user.cookie })).status).toBe(
      201,
    );
  });
});

describe("the owner's outbox", () => {
  test("a comment written with notify gets its outbox row in the same batch, held or not", async () => {
    const post = (section: string, name: string, comment: string, notify: boolean, approveFirst = false) =>
      postComment(db, {
        section,
        author: { kind: "guest", name },
        comment,
        clientHash: name,
        defaults: { approveFirstGuestComments: approveFirst, guestDailyCap: 30 },
        notify,
      });
    const shown = await post("Hel", "Gość", "nowy", true);
    const waiting = await post("Ustka", "Nowy", "czeka", true, true);
    await post("Hel", "Gość", "bez powiadomienia", false);
    const rows = await env.DB.prepare(
      "SELECT comment_id, section, body, held, sent_at FROM comment_outbox ORDER BY id",
    ).all();
    expect(rows.results).toEqual([
      { comment_id: shown.ok && shown.comment.id, section: "Hel", body: "nowy", held: 0, sent_at: null },
      { comment_id: waiting.ok && waiting.comment.id, section: "Ustka", body: "czeka", held: 1, sent_at: null },
    ]);
  });

  test("the API adds nothing to the outbox while NOTIFY_EMAIL is unset", async () => {
    expect(env.NOTIFY_EMAIL ?? "").toBe("");
    expect((await guestPost({ login: "Gość", comment: "cisza" })).status).toBe(201);
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox")).toBe(0);
  });
});
