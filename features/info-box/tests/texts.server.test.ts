import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadInfo } from "../index.server.ts";
import { saveText } from "../server/texts.server.ts";
import { INFO_MAX_LENGTH, INFO_MESSAGES } from "../model.ts";

const ORIGIN = "https://kartonowe.test";
const db = createDatabase(env.DB);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM info"), env.DB.prepare("DELETE FROM sessions")]);
});

describe("the owner's texts without HTTP", () => {
  test("saveText stores the info and About texts apart and the page's read renders them", async () => {
    expect(await saveText(db, "info", { content: "## Witaj" })).toEqual({ ok: true, content: "## Witaj" });
    expect(await saveText(db, "about", { content: "O mnie" })).toEqual({ ok: true, content: "O mnie" });
    expect(await loadInfo(db)).toEqual({ content: "## Witaj", nodes: [{ tag: "h2", children: ["Witaj"] }] });
    expect((await loadInfo(db, "about")).content).toBe("O mnie");
  });

  test("a text over its length is refused as too long, one that is not text as invalid; nothing is stored", async () => {
    expect(await saveText(db, "info", { content: "x".repeat(INFO_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      reason: "too-long",
      message: INFO_MESSAGES.tooLong,
    });
    expect(await saveText(db, "info", { content: 7 })).toEqual({
      ok: false,
      reason: "invalid",
      message: INFO_MESSAGES.notText,
    });
    expect((await loadInfo(db)).content).toBe("");
  });
});

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the home page's and About's forms", () => {
  test("a visitor's post is refused as the API refuses it, and nothing changes", async () => {
    const home = await postForm("/?index", { intent: "info-save", content: "Włamanie" });
    expect(home.status).toBe(401);
    expect(await home.text()).toContain(REFUSALS.adminSignIn);
    expect((await postForm("/About", { intent: "about-save", content: "Włamanie" })).status).toBe(401);
    expect((await loadInfo(db)).content).toBe("");
  });

  test("a post from another origin is refused with 403", async () => {
    const response = await postForm(
      "/?index",
      { intent: "info-save", content: "x" },
      { origin: "http://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.");
  });
});
