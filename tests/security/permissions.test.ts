import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  call,
  createActor,
  insertComment,
  newSession,
  PASSWORD,
  resetDatabase,
  ruleViolations,
  snapshot,
  type Actor,
  type Snapshot,
} from "./support.ts";

/*
 * The permission matrix (docs/api.md): four actors against every mutating route. Only
 * what the rules allow succeeds; everything else is refused with 401/403 and leaves D1 exactly as it was. Every
 * body also claims rights it has no business claiming (admin, another login, another user id): none of it counts.
 */

type ActorName = "guest" | "user" | "another" | "admin";
const ACTORS: readonly ActorName[] = ["guest", "user", "another", "admin"];

const people = {} as Record<Exclude<ActorName, "guest">, Actor>;
const cookies = {} as Record<ActorName, string | undefined>;
let baseUserIds: number[] = [];
/** The fixture's comments: the user's own, a guest's and the admin's, in section Hel. */
const ids = { users: 0, guests: 0, admins: 0 };

/** Fields no client may set, sent with every body. */
function claims() {
  return { admin: true, registered: true, userId: people.admin.id, user_id: people.admin.id };
}

beforeAll(async () => {
  await resetDatabase();
  people.user = await createActor("ala");
  people.another = await createActor("bartek");
  people.admin = await createActor("szef", { admin: true });
  baseUserIds = Object.values(people).map((person) => person.id);
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM comment_likes"),
    env.DB.prepare("DELETE FROM comments"),
    env.DB.prepare("DELETE FROM sessions"),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM info"),
    env.DB.prepare(`DELETE FROM users WHERE id NOT IN (${baseUserIds.join(",")})`),
    env.DB.prepare("INSERT INTO info (id, content, updated_at) VALUES (1, 'Witamy w pracowni', 0)"),
  ]);
  cookies.guest = undefined;
  for (const name of ["user", "another", "admin"] as const) cookies[name] = await newSession(people[name].id);
  ids.users = await insertComment("Hel", people.user, "Komentarz Ali");
  ids.guests = await insertComment("Hel", { guest: "Gość z Helu" }, "Komentarz gościa");
  ids.admins = await insertComment("Hel", people.admin, "Komentarz administratora");
  await env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (?, ?)")
    .bind(ids.users, people.another.id)
    .run();
});

interface Route {
  name: string;
  request: (actor: ActorName) => Promise<Response>;
  /** The status each actor gets. */
  expected: Record<ActorName, number>;
  /** What an allowed request changed; refused requests change nothing. */
  effect?: (change: { actor: ActorName; before: Snapshot; after: Snapshot; answer: unknown }) => void;
}

function unchangedExcept(before: Snapshot, after: Snapshot, ...tables: (keyof Snapshot)[]) {
  for (const table of ["users", "comments", "likes", "sessions", "info"] as const) {
    if (!tables.includes(table)) expect(after[table], `${table} unchanged`).toEqual(before[table]);
  }
}

const accountOf = (actor: ActorName) => (actor === "guest" ? null : people[actor]);

