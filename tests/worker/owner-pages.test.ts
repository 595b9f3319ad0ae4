import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { createActor, insertComment, PASSWORD, type Actor } from "#tests/security/support.ts";
import { sendToWorker } from "./with-env.ts";

/* The owner's pages (/Katalog, /Katalog/nowy, /Moderacja), the admin's menu leading to them and the way back in. */

let admin: Actor;
let reader: Actor;
let draftId: number;

const OWNER_PAGES = ["/Katalog", "/Katalog?stan=szkic", "/Katalog/nowy", "/Moderacja"];

async function page(path: string, cookie?: string) {
  const response = await sendToWorker(path, cookie ? { headers: { cookie } } : {});
  return { status: response.status, html: await response.text() };
}

/** The sign-in form of /Konto posted as a browser without JavaScript posts it. */
function signIn(login: string, powrot: string | null, { data = false } = {}) {
  const form = new URLSearchParams({ intent: "account-login", login, password: PASSWORD });
  if (powrot !== null) form.set("powrot", powrot);
  return sendToWorker(data ? "/Konto.data" : "/Konto", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
}

/** The page's own content, without the header, the strip and the banner that list the published models too. */
function mainOf(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

function rowOf(html: string, name: string): string {
  const start = html.indexOf(`>${name}</a>`);
  expect(start, name).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
}

beforeAll(async () => {
  admin = await createActor("wlasciciel", { admin: true });
  reader = await createActor("czytelnik");
  const created = await sendToWorker("/api/models", {
    method: "POST",
    headers: { cookie: admin.cookie, "content-type": "application/json" },
    body: JSON.stringify({ name: "Zamek w szkicu", path: "Zamek w szkicu", category: "zamki i ratusze" }),
  });
  expect(created.status).toBe(201);
  draftId = ((await created.json()) as { model: { id: number } }).model.id;
  const held = await insertComment("Hel", { guest: "Gosc" }, "Czekam");
  const other = await insertComment("Hel", { guest: "Gosc" }, "Też czekam");
  const elsewhere = await insertComment("Olsztyn", { guest: "Gosc" }, "I ja");
  await env.DB.prepare(`UPDATE comments SET status = 'held' WHERE id IN (?, ?, ?)`).bind(held, other, elsewhere).run();
});

describe("/Katalog for the admin", () => {
  test("lists every model with its state, last change, photos and the comments waiting on it", async () => {
    const { status, html } = await page("/Katalog", admin.cookie);
    expect(status).toBe(200);
    expect(html).toContain("<title>Modele");
    expect(rowOf(html, "Zamek w szkicu")).toContain(">szkic<");
    expect(rowOf(html, "Zamek w szkicu")).toContain("0 zdjęć");
    const hel = rowOf(html, "Latarnia morska Hel");
    expect(hel).toContain(">opublikowany<");
    expect(hel).toContain("2 komentarze");
    expect(hel).toMatch(/<time dateTime="[^"]+">\d{2}-\d{2}-\d{4} \d{2}:\d{2}<\/time>/);
    expect(rowOf(html, "Latarnia morska Hel")).toMatch(/\d+ zdję/);
    expect(html).toContain('href="/Zamek%20w%20szkicu"');
    expect(html).toMatch(/aria-current="page"[^>]*>Wszystkie/);
  });

  test("filters by state with `?stan=`; an unknown state lists every model", async () => {
    const drafts = mainOf((await page("/Katalog?stan=szkic", admin.cookie)).html);
    expect(drafts).toContain("Zamek w szkicu");
    expect(drafts).not.toContain("Latarnia morska Hel");
    expect(drafts).toMatch(/aria-current="page"[^>]*>Szkice/);

    const hidden = await page("/Katalog?stan=ukryty", admin.cookie);
    expect(hidden.status).toBe(200);
    expect(hidden.html).toContain("Żaden model nie jest ukryty.");

    const unknown = await page("/Katalog?stan=kosz%3Cb%3E", admin.cookie);
    expect(unknown.status).toBe(200);
    expect(mainOf(unknown.html)).toContain("Latarnia morska Hel");
    expect(unknown.html).not.toContain("kosz<b>");
  });

  test("a model hidden after publishing is “ukryty”, not a draft", async () => {
    const patch = (published: boolean) =>
      sendToWorker(`/api/models/${draftId}`, {
        method: "PATCH",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: JSON.stringify({ published }),
      });
    expect((await patch(true)).status).toBe(200);
    expect((await patch(false)).status).toBe(200);
    const hidden = await page("/Katalog?stan=ukryty", admin.cookie);
    expect(rowOf(hidden.html, "Zamek w szkicu")).toContain(">ukryty<");
    expect(mainOf((await page("/Katalog?stan=szkic", admin.cookie)).html)).not.toContain("Zamek w szkicu");
  });
});

describe("the admin's menu", () => {
  test("/Konto shows the admin “Nowy model”, “Modele” and “Moderacja” with the comments waiting", async () => {
    const { html } = await page("/Konto", admin.cookie);
    expect(html).toContain('href="/Katalog/nowy"');
    expect(html).toContain('href="/Katalog"');
    expect(html).toMatch(/<a(?=[^>]*href="\/Moderacja")(?=[^>]*aria-label="Moderacja \(3\)")[^>]*>/);
  });

  test("a reader's and a guest's /Konto have none of it", async () => {
    for (const cookie of [reader.cookie, undefined]) {
      const { html } = await page("/Konto", cookie);
      expect(html).not.toContain('href="/Katalog"');
      expect(html).not.toContain("Prowadzenie strony");
    }
  });
});

describe("an owner's page for anyone else", () => {
  test("answers the 404 page; a guest is offered to sign in and come back", async () => {
    for (const path of OWNER_PAGES) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain("404 Not Found");
      expect(html, path).not.toContain("Zamek w szkicu");
      const back = new URLSearchParams({ powrot: path }).toString();
      expect(html, path).toContain(`href="/Konto?${back.replaceAll("&", "&amp;")}"`);
      expect(html, path).toContain("Zaloguj się");
    }
  });

  test("answers the 404 page to a signed-in reader, with nothing of the page", async () => {
    for (const path of OWNER_PAGES) {
      const { status, html } = await page(path, reader.cookie);
      expect(status, path).toBe(404);
      expect(html, path).toContain("404 Not Found");
      expect(html, path).not.toContain("Zamek w szkicu");
      expect(html, path).not.toContain("Moderacja komentarzy");
    }
  });

  test("the 404 of an owner's page looks like any unknown address's, so it tells nobody the page exists", async () => {
    const strip = (html: string, path: string) =>
      html
        .replaceAll(encodeURIComponent(path), "ADRES")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/<script[\s\S]*?<\/script>/g, "");
    const owner = await page("/Moderacja");
    const unknown = await page("/Nie-ma-takiej");
    expect(strip(owner.html, "/Moderacja").match(/<main[\s\S]*<\/main>/)?.[0]).toBe(
      strip(unknown.html, "/Nie-ma-takiej").match(/<main[\s\S]*<\/main>/)?.[0],
    );
  });
});

