import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { readSession, registerUser } from "#features/account/index.server.ts";
import { readThreadPage } from "../server/comments.server.ts";
import { loadComments } from "../server/load.server.ts";
import type { CommentItem, CommentList } from "../model.ts";
import { withFormToken } from "#tests/worker/form-token.ts";

const ORIGIN = "https://kartonowe.test";
const SECTION = "Hel";
const PASSWORD = "tajne-haslo";

interface Call {
  body?: unknown;
  cookie?: string;
  ip?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

let ipCounter = 0;

/** Each call comes from its own address unless told otherwise, so the per-client limit stays out of the way. */
async function call(
  method: string,
  path: string,
  { body: given, cookie, ip, origin = ORIGIN, headers = {} }: Call = {},
) {
  const body = await withFormToken(method, path, given);
  const all: Record<string, string> = { "cf-connecting-ip": ip ?? `10.1.${ipCounter >> 8}.${ipCounter++ & 255}` };
  if (origin) all.origin = origin;
  if (cookie) all.cookie = cookie;
  if (body !== undefined) all["content-type"] = "application/json";
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...all, ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const listPath = (section = SECTION) => `/api/comments/${encodeURIComponent(section)}`;
const commentPath = (id: number | string, section = SECTION) => `${listPath(section)}/${id}`;

async function list(cookie?: string, section = SECTION): Promise<CommentItem[]> {
  // The largest page: no test here writes more.
  const response = await call("GET", `${listPath(section)}?limit=100`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as CommentList).comments;
}

async function add(body: unknown, options: Call = {}): Promise<Response> {
  return call("POST", listPath(), { body, ...options });
}

async function addOk(body: unknown, options: Call = {}): Promise<CommentItem> {
  const response = await add(body, options);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { comment: CommentItem }).comment;
}

async function user(login: string, { admin = false } = {}): Promise<string> {
  const created = await registerUser(createDatabase(env.DB), {
    login,
    email: `${login}@example.com`,
    password: PASSWORD,
  });
  expect(created).not.toBe(false);
  if (admin) await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = ?").bind(login).run();
  const response = await call("POST", "/api/users/verify", { body: { login, password: PASSWORD } });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM comment_likes"),
    env.DB.prepare("DELETE FROM comments"),
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM users"),
  ]);
});

describe("listing", () => {
  test("answers a section's thread oldest first with the contract's fields", async () => {
    const first = await addOk({ login: "Gość Pierwszy", comment: "pierwszy" });
    const second = await addOk({ login: "Gość Drugi", comment: "drugi" });
    const response = await call("GET", listPath());
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as CommentList;
    expect(body.section).toBe(SECTION);
    expect(body.comments.map((comment) => comment.id)).toEqual([first.id, second.id]);
    expect(body.comments[0]).toEqual({
      id: first.id,
      login: "Gość Pierwszy",
      comment: "pierwszy",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: null,
      admin: false,
      registered: false,
      held: false,
      likes: { quantity: 0, likedByMe: false, users: [] },
      likedByMe: false,
    });
  });

  test("orders by the stored time, not by insertion, and keeps sections apart", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO comments (section, login, body, created_at) VALUES ('Hel', 'b', 'później', 2000)"),
      env.DB.prepare("INSERT INTO comments (section, login, body, created_at) VALUES ('Hel', 'a', 'wcześniej', 1000)"),
      env.DB.prepare("INSERT INTO comments (section, login, body, created_at) VALUES ('Ustka', 'c', 'obok', 1500)"),
    ]);
    expect((await list()).map((comment) => comment.comment)).toEqual(["wcześniej", "później"]);
    expect((await list(undefined, "Ustka")).map((comment) => comment.comment)).toEqual(["obok"]);
    expect(await list(undefined, "Oswietlenie")).toEqual([]);
  });

  test("stores times in UTC milliseconds and answers them as ISO strings", async () => {
    const before = Date.now();
    const created = await addOk({ login: "zegarmistrz", comment: "która godzina?" });
    const row = await env.DB.prepare("SELECT created_at FROM comments WHERE id = ?")
      .bind(created.id)
      .first<{ created_at: number }>();
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
    expect(row!.created_at).toBeLessThanOrEqual(Date.now());
    expect(created.createdAt).toBe(new Date(row!.created_at).toISOString());
  });

  test("answers 404 with a Polish message for a section that does not exist, in every method", async () => {
    const cookie = await user("kasia", { admin: true });
    for (const [method, path] of [
      ["GET", listPath("Nieistniejaca")],
      ["GET", listPath("hel")],
      ["POST", listPath("Nieistniejaca")],
      ["PATCH", commentPath(1, "Nieistniejaca")],
      ["DELETE", commentPath(1, "Nieistniejaca")],
      ["POST", `${commentPath(1, "Nieistniejaca")}/like`],
    ] as const) {
      const response = await call(method, path, { cookie, body: method === "GET" ? undefined : { comment: "x" } });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: "Nie ma takiej sekcji komentarzy" });
    }
  });

  test("accepts every model's and every article's section", async () => {
    for (const section of ["KrynicaMorska", "WangGPM", "MiG29", "Oswietlenie", "Arduino"]) {
      expect((await call("GET", listPath(section))).status, section).toBe(200);
    }
  });
});

