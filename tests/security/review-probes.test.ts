import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { CONFIRM_MESSAGES, MESSAGES, RESET_MESSAGES } from "#features/account/model.ts";
import { imageUrl, PHOTO_MESSAGES, UPLOAD_LIMITS, type UploadPart } from "#features/catalog/index.ts";
import { uploadSlots } from "#features/catalog/photo-files.ts";
import { STRIP_MESSAGES } from "#features/catalog/server/strip-metadata.server.ts";
import { imageWithMetadata, METADATA_MARK, photoForm } from "#features/catalog/tests/photo-fixtures.ts";
import { KEEP, RULES } from "#features/privacy/model.ts";
import { STORED_KEYS } from "#features/settings/index.ts";
import { withFormToken } from "#tests/worker/form-token.ts";
import { mailbox, type SentMail } from "#tests/worker/mailbox.ts";
import { sendToWorker } from "#tests/worker/with-env.ts";
import worker from "#workers/app.ts";
import {
  call,
  countRows,
  createActor,
  insertComment,
  jsonOf,
  nextAddress,
  PASSWORD,
  postPageForm,
  pressLoginWide,
  resetDatabase,
  setCookiePair,
  type Actor,
} from "./support.ts";

/*
 * The last security review's probes and the editor's privacy-note findings, replayed against the worker with real D1
 * and R2: one `describe` per finding, named by it, asserting the fixed behaviour (the per-topic files go deeper).
 */

beforeEach(resetDatabase);
afterEach(() => vi.restoreAllMocks());

interface SendOptions {
  body?: unknown;
  ip?: string;
  cookie?: string;
  bindings?: Env;
}

/** `call` with bindings of the probe's own: a mail binding, a page cache, lower limits. */
async function send(method: string, path: string, { body, ip, cookie, bindings = env }: SendOptions = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": ip ?? nextAddress() };
  if (cookie) headers.cookie = cookie;
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(await withFormToken(method, path, body));
  }
  return sendToWorker(path, init, bindings);
}

const logIn = (login: string, password: string, ip: string, cookie?: string) =>
  call("POST", "/api/users/verify", { body: { login, password }, ip, ...(cookie ? { cookie } : {}) });

const register = (login: string, password = "Haslo-rejestracji-7", ip?: string, bindings?: Env) =>
  send("POST", "/api/users", { body: { login, email: `${login}@example.com`, password }, ip, bindings });

/** `count` requests made by `make`, `size` at a time. */
async function inBatches(count: number, size: number, make: (n: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let from = 0; from < count; from += size) {
    const batch = Array.from({ length: Math.min(size, count - from) }, (_, index) => make(from + index));
    statuses.push(...(await Promise.all(batch)).map((response) => response.status));
  }
  return statuses;
}

/** The n-th /64 of the /48 2001:db8:<site>::/48. */
const hop = (site: number, n: number) => `2001:db8:${site.toString(16)}:${n.toString(16)}::1`;

const runCron = (bindings: Env = env, scheduledTime = Date.now()) =>
  worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), bindings);