describe("signing in from the 404 page", () => {
  test("returns to the page asked for, without JavaScript and with it", async () => {
    const document = await signIn(admin.login, "/Katalog?stan=szkic");
    expect(document.status).toBe(303);
    expect(document.headers.get("location")).toBe("/Katalog?stan=szkic");
    const cookie = document.headers.getSetCookie().find((value) => value.startsWith("__Host-session="));
    expect(cookie).toBeDefined();
    expect((await page("/Katalog?stan=szkic", cookie!.split(";")[0])).status).toBe(200);

    const script = await signIn(admin.login, "/Moderacja", { data: true });
    expect(script.headers.getSetCookie().some((value) => value.startsWith("__Host-session="))).toBe(true);
    expect(await script.text()).toContain("/Moderacja");
  });

  test("follows no address outside the site: it signs in and stays on /Konto", async () => {
    for (const powrot of ["//evil.test/Moderacja", "https://evil.test/", "/\\evil.test", "javascript:alert(1)"]) {
      const response = await signIn(reader.login, powrot);
      expect(response.status, powrot).toBe(200);
      expect(response.headers.get("location"), powrot).toBeNull();
      expect(await response.text(), powrot).toContain("Twoje konto");
    }
  });

  test("a wrong password returns nowhere", async () => {
    const form = new URLSearchParams({ intent: "account-login", login: admin.login, password: "zle-haslo" });
    form.set("powrot", "/Moderacja");
    const response = await sendToWorker("/Konto", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
  });
});
