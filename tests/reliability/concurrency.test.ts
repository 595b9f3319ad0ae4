import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { sendToWorker } from "#tests/worker/with-env.ts";
import { confirmationLink } from "#features/account/server/email-confirmation.server.ts";
import { LIKERS_LISTED, type CommentItem, type CommentList } from "#features/comments/index.ts";
import {
  call,
  countRows,
  createActor,
  insertComment,
  resetDatabase,
  ruleViolations,
  type Actor,
} from "../security/support.ts";

/*
 * Many requests at once through the whole worker (docs/speed.md): nothing lost, nothing doubled, every
 * uniqueness rule held by D1 itself rather than by a check that two requests can both pass. Each request comes
 * from its own client address, so the per-client rate limits are not what is being tested.
 */

beforeEach(async () => {
  await resetDatabase();
});

async function list(section: string, cookie?: string): Promise<CommentItem[]> {
  // The largest page: every test here stays within it.
  const response = await call("GET", `/api/comments/${section}?limit=100`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as CommentList).comments;
}

describe("comments posted at once", () => {
  test("100 concurrent posts to one section store exactly 100 comments, each once", async () => {
    const texts = Array.from({ length: 100 }, (_, index) => `Komentarz numer ${index + 1}`);
    const responses = await Promise.all(
      texts.map((comment, index) =>
        call("POST", "/api/comments/Hel", { body: { login: `Gość ${String(index + 1).padStart(3, "0")}`, comment } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status !== 201),
      JSON.stringify(statuses),
    ).toEqual([]);
    const answered = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { comment: CommentItem }).comment),
    );
    expect(new Set(answered.map((comment) => comment.id)).size).toBe(100);

    expect(await countRows("SELECT count(*) AS n FROM comments WHERE section = 'Hel'")).toBe(100);
    const stored = await list("Hel");
    expect(stored.map((comment) => comment.comment).sort()).toEqual([...texts].sort());
    expect(stored.map((comment) => comment.id).sort((a, b) => a - b)).toEqual(
      answered.map((comment) => comment.id).sort((a, b) => a - b),
    );
    expect(await ruleViolations()).toEqual([]);
  });

  test("logged-in users and guests posting at once to several sections all land in their own section", async () => {
    const users = await Promise.all(["ala", "bartek", "celina", "darek"].map((login) => createActor(login)));
    const sections = ["Hel", "Oswietlenie", "KrynicaMorska"];
    const posts = Array.from({ length: 60 }, (_, index) => ({
      section: sections[index % sections.length]!,
      author: index % 2 === 0 ? users[index % users.length]! : null,
      comment: `Wpis ${index}`,
    }));
    const responses = await Promise.all(
      posts.map(({ section, author, comment }) =>
        call("POST", `/api/comments/${section}`, {
          cookie: author?.cookie,
          body: { comment, login: author ? undefined : `Gość ${index3(comment)}` },
        }),
      ),
    );
    expect(responses.map((response) => response.status).every((status) => status === 201)).toBe(true);
    for (const section of sections) {
      const expected = posts.filter((post) => post.section === section);
      const stored = await list(section);
      expect(stored.map((comment) => comment.comment).sort()).toEqual(expected.map((post) => post.comment).sort());
      for (const comment of stored) {
        const post = expected.find((candidate) => candidate.comment === comment.comment)!;
        expect(comment.login).toBe(post.author?.login ?? `Gość ${index3(post.comment)}`);
      }
    }
    expect(await ruleViolations()).toEqual([]);
  });
});

function index3(text: string): string {
  return text.replace(/\D/g, "").padStart(3, "0");
}

