import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createActor, insertComment, nextAddress, ORIGIN } from "#tests/security/support.ts";

/* "Zatwierdź" beside "Usuń" on a thread's page: the owner approves a held comment without going to /Moderacja. */

function approve(id: number, cookie: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/Hel`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie, "cf-connecting-ip": nextAddress() },
    body: new URLSearchParams({ intent: "comment-approve", id: String(id) }),
  });
}

const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM comments WHERE id = ?").bind(id).first<{ status: string }>())?.status;

test("the owner approves a held comment on its page; anyone else is refused and it stays held", async () => {
  const admin = await createActor(`adm${crypto.randomUUID().slice(0, 6)}`, { admin: true });
  const user = await createActor(`usr${crypto.randomUUID().slice(0, 6)}`);
  const id = await insertComment("Hel", { guest: "Sprzedawca" }, "Tanie kleje");
  await env.DB.prepare("UPDATE comments SET status = 'held' WHERE id = ?").bind(id).run();

  expect((await approve(id, user.cookie)).status).toBe(403);
  expect(await statusOf(id)).toBe("held");
  const approved = await approve(id, admin.cookie);
  expect(approved.status).toBe(200);
  expect(await statusOf(id)).toBe("published");
  const again = await approve(id, admin.cookie);
  expect(again.status).toBe(409);
  expect(await again.text()).toContain("nie czeka");
  const log = await env.DB.prepare("SELECT action FROM moderation_log WHERE actor = ?").bind(admin.login).all();
  expect(log.results).toEqual([{ action: "zatwierdzenie" }]);
});