const routes: Route[] = [
  {
    name: "POST /api/users: register",
    request: (actor) =>
      call("POST", "/api/users", {
        cookie: cookies[actor],
        body: { ...claims(), login: `nowy_${actor}`, email: `nowy_${actor}@example.com`, password: "haslo-nowego" },
      }),
    expected: { guest: 201, user: 201, another: 201, admin: 201 },
    effect: ({ actor, before, after }) => {
      unchangedExcept(before, after, "users");
      expect(after.users.length).toBe(before.users.length + 1);
      // Registration never makes an admin, whoever asks and whatever the body says.
      expect(after.users.at(-1)).toMatchObject({ login: `nowy_${actor}`, admin: 0 });
    },
  },
  {
    name: "POST /api/users/verify: own login",
    request: (actor) =>
      call("POST", "/api/users/verify", {
        cookie: cookies[actor],
        body: { ...claims(), login: actor === "guest" ? "ala" : people[actor].login, password: PASSWORD },
      }),
    expected: { guest: 200, user: 200, another: 200, admin: 200 },
    effect: ({ actor, before, after, answer }) => {
      unchangedExcept(before, after, "sessions");
      const account = accountOf(actor) ?? people.user;
      expect(answer).toEqual({ verify: true, login: account.login, admin: account.admin });
      const ids = (rows: typeof before.sessions) => new Set(rows.map((session) => session.id));
      const added = after.sessions.filter((session) => !ids(before.sessions).has(session.id));
      const ended = before.sessions.filter((session) => !ids(after.sessions).has(session.id));
      expect(added).toHaveLength(1);
      // A login replaces the session the browser held; a guest held none.
      expect(ended.map((session) => session.user_id)).toEqual(actor === "guest" ? [] : [accountOf(actor)!.id]);
    },
  },
  {
    name: "POST /api/users/verify: wrong password",
    request: (actor) =>
      call("POST", "/api/users/verify", {
        cookie: cookies[actor],
        body: { ...claims(), login: actor === "user" ? "bartek" : "ala", password: "nie-to-haslo" },
      }),
    expected: { guest: 401, user: 401, another: 401, admin: 401 },
  },
  {
    name: "POST /api/users/logout",
    request: (actor) => call("POST", "/api/users/logout", { cookie: cookies[actor] }),
    expected: { guest: 204, user: 204, another: 204, admin: 204 },
    effect: ({ actor, before, after }) => {
      unchangedExcept(before, after, "sessions");
      // Only the caller's own session ends.
      const account = accountOf(actor);
      expect(after.sessions).toEqual(before.sessions.filter((session) => session.user_id !== account?.id));
    },
  },
  {
    name: "DELETE /api/users/sessions: sign out everywhere",
    request: (actor) =>
      call("DELETE", "/api/users/sessions", { cookie: cookies[actor], body: { ...claims(), login: "szef" } }),
    expected: { guest: 401, user: 204, another: 204, admin: 204 },
    effect: ({ actor, before, after }) => {
      unchangedExcept(before, after, "sessions");
      // Every session of the caller ends, never anyone else's, whatever the body names.
      expect(after.sessions).toEqual(before.sessions.filter((session) => session.user_id !== accountOf(actor)?.id));
    },
  },
  {
    name: "POST /api/info",
    request: (actor) =>
      call("POST", "/api/info", { cookie: cookies[actor], body: { ...claims(), content: "Nowy tekst" } }),
    expected: { guest: 401, user: 403, another: 403, admin: 200 },
    effect: ({ before, after }) => {
      unchangedExcept(before, after, "info");
      expect(after.info).toEqual([expect.objectContaining({ content: "Nowy tekst" })]);
    },
  },
  {
    name: "POST /api/comments/Hel",
    request: (actor) =>
      call("POST", "/api/comments/Hel", {
        cookie: cookies[actor],
        body: { ...claims(), login: actor === "guest" ? "Gość Nowy" : "szef", comment: "Nowy komentarz" },
      }),
    expected: { guest: 201, user: 201, another: 201, admin: 201 },
    effect: ({ actor, before, after }) => {
      unchangedExcept(before, after, "comments");
      const added = after.comments.at(-1)!;
      expect(after.comments.length).toBe(before.comments.length + 1);
      const account = accountOf(actor);
      // A user writes under their own login; the admin flag comes from D1, never from the body.
      expect(added).toMatchObject({
        section: "Hel",
        body: "Nowy komentarz",
        login: account?.login ?? "Gość Nowy",
        user_id: account?.id ?? null,
        admin: account?.admin ? 1 : 0,
      });
    },
  },
  {
    name: "PATCH the user's comment",
    request: (actor) =>
      call("PATCH", `/api/comments/Hel/${ids.users}`, {
        cookie: cookies[actor],
        body: { ...claims(), comment: "Zmieniony tekst" },
      }),
    expected: { guest: 401, user: 200, another: 403, admin: 403 },
    effect: ({ before, after }) => {
      unchangedExcept(before, after, "comments");
      const edited = after.comments.find((row) => row.id === ids.users)!;
      expect(edited).toMatchObject({ body: "Zmieniony tekst", login: "ala", user_id: people.user.id });
      expect(after.comments.filter((row) => row.id !== ids.users)).toEqual(
        before.comments.filter((row) => row.id !== ids.users),
      );
    },
  },
  {
    name: "PATCH a guest's comment",
    request: (actor) =>
      call("PATCH", `/api/comments/Hel/${ids.guests}`, {
        cookie: cookies[actor],
        body: { ...claims(), login: "Gość z Helu", comment: "Zmieniony tekst" },
      }),
    expected: { guest: 401, user: 403, another: 403, admin: 403 },
  },
  {
    name: "PATCH the admin's comment",
    request: (actor) =>
      call("PATCH", `/api/comments/Hel/${ids.admins}`, {
        cookie: cookies[actor],
        body: { ...claims(), comment: "Zmieniony tekst" },
      }),
    expected: { guest: 401, user: 403, another: 403, admin: 200 },
    effect: ({ before, after }) => {
      unchangedExcept(before, after, "comments");
      expect(after.comments.find((row) => row.id === ids.admins)).toMatchObject({ body: "Zmieniony tekst" });
    },
  },
  {
    name: "DELETE the user's comment",
    request: (actor) => call("DELETE", `/api/comments/Hel/${ids.users}`, { cookie: cookies[actor] }),
    expected: { guest: 401, user: 403, another: 403, admin: 204 },
    effect: ({ before, after }) => {
      unchangedExcept(before, after, "comments", "likes");
      expect(after.comments).toEqual(before.comments.filter((row) => row.id !== ids.users));
      // Its likes go with it, in the same batch: no orphans.
      expect(after.likes).toEqual(before.likes.filter((like) => like.comment_id !== ids.users));
    },
  },
  {
    name: "like the user's comment",
    request: (actor) => call("POST", `/api/comments/Hel/${ids.users}/like`, { cookie: cookies[actor] }),
    expected: { guest: 401, user: 200, another: 200, admin: 200 },
    effect: ({ actor, before, after, answer }) => {
      unchangedExcept(before, after, "likes");
      const account = accountOf(actor)!;
      const hadLiked = before.likes.some((like) => like.comment_id === ids.users && like.user_id === account.id);
      // bartek liked it in the fixture: his click takes the like back.
      expect(answer).toEqual({ liked: !hadLiked, quantity: hadLiked ? 0 : 2 });
      const mine = after.likes.filter((like) => like.comment_id === ids.users && like.user_id === account.id);
      expect(mine).toHaveLength(hadLiked ? 0 : 1);
    },
  },
];