describe("likes given at once", () => {
  let author: Actor;
  let likers: Actor[];
  let commentId: number;

  beforeEach(async () => {
    author = await createActor("autor");
    likers = [];
    for (let index = 0; index < 50; index++) likers.push(await createActor(`fan_${index}`));
    commentId = await insertComment("Hel", author, "Polubcie mnie");
  });

  test("50 users liking one comment at once give quantity 50 and 50 rows", async () => {
    const responses = await Promise.all(
      likers.map((liker) => call("POST", `/api/comments/Hel/${commentId}/like`, { cookie: liker.cookie })),
    );
    const results = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        ...((await response.json()) as { liked: boolean; quantity: number }),
      })),
    );
    expect(results.every((result) => result.status === 200 && result.liked)).toBe(true);
    // Every answer counted at least its own like; the last one in saw all of them.
    const quantities = results.map((result) => result.quantity);
    expect(Math.min(...quantities)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...quantities)).toBe(50);

    expect(await countRows("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", commentId)).toBe(50);
    const [comment] = await list("Hel", likers[0]!.cookie);
    expect(comment!.likes.quantity).toBe(50);
    // The list names only the first few likers, alphabetically; the count covers them all.
    expect(comment!.likes.users).toEqual(
      likers
        .map((liker) => liker.login)
        .sort()
        .slice(0, LIKERS_LISTED),
    );
    expect(comment!.likedByMe).toBe(true);
  });

  test("one user's racing clicks never store two likes, and the answers agree with what is stored", async () => {
    const liker = likers[0]!;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", `/api/comments/Hel/${commentId}/like`, { cookie: liker.cookie })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const rows = await countRows("SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?", commentId);
    expect(rows).toBeLessThanOrEqual(1);
    const [comment] = await list("Hel");
    expect(comment!.likes.quantity).toBe(rows);
  });

  test("likes racing a delete leave no orphaned like behind", async () => {
    const admin = await createActor("szef", { admin: true });
    const requests = likers
      .slice(0, 30)
      .map((liker) => call("POST", `/api/comments/Hel/${commentId}/like`, { cookie: liker.cookie }));
    requests.splice(15, 0, call("DELETE", `/api/comments/Hel/${commentId}`, { cookie: admin.cookie }));
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(
      statuses.every((status) => [200, 204, 404].includes(status)),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(await countRows("SELECT count(*) AS n FROM comments WHERE id = ?", commentId)).toBe(0);
    expect(await countRows("SELECT count(*) AS n FROM comment_likes")).toBe(0);
    expect(await ruleViolations()).toEqual([]);
  });
});

describe("registrations at once", () => {
  test("of one login, in any letter case, let exactly one through", async () => {
    const logins = ["Rownoczesny", "rownoczesny", "ROWNOCZESNY", "rowNOczesny", "rownoczesny", "Rownoczesny"];
    const responses = await Promise.all(
      logins.map((login, index) =>
        call("POST", "/api/users", { body: { login, email: `osoba${index}@example.com`, password: "haslo-12345" } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(await response.json()).toEqual({ error: "Taki login lub email już istnieje" });
    }
    expect(await countRows("SELECT count(*) AS n FROM users")).toBe(1);
  });

  // An unconfirmed address blocks nobody (decision 027): the race is over who confirms it first.
  test("of one e-mail under different logins, all wait unconfirmed; confirmed at once, exactly one keeps it", async () => {
    const responses = await Promise.all(
      ["pierwszy", "drugi", "trzeci", "czwarty"].map((login, index) =>
        call("POST", "/api/users", {
          body: { login, email: index % 2 ? "Wspolny@Example.com" : "wspolny@example.com", password: "haslo-12345" },
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 201]);
    const { results: accounts } = await env.DB.prepare("SELECT id, email FROM users").all<{
      id: number;
      email: string;
    }>();
    const confirmations = await Promise.all(
      accounts.map(async (account) => {
        const link = await confirmationLink(env.SESSION_SECRET, "https://kartonowe.test", account);
        const token = new URL(link).searchParams.get("potwierdz")!;
        const body = new URLSearchParams({ intent: "account-email-confirm", token });
        return sendToWorker(`/Konto?potwierdz=${token}`, { method: "POST", body });
      }),
    );
    expect(confirmations.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await countRows("SELECT count(*) AS n FROM users WHERE email_unconfirmed_since IS NULL")).toBe(1);
    expect(await ruleViolations()).toEqual([]);
  });
});

describe("edits at once", () => {
  test("an author's racing edits leave one of the sent texts, whole", async () => {
    const author = await createActor("autor");
    const id = await insertComment("Hel", author, "Pierwotny tekst");
    const texts = Array.from({ length: 10 }, (_, index) => `Wersja ${index} `.repeat(50).trim());
    const responses = await Promise.all(
      texts.map((comment) => call("PATCH", `/api/comments/Hel/${id}`, { cookie: author.cookie, body: { comment } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const row = await env.DB.prepare("SELECT body FROM comments WHERE id = ?").bind(id).first<{ body: string }>();
    expect(texts).toContain(row!.body);
  });
});