function linkIn(mail: SentMail | undefined, pattern: RegExp): string {
  const match = pattern.exec(mail?.text ?? "");
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

async function newModel(owner: Actor, category = "latarnie morskie") {
  const path = `Sonda ${crypto.randomUUID().slice(0, 8)}`;
  const created = await call("POST", "/api/models", { body: { path, name: path, category }, cookie: owner.cookie });
  expect(created.status).toBe(201);
  return { ...((await jsonOf(created)) as { model: { id: number; component: string } }).model, path };
}

describe("common passwords (medium): the 10,000 commonest are refused everywhere, the minimum stays 5 characters", () => {
  test("registration, a change and a reset refuse them; an uncommon 5-character password registers", async () => {
    for (const password of ["password", "Qwerty123", "iloveyou"]) {
      const refused = await register(`nowy${password.length}${password[0]}`, password);
      expect(refused.status, password).toBe(400);
      expect(await jsonOf(refused)).toEqual({ error: MESSAGES.passwordCommon });
    }
    expect((await register("piatka", "kx7#q")).status).toBe(201);
    expect((await register("czworka", "kx7#")).status).toBe(400);
    const user = await createActor("zmieniajacy");
    const changed = await call("POST", "/api/users/password", {
      body: { currentPassword: PASSWORD, newPassword: "football" },
      cookie: user.cookie,
    });
    expect(changed.status).toBe(400);
    const { sent, env: withMail } = mailbox();
    await send("POST", "/api/users/password-reset", { body: { login: user.login }, bindings: withMail });
    const token = linkIn(sent[0], /\/Konto\/nowe-haslo\?t=([\w.-]+)/);
    const reset = await call("POST", "/api/users/password-reset/confirm", {
      body: { token, newPassword: "123456789" },
    });
    expect(reset.status).toBe(400);
    expect(await jsonOf(reset)).toEqual({ error: MESSAGES.passwordCommon });
  });
});

describe("owner lock-out: 60 wrong guesses from 60 addresses, then the real password from a new browser signs in", () => {
  test("the owner's new browser signs in after strangers' guesses from 60 addresses", async () => {
    const owner = await createActor("wlasciciel");
    const guesses = await inBatches(60, 10, (n) =>
      logIn(owner.login, `zle-haslo-${n}`, `203.0.${100 + (n % 50)}.${n}`),
    );
    expect(guesses).toEqual(Array(60).fill(401));
    const newBrowser = await logIn(owner.login, PASSWORD, "198.51.100.7");
    expect(newBrowser.status).toBe(200);
    expect(await jsonOf(newBrowser)).toMatchObject({ verify: true, login: owner.login });
  });

  test("a password reset clears the delay strangers from few networks leave, which the device cookie passes", async () => {
    const owner = await createActor("latarnik");
    const device = setCookiePair(await logIn(owner.login, PASSWORD, "198.51.100.8"), "__Host-device")!;
    await pressLoginWide(owner.login);
    const stranger = await logIn(owner.login, PASSWORD, "198.51.100.9");
    expect(stranger.status).toBe(429);
    expect(await jsonOf(stranger)).toEqual({ error: REFUSALS.loginLocked });
    expect((await logIn(owner.login, PASSWORD, "198.51.100.10", device)).status).toBe(200);

    const { sent, env: withMail } = mailbox();
    const asked = await send("POST", "/api/users/password-reset", { body: { login: owner.login }, bindings: withMail });
    expect(asked.status).toBe(202);
    const token = linkIn(sent[0], /\/Konto\/nowe-haslo\?t=([\w.-]+)/);
    const reset = await call("POST", "/api/users/password-reset/confirm", {
      body: { token, newPassword: "Haslo-po-resecie-9" },
    });
    expect(reset.status).toBe(200);
    expect((await logIn(owner.login, "Haslo-po-resecie-9", "198.51.100.11")).status).toBe(200);
  });
});

describe("drafts have no thread: GET /api/comments/<draft> answers 404, posts are refused, counts never name it", () => {
  test("read, post (guest, owner, page form) and the strip's counts", async () => {
    const admin = await createActor("szef_szkicu", { admin: true });
    const draft = await newModel(admin);
    expect((await call("GET", `/api/comments/${draft.component}`)).status).toBe(404);
    expect((await call("GET", `/api/comments/${draft.component}`, { cookie: admin.cookie })).status).toBe(404);
    const guest = await call("POST", `/api/comments/${draft.component}`, { body: { comment: "Hej", login: "Gosc" } });
    expect(guest.status).toBe(404);
    const owner = await call("POST", `/api/comments/${draft.component}`, {
      body: { comment: "Hej" },
      cookie: admin.cookie,
    });
    expect(owner.status).toBe(404);
    const form = await postPageForm(`/${draft.path}`, { intent: "comment-post", comment: "Hej" }, admin.cookie);
    expect(form.status).toBe(404);
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);

    // A comment left on it from before, and one on a published page.
    await insertComment(draft.component, admin);
    await insertComment("Hel", admin);
    for (const [path, cookie] of [
      ["/api/models/cards", undefined],
      ["/api/models/cards?drafts=1", admin.cookie],
    ] as const) {
      const { counts } = (await jsonOf(await call("GET", path, cookie ? { cookie } : {}))) as {
        counts: Record<string, number>;
      };
      expect(counts, path).toHaveProperty("Hel", 1);
      expect(Object.keys(counts), path).not.toContain(draft.component);
    }
  });
});

