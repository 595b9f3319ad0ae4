import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { countRows as count, resetDatabase } from "#tests/security/support.ts";
import { registerUser, type SessionRecord } from "#features/account/index.server.ts";
import { MODERATION_MESSAGES } from "../moderation-model.ts";
import {
  applyModerationLink,
  LINK_LIFETIME_MS,
  previewModerationLink,
  signModerationLink,
} from "../server/digest.server.ts";
import { loadModeration, loadModerationLink } from "../server/moderation-load.server.ts";
import {
  approveComment,
  createBlock,
  deleteComments,
  liftBlock,
  rejectComment,
  updateCommentSettings,
} from "../server/moderation.server.ts";
import { insertComment } from "./moderation-rows.ts";

const ORIGIN = "https://kartonowe.test";
const SECRET = env.SESSION_SECRET;
const db = () => createDatabase(env.DB);

async function userId(login: string, { admin = false } = {}): Promise<number> {
  await registerUser(db(), { login, email: `${login}@example.com`, password: "tajne-haslo" });
  if (admin) await env.DB.prepare("UPDATE users SET admin = 1 WHERE login = ?").bind(login).run();
  return (await env.DB.prepare("SELECT id FROM users WHERE login = ?").bind(login).first<{ id: number }>())!.id;
}

beforeEach(resetDatabase);

describe("the moderation's domain functions, called without HTTP", () => {
  test("approve and reject answer what they did, or why not, and change nothing on a refusal", async () => {
    const held = await insertComment({ status: "held" });
    const published = await insertComment();
    expect(await approveComment(db(), "admin", held)).toEqual({ ok: true, value: held });
    expect(await approveComment(db(), "admin", held)).toEqual({ ok: false, reason: "not-held" });
    expect(await approveComment(db(), "admin", 999_999)).toEqual({ ok: false, reason: "unknown-comment" });
    expect(await rejectComment(db(), "admin", published)).toEqual({ ok: false, reason: "not-held" });
    expect(await rejectComment(db(), "admin", 999_999)).toEqual({ ok: false, reason: "unknown-comment" });
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM moderation_log")).toBe(1);
  });

  test("deleting several counts the comments that were there; none of them is a refusal", async () => {
    const a = await insertComment();
    const b = await insertComment();
    expect(await deleteComments(db(), "admin", [a, b, a, 999_999])).toEqual({ ok: true, value: 2 });
    expect(await deleteComments(db(), "admin", [a])).toEqual({ ok: false, reason: "unknown-comment" });
  });

  test("a block is refused for each reason it cannot match anyone, and lifted once", async () => {
    const adminId = await userId("szefowa", { admin: true });
    const guestWithoutGroup = await insertComment({ clientHash: null });
    const byAdmin = await insertComment({ login: "szefowa", userId: adminId });
    const cases = [
      [{ kind: "name", duration: "1d" }, "block-no-name"],
      [{ kind: "client", duration: "1d" }, "block-without-comment"],
      [{ kind: "client", duration: "1d", commentId: guestWithoutGroup }, "block-no-client"],
      [{ kind: "user", duration: "1d", commentId: guestWithoutGroup }, "block-no-user"],
      [{ kind: "user", duration: "1d", commentId: byAdmin }, "block-admin"],
      [{ kind: "name", duration: "1d", commentId: 999_999 }, "unknown-comment"],
    ] as const;
    for (const [input, reason] of cases) {
      expect(await createBlock(db(), "szefowa", input), JSON.stringify(input)).toEqual({ ok: false, reason });
    }
    const made = await createBlock(db(), "szefowa", { kind: "name", duration: "1h", name: "Spamer" });
    expect(made.ok).toBe(true);
    const id = made.ok ? made.value : 0;
    expect(await liftBlock(db(), "szefowa", id)).toEqual({ ok: true, value: id });
    expect(await liftBlock(db(), "szefowa", id)).toEqual({ ok: false, reason: "unknown-block" });
  });

  test("settings without a change are refused; a change answers the stored settings", async () => {
    expect(await updateCommentSettings(db(), "admin", {})).toEqual({ ok: false, reason: "no-settings" });
    expect(await updateCommentSettings(db(), "admin", { guestDailyCap: 7 }, env)).toEqual({
      ok: true,
      value: { approveFirstGuestComments: false, guestDailyCap: 7 },
    });
  });

  test("a mailed link: forged, expired, used, or its comment gone or no longer held", async () => {
    const held = await insertComment({ status: "held" });
    const approve = await signModerationLink(SECRET, held, "approve");
    expect(await previewModerationLink(db(), SECRET, approve)).toMatchObject({ ok: true, action: "approve" });
    expect(await applyModerationLink(db(), SECRET, "nie.podpisany")).toEqual({ ok: false, reason: "forged" });
    const old = await signModerationLink(SECRET, held, "approve", Date.now() - LINK_LIFETIME_MS - 1000);
    expect(await applyModerationLink(db(), SECRET, old)).toEqual({ ok: false, reason: "expired" });
    expect(await applyModerationLink(db(), SECRET, approve)).toEqual({ ok: true, action: "approve" });
    expect(await applyModerationLink(db(), SECRET, approve)).toEqual({ ok: false, reason: "used" });
    expect(await previewModerationLink(db(), SECRET, approve)).toEqual({ ok: false, reason: "used" });
    const second = await signModerationLink(SECRET, held, "approve");
    expect(await applyModerationLink(db(), SECRET, second)).toEqual({ ok: false, reason: "not-held" });
    const gone = await signModerationLink(SECRET, 999_999, "delete");
    expect(await previewModerationLink(db(), SECRET, gone)).toEqual({ ok: false, reason: "gone" });
    expect(await applyModerationLink(db(), SECRET, gone)).toEqual({ ok: false, reason: "unknown-comment" });
  });

  test("the pages' loaders: the overview only for an admin, the link's page with a Polish reason", async () => {
    const session = (admin: boolean) => ({ admin }) as SessionRecord;
    expect(await loadModeration(db(), null, env)).toBeNull();
    expect(await loadModeration(db(), session(false), env)).toBeNull();
    await insertComment({ status: "held" });
    expect((await loadModeration(db(), session(true), env))?.overview.held).toHaveLength(1);
    expect(await loadModerationLink(db(), SECRET, "zepsuty")).toEqual({
      token: "zepsuty",
      preview: { ok: false, error: MODERATION_MESSAGES.linkForged },
    });
  });
});