const cases = routes.flatMap((route) => ACTORS.map((actor) => ({ route, actor, status: route.expected[actor] })));

describe("who may do what", () => {
  test.each(cases)("$route.name as $actor → $status", async ({ route, actor, status }) => {
    const before = await snapshot();
    const response = await route.request(actor);
    const text = await response.text();
    expect(response.status, text).toBe(status);
    const answer: unknown = text === "" ? undefined : JSON.parse(text);
    const after = await snapshot();
    if (status >= 400) {
      expect((answer as { error?: unknown }).error).toEqual(expect.any(String));
      unchangedExcept(before, after);
    } else {
      route.effect?.({ actor, before, after, answer });
    }
    expect(await ruleViolations(after)).toEqual([]);
  });

  test("the refusals name what is missing, in Polish", async () => {
    const like = await call("POST", `/api/comments/Hel/${ids.users}/like`);
    expect(await like.json()).toEqual({ error: "Zaloguj się by oceniać" });
    const info = await call("POST", "/api/info", { cookie: cookies.user, body: { content: "x" } });
    expect(await info.json()).toEqual({ error: "Tylko administrator może to zrobić" });
    const before = await snapshot();
    const taken = await call("POST", "/api/comments/Hel", { body: { login: "SZEF", comment: "Podszywam się" } });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: "Nazwa użytkownika jest już zajęta" });
    expect(await snapshot()).toEqual(before);
    const wrong = await call("POST", "/api/users/verify", { body: { login: "ala", password: "zle-haslo" } });
    expect(await wrong.json()).toEqual({ verify: false, error: "Błędny login lub hasło" });
  });
});

describe("rights come from D1, never from the browser", () => {
  test("an admin flag in the cookie's claims, the body or a header grants nothing", async () => {
    const before = await snapshot();
    const forged: Record<string, string>[] = [
      { "x-admin": "1" },
      { authorization: "Bearer admin" },
      { cookie: `${cookies.user}; admin=true` },
    ];
    for (const headers of forged) {
      const response = await call("DELETE", `/api/comments/Hel/${ids.guests}`, {
        cookie: cookies.user,
        headers,
        body: { admin: true },
      });
      expect(response.status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a user promoted or demoted in D1 gains or loses the rights at once, on the same session", async () => {
    await env.DB.prepare("UPDATE users SET admin = 1 WHERE id = ?").bind(people.user.id).run();
    const deleted = await call("DELETE", `/api/comments/Hel/${ids.guests}`, { cookie: cookies.user });
    expect(deleted.status).toBe(204);
    await env.DB.prepare("UPDATE users SET admin = 0 WHERE id = ?").bind(people.user.id).run();
    const refused = await call("POST", "/api/info", { cookie: cookies.user, body: { content: "Już nie" } });
    expect(refused.status).toBe(403);
  });
});

describe("who is who", () => {
  // SQLite's lower() folds ASCII only: "Łucja" and "łucja" used to be two accounts, and a guest could comment as
  // "łucja". The unique indexes and look-ups now fold Polish capitals too (features/account/server/fold-case.server.ts).
  test("a login differing only in the case of a Polish letter is taken, for accounts and for guests", async () => {
    const password = "haslo-12345";
    const first = await call("POST", "/api/users", {
      body: { login: "Łucja", email: "lucja1@example.com", password },
    });
    expect(first.status).toBe(201);
    const guest = await call("POST", "/api/comments/Hel", { body: { login: "łucja", comment: "Podszywam się" } });
    const second = await call("POST", "/api/users", {
      body: { login: "łucja", email: "lucja2@example.com", password },
    });
    expect({ guest: guest.status, second: second.status }).toEqual({ guest: 409, second: 409 });
  });
});