describe("the no-cache list matches as routes match: /konto/nowe-haslo?t=… and /MODERACJA/link?t=… are never stored", () => {
  test("every spelling the router matches bypasses the page cache on a second read", async () => {
    const cached: Env = { ...env, PAGE_CACHE: "on", PAGE_VARIANTS: "1" };
    for (const path of [
      "/konto/nowe-haslo?t=abc",
      "/KONTO/NOWE-HASLO?t=abc",
      "/MODERACJA/link?t=abc",
      "/moderacja/LINK?t=abc",
      "/%4Bonto/nowe-haslo?t=abc",
      "/Konto//nowe-haslo?t=abc",
    ]) {
      await send("GET", path, { bindings: cached });
      const again = await send("GET", path, { bindings: cached });
      expect(again.headers.get("x-cache"), path).toBe("bypass");
    }
    // The probe's control: a public page is stored.
    await send("GET", "/Hel", { bindings: cached });
    expect((await send("GET", "/Hel", { bindings: cached })).headers.get("x-cache")).toBe("hit");
  });
});

describe("metadata: a JPEG with GPS uploaded by script is served with its GPS – no stored image keeps metadata", () => {
  const SIZE = { width: 1600, height: 1200 };

  test("JPEG APP1, APP13 and COM and WebP EXIF and XMP are stripped before R2; what is served holds none", async () => {
    const admin = await createActor("szef_metadanych", { admin: true });
    const model = await newModel(admin);
    const slots = uploadSlots("models/X/dzien/u.jpg", SIZE);
    const webpParts = [...slots.keys()].filter((part) => part.endsWith(".webp"));
    const files = Object.fromEntries(
      ["full.jpg", "og.jpg", ...webpParts].map((part) => {
        const slot = slots.get(part as UploadPart)!;
        return [part, imageWithMetadata(slot, slot.format)];
      }),
    );
    const answer = await call("POST", `/api/models/${model.id}/photos`, {
      raw: photoForm(SIZE, { files }),
      contentType: null,
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(201);
    const { photo } = (await jsonOf(answer)) as { photo: { key: string } };
    for (const [part, slot] of uploadSlots(photo.key, SIZE)) {
      if (!(part in files)) continue;
      const served = await call("GET", imageUrl(slot.key));
      expect(served.status, part).toBe(200);
      const bytes = new Uint8Array(await served.arrayBuffer());
      const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
      for (const trace of [METADATA_MARK, "Exif", "EXIF", "xmpmeta", "Photoshop"]) {
        expect(text, `${part}: ${trace}`).not.toContain(trace);
      }
    }
  });

  test("an AVIF with an Exif item, a JPEG turned by its EXIF orientation and a PNG are refused in Polish", async () => {
    const admin = await createActor("szef_odmowy", { admin: true });
    const model = await newModel(admin);
    const slots = uploadSlots("models/X/dzien/u.jpg", SIZE);
    const post = (files: Record<string, Uint8Array>) =>
      call("POST", `/api/models/${model.id}/photos`, {
        raw: photoForm(SIZE, { files }),
        contentType: null,
        cookie: admin.cookie,
      });
    const avif = await post({ "thumb.avif": imageWithMetadata(slots.get("thumb.avif")!, "avif") });
    expect(avif.status).toBe(400);
    expect(await jsonOf(avif)).toEqual({ error: `thumb.avif: ${STRIP_MESSAGES.avifMetadata}` });
    const turned = await post({ "full.jpg": imageWithMetadata(slots.get("full.jpg")!, "jpeg", { orientation: 6 }) });
    expect(turned.status).toBe(400);
    expect(await jsonOf(turned)).toEqual({ error: `full.jpg: ${STRIP_MESSAGES.rotated}` });
    const pngSignature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await post({ "full.jpg": pngSignature })).status).toBe(415);
    expect(await countRows("SELECT count(*) AS n FROM catalog_photos WHERE model_id = ?", model.id)).toBe(0);
    expect((await env.IMAGES.list({ prefix: `models/${model.component}/` })).objects).toEqual([]);
  });
});