describe("the pages' actions", () => {
  let ip = 0;
  function post(path: string, form: Record<string, string | string[]>, { cookie = "", origin = ORIGIN } = {}) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
    return SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin, cookie, "cf-connecting-ip": `10.9.0.${ip++ & 255}` },
      body,
    });
  }

  async function adminCookie(): Promise<string> {
    await userId("moderatorka", { admin: true });
    const response = await SELF.fetch(`${ORIGIN}/api/users/verify`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": "10.9.1.1" },
      body: JSON.stringify({ login: "moderatorka", password: "tajne-haslo" }),
    });
    return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  }

  test("without JavaScript /Moderacja answers its own page with the result; refusals keep their status", async () => {
    const cookie = await adminCookie();
    const held = await insertComment({ status: "held" });
    const approved = await post("/Moderacja", { intent: "moderation-approve", id: String(held) }, { cookie });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain("Komentarz zatwierdzony.");
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ? AND status = 'published'", held)).toBe(1);

    const a = await insertComment();
    const b = await insertComment();
    const deleted = await post("/Moderacja", { intent: "moderation-delete", id: [String(a), String(b)] }, { cookie });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(1);

    const again = await post("/Moderacja", { intent: "moderation-approve", id: String(held) }, { cookie });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(MODERATION_MESSAGES.notHeld);
    const badCap = await post("/Moderacja", { intent: "moderation-settings", guestDailyCap: "5.5" }, { cookie });
    expect(badCap.status).toBe(400);
    expect(await badCap.text()).toContain(MODERATION_MESSAGES.capInvalid);
    expect((await post("/Moderacja", { intent: "nieznana" }, { cookie })).status).toBe(400);
    expect((await post("/Moderacja", { intent: "moderation-delete" }, { cookie })).status).toBe(400);
  });

  test("only the admin acts on /Moderacja, and nothing comes from another site", async () => {
    const held = await insertComment({ status: "held" });
    const guest = await post("/Moderacja", { intent: "moderation-approve", id: String(held) });
    // The page itself stays the 404 page for a guest; the refusal's status is the action's.
    expect(guest.status).toBe(401);
    const cookie = await adminCookie();
    const foreign = await post(
      "/Moderacja",
      { intent: "moderation-approve", id: String(held) },
      { cookie, origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM comments WHERE status = 'held'")).toBe(1);
  });

  test("the link's page acts on the signature alone, once", async () => {
    const held = await insertComment({ status: "held" });
    const token = await signModerationLink(SECRET, held, "approve");
    const used = await post(`/Moderacja/link?t=${token}`, { intent: "moderation-link", token });
    expect(used.status).toBe(200);
    const html = await used.text();
    expect(html).toContain("Komentarz zatwierdzony. Już go widać na stronie.");
    expect(html).toContain("Ładny model!");
    expect(await count("SELECT count(*) AS n FROM comments WHERE status = 'published'")).toBe(1);
    const twice = await post(`/Moderacja/link?t=${token}`, { intent: "moderation-link", token });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(MODERATION_MESSAGES.linkUsed);
    // The rest of /Moderacja's intents are not the link page's.
    expect((await post("/Moderacja/link", { intent: "moderation-approve", id: String(held) })).status).toBe(400);
  });
});