describe("adding", () => {
  test("lets a guest comment under a typed name, trimmed", async () => {
    const comment = await addOk({ login: "  Wędrowiec  ", comment: "  Piękny model!  \n" });
    expect(comment).toMatchObject({
      login: "Wędrowiec",
      comment: "Piękny model!",
      admin: false,
      registered: false,
    });
    expect(await count("SELECT count(*) AS n FROM comments WHERE user_id IS NULL")).toBe(1);
  });

  test("writes a logged-in user's comment under their own login and ignores a login in the body", async () => {
    const cookie = await user("kasia");
    const comment = await addOk({ login: "ktos-inny", comment: "Mój komentarz" }, { cookie });
    expect(comment).toMatchObject({ login: "kasia", registered: true, admin: false });
    const row = await env.DB.prepare(
      "SELECT c.login, u.login AS owner FROM comments c JOIN users u ON u.id = c.user_id",
    ).first<{ login: string; owner: string }>();
    expect(row).toEqual({ login: "kasia", owner: "kasia" });
  });

  test("flags an admin's comment as admin", async () => {
    const cookie = await user("szef", { admin: true });
    expect(await addOk({ comment: "Od administratora" }, { cookie })).toMatchObject({
      login: "szef",
      admin: true,
      registered: true,
    });
  });

  test("does not trust an admin flag sent by the browser", async () => {
    const comment = await addOk({ login: "podszywacz", comment: "x", admin: true });
    expect(comment.admin).toBe(false);
    const cookie = await user("zwykly");
    expect((await addOk({ comment: "y", admin: true }, { cookie })).admin).toBe(false);
  });

  test.each([
    ["", "Wpisz treść komentarza"],
    ["   \n\t ", "Wpisz treść komentarza"],
    ["x".repeat(2001), "Komentarz może mieć najwyżej 2000 znaków"],
    [42, "Wpisz treść komentarza"],
    [null, "Wpisz treść komentarza"],
    [["tablica"], "Wpisz treść komentarza"],
    [undefined, "Wpisz treść komentarza"],
    ["nul\u0000w środku", "Komentarz zawiera niedozwolone znaki"],
    ["samotny \ud800 surogat", "Komentarz zawiera niedozwolone znaki"],
  ])("refuses the comment text %j with 400 and a Polish message", async (comment, message) => {
    const response = await add({ login: "Gość", comment });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("accepts exactly 2000 characters, and 2000 after trimming", async () => {
    expect((await addOk({ login: "Gość", comment: "x".repeat(2000) })).comment).toHaveLength(2000);
    expect((await addOk({ login: "Gość", comment: ` ${"y".repeat(2000)} ` })).comment).toHaveLength(2000);
  });

  test.each([
    ["ab", "Nazwa gościa musi mieć od 3 do 20 znaków"],
    ["  ab  ", "Nazwa gościa musi mieć od 3 do 20 znaków"],
    ["a".repeat(21), "Nazwa gościa musi mieć od 3 do 20 znaków"],
    ["", "Podaj nazwę gościa"],
    [undefined, "Podaj nazwę gościa"],
    [123, "Podaj nazwę gościa"],
    ["zła\u0007nazwa", "Nazwa gościa zawiera niedozwolone znaki"],
  ])("refuses the guest name %j with 400 and a Polish message", async (login, message) => {
    const response = await add({ login, comment: "Treść" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  test("accepts guest names of 3 and 20 characters", async () => {
    expect((await addOk({ login: "abc", comment: "x" })).login).toBe("abc");
    expect((await addOk({ login: "n".repeat(20), comment: "x" })).login).toBe("n".repeat(20));
  });

  test("refuses a guest name that belongs to a registered user, in any letter case, with 409", async () => {
    await user("Kasia");
    for (const login of ["Kasia", "kasia", "KASIA", "  kAsIa "]) {
      const response = await add({ login, comment: "Podszywam się" });
      expect(response.status, login).toBe(409);
      expect(await response.json()).toEqual({ error: "Nazwa użytkownika jest już zajęta" });
    }
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("refuses malformed JSON, a non-object body, a wrong content type and an oversized body", async () => {
    const bad = async (body: string, headers: Record<string, string> = {}) =>
      (await call("POST", listPath(), { body, headers })).status;
    expect(await bad("{nie json")).toBe(400);
    expect(await bad("[1,2]")).toBe(400);
    expect(await bad('"tekst"')).toBe(400);
    expect(await bad("")).toBe(400);
    expect(await bad('{"comment":"x","login":"Gość"}', { "content-type": "text/plain" })).toBe(415);
    expect(await bad(JSON.stringify({ login: "Gość", comment: "x".repeat(40_000) }))).toBe(413);
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("limits adding to 5 a minute per client with 429, Retry-After and a Polish message", async () => {
    const ip = "192.0.2.7";
    for (let i = 0; i < 5; i++) await addOk({ login: "Gaduła", comment: `wpis ${i}` }, { ip });
    const response = await add({ login: "Gaduła", comment: "szósty" }, { ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await response.json()).toEqual({ error: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie." });
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(5);
    await addOk({ login: "Sąsiad", comment: "inny adres" }, { ip: "192.0.2.8" });
  });

  test("stores 100 comments posted at once to one section exactly once each", async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `równoczesny komentarz ${i}`);
    const responses = await Promise.all(
      texts.map((comment, i) => add({ login: `Gość ${i}`, comment }, { ip: `198.51.100.${i}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(texts.map(() => 201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { comment: CommentItem }).comment.id),
    );
    expect(new Set(ids).size).toBe(100);
    const stored = await list();
    expect(stored).toHaveLength(100);
    expect(stored.map((comment) => comment.comment).sort()).toEqual([...texts].sort());
  });
});

describe("XSS payloads", () => {
  const payloads = [
    "<script>alert('x')</script>",
    '<img src=x onerror="alert(1)">',
    '"><svg/onload=alert(1)>',
    "javascript:alert(document.cookie)",
    "&lt;b&gt;już zakodowane&lt;/b&gt; & znaki < > \" '",
    "{{constructor.constructor('alert(1)')()}}",
  ];

  test("are stored and answered verbatim, as JSON text", async () => {
    for (const [i, payload] of payloads.entries()) {
      const created = await addOk({ login: `Haker ${i}`, comment: payload });
      expect(created.comment).toBe(payload);
      const row = await env.DB.prepare("SELECT body FROM comments WHERE id = ?")
        .bind(created.id)
        .first<{ body: string }>();
      expect(row!.body).toBe(payload);
    }
    const response = await call("GET", listPath());
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await response.json()) as CommentList).comments.map((comment) => comment.comment)).toEqual(payloads);
  });

  test("in a guest name are stored verbatim too", async () => {
    expect((await addOk({ login: "<b>x</b>", comment: "ok" })).login).toBe("<b>x</b>");
  });
});

describe("the permission matrix", () => {
  type Role = "guest" | "author" | "other user" | "admin";
  let cookies: Record<Role, string | undefined>;
  let commentId: number;

  beforeEach(async () => {
    cookies = {
      guest: undefined,
      author: await user("autor"),
      "other user": await user("inny"),
      admin: await user("admin", { admin: true }),
    };
    commentId = (await addOk({ comment: "Komentarz autora" }, { cookie: cookies.author })).id;
  });

  test.each<[Role, number, object]>([
    ["guest", 201, { login: "Przechodzień", registered: false, admin: false }],
    ["author", 201, { login: "autor", registered: true, admin: false }],
    ["other user", 201, { login: "inny", registered: true, admin: false }],
    ["admin", 201, { login: "admin", registered: true, admin: true }],
  ])("add as %s answers %i", async (role, status, expected) => {
    const response = await add({ login: "Przechodzień", comment: "Nowy" }, { cookie: cookies[role] });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { comment: CommentItem }).comment).toMatchObject(expected);
  });

  test.each<[Role, number, string | null]>([
    ["guest", 401, "Zaloguj się, aby to zrobić"],
    ["author", 200, null],
    ["other user", 403, "Możesz edytować tylko własne komentarze"],
    ["admin", 403, "Możesz edytować tylko własne komentarze"],
  ])("edit of the author's comment as %s answers %i", async (role, status, error) => {
    const response = await call("PATCH", commentPath(commentId), {
      body: { comment: "Poprawiony" },
      cookie: cookies[role],
    });
    expect(response.status).toBe(status);
    const [stored] = await list();
    if (error) {
      expect(await response.json()).toEqual({ error });
      expect(stored).toMatchObject({ comment: "Komentarz autora", updatedAt: null });
    } else {
      expect(((await response.json()) as { comment: CommentItem }).comment).toMatchObject({
        id: commentId,
        comment: "Poprawiony",
      });
      expect(stored).toMatchObject({ comment: "Poprawiony", updatedAt: expect.any(String) });
    }
  });

  test.each<[Role, number, string | null]>([
    ["guest", 401, "Zaloguj się jako administrator, aby to zrobić"],
    ["author", 403, "Tylko administrator może to zrobić"],
    ["other user", 403, "Tylko administrator może to zrobić"],
    ["admin", 204, null],
  ])("delete as %s answers %i", async (role, status, error) => {
    const response = await call("DELETE", commentPath(commentId), { cookie: cookies[role] });
    expect(response.status).toBe(status);
    if (error) {
      expect(await response.json()).toEqual({ error });
      expect(await list()).toHaveLength(1);
    } else {
      expect(await response.text()).toBe("");
      expect(await list()).toHaveLength(0);
    }
  });

  test.each<[Role, number, object]>([
    ["guest", 401, { error: "Zaloguj się by oceniać" }],
    ["author", 200, { quantity: 1, liked: true }],
    ["other user", 200, { quantity: 1, liked: true }],
    ["admin", 200, { quantity: 1, liked: true }],
  ])("like as %s answers %i", async (role, status, body) => {
    const response = await call("POST", `${commentPath(commentId)}/like`, { cookie: cookies[role] });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  test("a user made admin after logging in may delete at once: rights are read from D1", async () => {
    await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = 'inny'").run();
    expect((await call("DELETE", commentPath(commentId), { cookie: cookies["other user"] })).status).toBe(204);
  });

  test("an admin demoted after logging in may no longer delete", async () => {
    await env.DB.prepare("UPDATE users SET admin = 0 WHERE login = 'admin'").run();
    expect((await call("DELETE", commentPath(commentId), { cookie: cookies.admin })).status).toBe(403);
  });

  test("a forged or stale cookie counts as a guest", async () => {
    const forged = "__Host-session=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.";
    expect((await call("DELETE", commentPath(commentId), { cookie: forged })).status).toBe(401);
    await env.DB.prepare("DELETE FROM sessions").run();
    expect(
      (await call("PATCH", commentPath(commentId), { body: { comment: "x" }, cookie: cookies.author })).status,
    ).toBe(401);
  });

  test("nobody edits a guest's comment, not even a user who registers the same name later", async () => {
    const guest = await addOk({ login: "Spóźniony", comment: "gościnnie" });
    const cookie = await user("Spóźniony");
    expect((await call("PATCH", commentPath(guest.id), { body: { comment: "moje?" }, cookie })).status).toBe(403);
  });

  test("refuses mutations from a foreign Origin with 403 and changes nothing", async () => {
    const evil = { origin: "https://evil.example" };
    const attempts = [
      call("POST", listPath(), { body: { login: "Obcy", comment: "x" }, ...evil }),
      call("PATCH", commentPath(commentId), { body: { comment: "x" }, cookie: cookies.author, ...evil }),
      call("DELETE", commentPath(commentId), { cookie: cookies.admin, ...evil }),
      call("POST", `${commentPath(commentId)}/like`, { cookie: cookies.author, ...evil }),
      call("POST", listPath(), {
        body: { login: "Obcy", comment: "x" },
        origin: null,
        headers: { "sec-fetch-site": "cross-site" },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: "Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.",
      });
    }
    expect(await list()).toEqual([
      expect.objectContaining({
        id: commentId,
        comment: "Komentarz autora",
        likes: { quantity: 0, likedByMe: false, users: [] },
      }),
    ]);
  });
});

describe("editing", () => {
  test("sets updatedAt, keeps createdAt, trims and validates like a new comment", async () => {
    const cookie = await user("kasia");
    const created = await addOk({ comment: "Pierwsza wersja" }, { cookie });
    const patch = (comment: unknown) => call("PATCH", commentPath(created.id), { body: { comment }, cookie });
    expect((await patch("")).status).toBe(400);
    expect((await patch("z".repeat(2001))).status).toBe(400);
    expect((await patch(7)).status).toBe(400);
    expect((await list())[0]!.updatedAt).toBeNull();
    const response = await patch("  Druga wersja  ");
    expect(response.status).toBe(200);
    const [stored] = await list(cookie);
    expect(stored!.comment).toBe("Druga wersja");
    expect(stored!.createdAt).toBe(created.createdAt);
    expect(Date.parse(stored!.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
  });

  test("answers 404 for an unknown id, a malformed id and a comment of another section", async () => {
    const cookie = await user("kasia");
    const created = await addOk({ comment: "Na Helu" }, { cookie });
    for (const path of [
      commentPath(999_999),
      commentPath("abc"),
      commentPath("1e3"),
      commentPath("-1"),
      commentPath("0"),
      commentPath("99999999999999999999"),
      commentPath(created.id, "Ustka"),
    ]) {
      const response = await call("PATCH", path, { body: { comment: "x" }, cookie });
      expect(response.status, path).toBe(404);
    }
    expect((await list())[0]!.comment).toBe("Na Helu");
  });
});

describe("likes", () => {
  test("toggle one like per user and tell each viewer whether they liked", async () => {
    const kasia = await user("kasia");
    const tomek = await user("tomek");
    const { id } = await addOk({ login: "Gość", comment: "Do polubienia" });
    const like = (cookie: string) => call("POST", `${commentPath(id)}/like`, { cookie });

    expect(await (await like(kasia)).json()).toEqual({ quantity: 1, liked: true });
    expect(await (await like(tomek)).json()).toEqual({ quantity: 2, liked: true });
    expect((await list(kasia))[0]).toMatchObject({
      likes: { quantity: 2, users: ["kasia", "tomek"] },
      likedByMe: true,
    });
    expect((await list())[0]!.likedByMe).toBe(false);

    expect(await (await like(kasia)).json()).toEqual({ quantity: 1, liked: false });
    expect((await list(kasia))[0]).toMatchObject({ likes: { quantity: 1, users: ["tomek"] }, likedByMe: false });
    expect((await list(tomek))[0]!.likedByMe).toBe(true);
    expect(await count("SELECT count(*) AS n FROM comment_likes")).toBe(1);
  });

  test("never store two likes of one user, even when the clicks race", async () => {
    const kasia = await user("kasia");
    const { id } = await addOk({ login: "Gość", comment: "x" });
    await Promise.all(Array.from({ length: 6 }, () => call("POST", `${commentPath(id)}/like`, { cookie: kasia })));
    expect(await count("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", id)).toBeLessThanOrEqual(1);
  });

  test("answer 404 for a comment that does not exist", async () => {
    const kasia = await user("kasia");
    const response = await call("POST", `${commentPath(424242)}/like`, { cookie: kasia });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Nie ma takiego komentarza" });
  });
});

describe("deleting", () => {
  test("removes the comment and its likes in one batch, and leaves other comments' likes alone", async () => {
    const admin = await user("szef", { admin: true });
    const kasia = await user("kasia");
    const doomed = await addOk({ login: "Gość", comment: "do usunięcia" });
    const kept = await addOk({ login: "Gość", comment: "zostaje" });
    for (const cookie of [admin, kasia]) {
      await call("POST", `${commentPath(doomed.id)}/like`, { cookie });
      await call("POST", `${commentPath(kept.id)}/like`, { cookie });
    }
    expect(await count("SELECT count(*) AS n FROM comment_likes")).toBe(4);
    expect((await call("DELETE", commentPath(doomed.id), { cookie: admin })).status).toBe(204);
    expect(await count("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", doomed.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", kept.id)).toBe(2);
    expect((await list()).map((comment) => comment.id)).toEqual([kept.id]);
  });

  test("answers 404 for a missing comment or one of another section, and deletes nothing there", async () => {
    const admin = await user("szef", { admin: true });
    const elsewhere = await addOk({ login: "Gość", comment: "w Ustce" }, {});
    await env.DB.prepare("UPDATE comments SET section = 'Ustka' WHERE id = ?").bind(elsewhere.id).run();
    await call("POST", `${commentPath(elsewhere.id, "Ustka")}/like`, { cookie: admin });
    expect((await call("DELETE", commentPath(elsewhere.id), { cookie: admin })).status).toBe(404);
    expect((await call("DELETE", commentPath(31337), { cookie: admin })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM comment_likes")).toBe(1);
    expect(await list(undefined, "Ustka")).toHaveLength(1);
  });
});

describe("robustness", () => {
  test("refuses other methods with 405", async () => {
    expect((await call("PUT", listPath(), { body: {} })).status).toBe(405);
    expect((await call("GET", commentPath(1))).status).toBe(405);
  });

  test("answers any JSON body with a 4xx or 201, never a 500", async () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const body = fc.oneof(
      anyJson,
      fc.record({ comment: anyJson, login: anyJson }, { requiredKeys: [] }),
      fc.record({ comment: fc.string({ maxLength: 2100 }), login: fc.string({ maxLength: 25 }) }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await add(value);
        expect([201, 400, 409, 413]).toContain(response.status);
        await response.body?.cancel();
      }),
      { numRuns: 60 },
    );
  });

  test("the page loader helper answers the list and the viewer, and an error flag instead of throwing", async () => {
    const cookie = await user("kasia");
    await addOk({ comment: "z loadera" }, { cookie });
    const request = new Request(`${ORIGIN}/Hel`, { headers: { cookie } });
    const db = createDatabase(env.DB);
    const loaded = await loadComments(db, SECTION, readSession(request, db, env.SESSION_SECRET), env.SESSION_SECRET);
    expect(loaded).toEqual({
      section: SECTION,
      initial: {
        comments: (await readThreadPage(db, { section: SECTION, limit: 5 })).comments,
        total: 1,
        hasMore: false,
        formToken: expect.any(String),
      },
      viewer: { login: "kasia", admin: false },
    });
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error("D1 niedostępne");
        },
        batch: () => Promise.reject(new Error("D1 niedostępne")),
      } as unknown as D1Database,
    };
    const brokenDb = createDatabase(broken.DB);
    expect(
      await loadComments(brokenDb, SECTION, readSession(request, brokenDb, env.SESSION_SECRET), env.SESSION_SECRET),
    ).toEqual({
      section: SECTION,
      initial: { comments: [], error: true },
      viewer: null,
    });
  });
});