describe("upload caps: 70 parallel uploads all got 201 against a cap of 60", () => {
  test(`70 parallel uploads store exactly ${UPLOAD_LIMITS.batchPhotos}, the rest get 413`, async () => {
    const admin = await createActor("szef_limitu", { admin: true });
    const model = await newModel(admin);
    const size = { width: 320, height: 240 };
    const answers = await Promise.all(
      Array.from({ length: 70 }, () =>
        call("POST", `/api/models/${model.id}/photos`, {
          raw: photoForm(size),
          contentType: null,
          cookie: admin.cookie,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOAD_LIMITS.batchPhotos);
    expect(statuses.filter((status) => status === 413)).toHaveLength(70 - UPLOAD_LIMITS.batchPhotos);
    expect(await jsonOf(answers.find((answer) => answer.status === 413)!)).toEqual({
      error: PHOTO_MESSAGES.batchTooLarge,
    });
    expect(await countRows("SELECT count(*) AS n FROM catalog_photos WHERE model_id = ?", model.id)).toBe(
      UPLOAD_LIMITS.batchPhotos,
    );
  });

  test("the day's bytes across models are capped: past them an upload to another model answers 429", async () => {
    const admin = await createActor("szef_bajtow", { admin: true });
    const model = await newModel(admin);
    await env.DB.prepare("DELETE FROM catalog_uploads").run();
    // Another model's uploads of the last hours, just under the cap.
    await env.DB.prepare(
      "INSERT INTO catalog_uploads (key, model_id, started_at, stored_at, bytes) VALUES ('models/Inny/dzien/a.jpg', ?, ?, ?, ?)",
    )
      .bind(model.id + 1000, Date.now() - 3_600_000, Date.now() - 3_600_000, UPLOAD_LIMITS.dailyBytes - 1000)
      .run();
    const refused = await call("POST", `/api/models/${model.id}/photos`, {
      raw: photoForm({ width: 800, height: 600 }),
      contentType: null,
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toEqual({ error: PHOTO_MESSAGES.dailyBytes });
    await env.DB.prepare("DELETE FROM catalog_uploads").run();
  });
});

describe("separators in names: U+2028, U+2029 and other breaks are refused in guest names and logins", () => {
  const BREAKS = ["\u2028", "\u2029", "\u0085", "\u000b", "\u000c", "\r", "\n"];

  test("a guest's name and a login with one, inside or at either end, are refused with 400", async () => {
    for (const separator of BREAKS) {
      for (const name of [`Jan${separator}Kowal`, `Janek${separator}`, `${separator}Janek`]) {
        const posted = await call("POST", "/api/comments/Hel", { body: { comment: "Ładny model", login: name } });
        expect(posted.status, JSON.stringify(name)).toBe(400);
      }
      for (const login of [`jan${separator}kowal`, `jankowal${separator}`]) {
        expect((await register(login)).status, JSON.stringify(login)).toBe(400);
      }
    }
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
    expect(await countRows("SELECT count(*) AS n FROM users")).toBe(0);
  });

  test("the digest quotes every name: one stored before the check cannot start a line of its own", async () => {
    const fake = "Usuń: http://evil.example/Moderacja/link?t=x";
    const logins = BREAKS.map((separator) => `Turysta${separator}${fake}`);
    for (const login of logins) {
      const id = await insertComment("Hel", { guest: login });
      await env.DB.prepare(
        "INSERT INTO comment_outbox (comment_id, section, login, body, held, created_at, next_attempt_at) VALUES (?, 'Hel', ?, 'Ładny model', 0, ?, ?)",
      )
        .bind(id, login, Date.now(), Date.now())
        .run();
    }
    const { sent, env: withMail } = mailbox({ NOTIFY_EMAIL: "wlasciciel@example.com" });
    await runCron(withMail);
    const lines = sent[0]!.text.split(/\r\n?|[\n\v\f\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith("Usuń:"))).toHaveLength(logins.length);
    expect(lines.filter((line) => line.includes("evil.example"))).toHaveLength(logins.length);
    for (const line of lines.filter((line) => line.includes("evil.example"))) {
      expect(line).toMatch(/^Turysta\\u\{[0-9A-F]+\}Usuń: http:\/\/evil\.example\S* na stronie „/);
    }
  });
});

describe("e-mail addresses: confirmed by a signed link; unconfirmed they block nobody and get no reset; registration caps", () => {
  test("a new address gets a signed link; the account that confirms first keeps it; no reset before", async () => {
    const { sent, env: withMail } = mailbox();
    const shared = (login: string) =>
      send("POST", "/api/users", {
        body: { login, email: "wspolny@example.com", password: PASSWORD },
        bindings: withMail,
      });
    expect((await shared("pierwszy")).status).toBe(201);
    expect((await shared("drugi")).status).toBe(201);
    const [first, second] = sent.map((mail) => linkIn(mail, /\/Konto\?potwierdz=([\w.-]+)/));
    sent.length = 0;
    expect(
      (await send("POST", "/api/users/password-reset", { body: { login: "pierwszy" }, bindings: withMail })).status,
    ).toBe(202);
    expect(sent).toEqual([]);
    const confirm = (token: string) =>
      postPageForm(`/Konto?potwierdz=${token}`, { intent: "account-email-confirm", token }, "");
    expect((await confirm(second!)).status).toBe(200);
    const late = await confirm(first!);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(CONFIRM_MESSAGES.taken);
    const forged = `${second!.slice(0, -2)}${second!.endsWith("AA") ? "BB" : "AA"}`;
    expect((await confirm(forged)).status).toBe(400);
    const asked = await send("POST", "/api/users/password-reset", {
      body: { login: "wspolny@example.com" },
      bindings: withMail,
    });
    expect(await jsonOf(asked)).toEqual({ message: RESET_MESSAGES.sent });
    expect(sent.map((mail) => [mail.to, mail.text.includes("„drugi”")])).toEqual([["wspolny@example.com", true]]);
    expect(await countRows("SELECT count(*) AS n FROM users WHERE email_unconfirmed_since IS NULL")).toBe(1);
  });

  test("registration has an hourly and a daily cap per address, and the /48 holds four times each", async () => {
    const hourly: Env = { ...env, REGISTRATIONS_HOURLY: "2", REGISTRATIONS_DAILY: "100" };
    const daily: Env = { ...env, REGISTRATIONS_HOURLY: "100", REGISTRATIONS_DAILY: "2" };
    for (const [name, bindings] of [
      ["godz", hourly],
      ["dzien", daily],
    ] as const) {
      const ip = nextAddress();
      expect((await register(`${name}1`, undefined, ip, bindings)).status).toBe(201);
      expect((await register(`${name}2`, undefined, ip, bindings)).status).toBe(201);
      const capped = await register(`${name}3`, undefined, ip, bindings);
      expect(capped.status, name).toBe(429);
      expect(await jsonOf(capped)).toEqual({ error: REFUSALS.registrationsCapped });
    }
    // 2 × 4 from eight /64s of one /48; the ninth /64 waits too.
    const site = 0xc1;
    const fromNet = await inBatches(9, 3, (n) => register(`siec${n}`, undefined, hop(site, n * 2), hourly));
    expect(fromNet.filter((status) => status === 201)).toHaveLength(8);
    expect(fromNet.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe("network tiers: comments, registration and sign-in all have a /48 tier", () => {
  test("comments: 5 a minute per /64, 20 per /48", async () => {
    const statuses = await inBatches(21, 7, (n) =>
      call("POST", "/api/comments/Hel", { body: { comment: `Komentarz ${n}`, login: `Gosc${n}` }, ip: hop(0xa1, n) }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  test("registration and failed sign-ins count the /48 four times looser than a /64 (limit lowered to 2)", async () => {
    const low: Env = { ...env, AUTH_RATE_LIMIT: "2" };
    const registered = await inBatches(9, 3, (n) => register(`konto${n}x`, undefined, hop(0xa2, n), low));
    expect(registered.filter((status) => status === 201)).toHaveLength(8);
    expect(registered.filter((status) => status === 429)).toHaveLength(1);
    await createActor("cel48");
    const failed = await inBatches(9, 3, (n) =>
      send("POST", "/api/users/verify", { body: { login: "cel48", password: "zle" }, ip: hop(0xa3, n), bindings: low }),
    );
    expect(failed.filter((status) => status === 401)).toHaveLength(8);
    expect(failed.filter((status) => status === 429)).toHaveLength(1);
    // Another /48 is another network.
    const elsewhere = await send("POST", "/api/users/verify", {
      body: { login: "cel48", password: "zle" },
      ip: hop(0xa4, 0),
      bindings: low,
    });
    expect(elsewhere.status).toBe(401);
  });
});

describe("control and bidi characters are refused in every owner field too", () => {
  test("facts, address, technical data, history, light phases and captions answer 400", async () => {
    const admin = await createActor("szef_pol", { admin: true });
    const model = await newModel(admin);
    const bad = "\u202e";
    for (const body of [
      { facts: [{ name: "Wydawca", value: `Kartonowa${bad}` }] },
      { address: `ul. Morska 1${bad}` },
      { technicalData: [{ name: "Wysokość", value: `30 m${bad}` }] },
      { history: { sections: [{ heading: `Dzieje${bad}`, paragraphs: ["Tekst."] }], source: { label: "", url: "" } } },
      { lightPhases: `Błysk 0,5 s\u0007` },
    ]) {
      const answer = await call("PATCH", `/api/models/${model.id}`, { body, cookie: admin.cookie });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await jsonOf(answer)).toEqual({ error: "Tekst zawiera niedozwolone znaki" });
    }
    const caption = await call("POST", `/api/models/${model.id}/photos`, {
      raw: photoForm({ width: 800, height: 600 }, { caption: `Widok${bad}` }),
      contentType: null,
      cookie: admin.cookie,
    });
    expect(caption.status).toBe(400);
  });
});

describe("block names fold punctuation: Spamer.Jan, Spamer-Jan and SpamerJan match a block on “Spamer Jan”", () => {
  test("each is refused with 403, another order of the words is not", async () => {
    const admin = await createActor("szef_blokad", { admin: true });
    const blocked = await call("POST", "/api/moderation/blocks", {
      body: { kind: "name", name: "Spamer Jan", duration: "1h" },
      cookie: admin.cookie,
    });
    expect(blocked.status).toBe(201);
    for (const login of ["Spamer.Jan", "Spamer-Jan", "SpamerJan"]) {
      expect((await call("POST", "/api/comments/Hel", { body: { comment: "reklama", login } })).status, login).toBe(
        403,
      );
    }
    expect((await call("POST", "/api/comments/Hel", { body: { comment: "hej", login: "Jan Spamer" } })).status).toBe(
      201,
    );
  });
});

describe("“Wyloguj wszędzie” and a password change also revoke device cookies", () => {
  /** An owner whose login strangers pressed, with the session and device cookies of an earlier sign-in. */
  async function pressedOwner(login: string) {
    await createActor(login);
    const signedIn = await logIn(login, PASSWORD, nextAddress());
    await pressLoginWide(login);
    const device = setCookiePair(signedIn, "__Host-device")!;
    expect((await logIn(login, PASSWORD, nextAddress(), device)).status).toBe(200);
    return { device, session: setCookiePair(signedIn, "__Host-session")! };
  }

  test("after either, the old device cookie waits like a stranger's", async () => {
    const everywhere = await pressedOwner("wszedzie");
    expect((await call("DELETE", "/api/users/sessions", { cookie: everywhere.session })).status).toBe(204);
    expect((await logIn("wszedzie", PASSWORD, nextAddress(), everywhere.device)).status).toBe(429);

    const change = await pressedOwner("zmiana");
    const changed = await call("POST", "/api/users/password", {
      body: { currentPassword: PASSWORD, newPassword: "Zupelnie-nowe-haslo-7" },
      cookie: change.session,
    });
    expect(changed.status).toBe(200);
    expect((await logIn("zmiana", "Zupelnie-nowe-haslo-7", nextAddress(), change.device)).status).toBe(429);
  });
});

describe("privacy note, true in every line", () => {
  async function note(): Promise<string> {
    const page = await call("GET", "/Prywatnosc");
    expect(page.status).toBe(200);
    return (await page.text()).replaceAll("<!-- -->", "");
  }

  test("1. a user cannot delete a comment of theirs (the note says so); deleting the account removes them", async () => {
    const user = await createActor("autorka");
    const id = await insertComment("Hel", user);
    expect((await call("DELETE", `/api/comments/Hel/${id}`, { cookie: user.cookie })).status).toBe(403);
    expect(await note()).toContain("usunąć pojedynczy komentarz – swój albo dodany jako gość – mogę tylko ja");
    expect((await call("DELETE", "/api/users/me", { cookie: user.cookie, body: { password: PASSWORD } })).status).toBe(
      204,
    );
    expect(await countRows("SELECT count(*) AS n FROM comments")).toBe(0);
  });

  test("2. every counter is listed, those keyed by account among them", async () => {
    const text = await note();
    expect(text).toContain("pod skrótem numeru konta:");
    for (const counter of [
      "polubienia – okno: minuta",
      "potwierdzenia hasłem przy zmianie hasła i usuwaniu konta – okno: minuta",
      "wysłane e-maile z linkiem do nowego hasła – okno: godzina",
      "wszystkie logowania – okno: godzina",
    ]) {
      expect(text).toContain(counter);
    }
  });

  test("3. a client block's hash prefix leaves the moderation log after the hashes' 30 days", async () => {
    const admin = await createActor("szef_logu", { admin: true });
    const posted = await call("POST", "/api/comments/Hel", { body: { comment: "Spam", login: "Spamer" } });
    const { comment } = (await jsonOf(posted)) as { comment: { id: number } };
    const blocked = await call("POST", "/api/moderation/blocks", {
      body: { kind: "client", commentId: comment.id, duration: "1h" },
      cookie: admin.cookie,
    });
    expect(blocked.status).toBe(201);
    const logged = () =>
      env.DB.prepare("SELECT detail FROM moderation_log WHERE action = 'blokada'").first<{ detail: string }>();
    expect((await logged())!.detail).toMatch(/#[\w-]{8}/);
    await runCron(env, Date.now() + KEEP.clientHash + 60_000);
    expect((await logged())!.detail).not.toMatch(/#[\w-]{8}/);
    expect(await countRows("SELECT count(*) AS n FROM comment_blocks")).toBe(0);
  });

  test("4. and 5. the cron deletes expired sessions and unsent notices older than the note's days", async () => {
    const user = await createActor("sesyjna");
    const digest = { ...env, NOTIFY_EMAIL: "wlasciciel@example.com" };
    const queued = await send("POST", "/api/comments/Hel", {
      body: { comment: "Czeka w kolejce", login: "Gosc" },
      bindings: digest,
    });
    expect(queued.status).toBe(201);
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox WHERE sent_at IS NULL")).toBe(1);
    await runCron(env, Date.now() + Math.max(KEEP.sessionMax, KEEP.unsentOutbox) + 60_000);
    expect(await countRows("SELECT count(*) AS n FROM sessions WHERE user_id = ?", user.id)).toBe(0);
    expect(await countRows("SELECT count(*) AS n FROM comment_outbox")).toBe(0);
    expect(RULES.digestAttempts).toBe(20);
  });

  test("6. the device cookie is cleared at logout and at the account's deletion, and the note says so", async () => {
    await createActor("ciasteczkowa");
    const cleared = (response: Response) =>
      response.headers.getSetCookie().some((cookie) => /^__Host-device=;.*Max-Age=0/.test(cookie));
    const first = await logIn("ciasteczkowa", PASSWORD, nextAddress());
    const logout = await call("POST", "/api/users/logout", { cookie: setCookiePair(first, "__Host-session")! });
    expect(cleared(logout)).toBe(true);
    const second = await logIn("ciasteczkowa", PASSWORD, nextAddress());
    const deletion = await call("DELETE", "/api/users/me", {
      cookie: setCookiePair(second, "__Host-session")!,
      body: { password: PASSWORD },
    });
    expect(deletion.status).toBe(204);
    expect(cleared(deletion)).toBe(true);
    expect(await note()).toContain("kasuję ciasteczka sesji i urządzenia");
  });

  test("7. every localStorage key is listed, the admin flag and the settings included", async () => {
    const text = await note();
    for (const key of Object.keys(STORED_KEYS)) expect(text).toContain(`<code>${key}</code>`);
    expect(text).toContain("czy konto ma uprawnienia administratora");
  });

  test("8. the cron writes no login to the Worker's log", async () => {
    await createActor("latarnica");
    await createActor("látarnica");
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    await runCron();
    expect(lines.join("\n")).toMatch(/1 logins look like older ones/);
    expect(lines.join("\n")).not.toMatch(/l[aá]tarnica/);
  });

  test("9. and 10. what is public and the automated checks are stated as the code does them", async () => {
    const text = await note();
    expect(text).toContain("Publiczne są treść komentarzy, nazwy ich autorów (loginy i nazwy gości) i loginy osób");
    expect(text).toContain("Poza tym danych nie sprzedaję ani nikomu nie udostępniam.");
    expect(text).toContain(`gdy ma więcej linków niż ${RULES.guestLinks}`);
    expect(text).toContain(`najwyżej 1/${RULES.capShare} tego limitu`);
    const links = "a http://a.example b http://b.example c http://c.example";
    const held = await call("POST", "/api/comments/Hel", { body: { comment: links, login: "Linkarz" } });
    expect(held.status).toBe(202);
    const honeypot = await call("POST", "/api/comments/Hel", {
      body: { comment: "Ładny", login: "Robot", website: "x" },
    });
    expect(honeypot.status).toBe(400);
  });

  test("RODO art. 13: the mailbox provider, the safeguards for YouTube and OpenStreetMap", async () => {
    const text = await note();
    expect(text).toContain("Dostawca mojej skrzynki pocztowej");
    expect(text).toContain("Google także uczestniczy w ramach ochrony danych UE–USA");
    expect(text).toContain("Wielka Brytania jest objęta decyzją Komisji Europejskiej");
  });
});
