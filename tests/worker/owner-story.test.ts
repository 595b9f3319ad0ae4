import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { updates } from "#features/catalog/index.server.ts";
import { seedUpdates } from "#features/updates/index.server.ts";
import { call, createActor, type Actor } from "#tests/security/support.ts";

/*
 * Every admin write of the owner's story (About, updates, build notes, diary) is refused to guests (401)
 * and users (403), validated and limited in size; the seed stores the built-in updates once; the Atom feed.
 */

let user: Actor;
let admin: Actor;

beforeAll(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM sessions"), env.DB.prepare("DELETE FROM users")]);
  user = await createActor("kasia_story");
  admin = await createActor("szef_story", { admin: true });
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM info"),
    env.DB.prepare("DELETE FROM site_updates"),
    env.DB.prepare("DELETE FROM site_updates_seeded"),
    env.DB.prepare("DELETE FROM build_notes"),
    env.DB.prepare("DELETE FROM diary_entries"),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const WRITES: { name: string; method: string; path: string; body: unknown }[] = [
  { name: "About", method: "POST", path: "/api/about", body: { content: "Nowy tekst" } },
  { name: "new update", method: "POST", path: "/api/updates", body: { date: "2025-09-01", description: "Nowość" } },
  { name: "edit update", method: "PATCH", path: "/api/updates/1", body: { date: "2025-09-01", description: "x" } },
  { name: "delete update", method: "DELETE", path: "/api/updates/1", body: undefined },
  { name: "build note", method: "POST", path: "/api/build/StarshipS30", body: { content: "Opis" } },
  {
    name: "new diary entry",
    method: "POST",
    path: "/api/diary/StarshipS30",
    body: { date: "2025-09-01", content: "x" },
  },
  {
    name: "edit diary entry",
    method: "PATCH",
    path: "/api/diary/StarshipS30/1",
    body: { date: "2025-09-01", content: "x" },
  },
  { name: "delete diary entry", method: "DELETE", path: "/api/diary/StarshipS30/1", body: undefined },
];

describe("the owner's writes are the admin's alone", () => {
  test.each(WRITES)("$name: 401 for a guest, 403 for a user, nothing stored", async ({ method, path, body }) => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO site_updates (id, day, description, created_at, updated_at) VALUES (1, '2025-01-01', 'Stary', 0, 0)",
      ),
      env.DB.prepare(
        "INSERT INTO diary_entries (id, component, day, content, created_at, updated_at) VALUES (1, 'StarshipS30', '2025-01-01', 'Stary', 0, 0)",
      ),
    ]);
    const guest = await call(method, path, { body });
    expect(guest.status).toBe(401);
    expect(await json(guest)).toEqual({ error: "Zaloguj się jako administrator, aby to zrobić" });
    const refused = await call(method, path, { body, cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect((await json<{ error: string }>(refused)).error).toBe("Tylko administrator może to zrobić");
    const rows = await env.DB.batch([
      env.DB.prepare("SELECT content FROM info"),
      env.DB.prepare("SELECT description FROM site_updates"),
      env.DB.prepare("SELECT content FROM build_notes"),
      env.DB.prepare("SELECT content FROM diary_entries"),
    ]);
    expect(rows.map((result) => result.results)).toEqual([[], [{ description: "Stary" }], [], [{ content: "Stary" }]]);
  });

  test("a write from another site is refused before anything is read", async () => {
    const response = await call("POST", "/api/updates", {
      cookie: admin.cookie,
      origin: "https://evil.example",
      body: { date: "2025-09-01", description: "Podmiana" },
    });
    expect(response.status).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_updates").first("n")).toBe(0);
  });
});

describe("About", () => {
  test("the admin saves the text, anyone reads it; too long is 413", async () => {
    expect((await call("POST", "/api/about", { cookie: admin.cookie, body: { content: "## O mnie" } })).status).toBe(
      200,
    );
    expect(await json(await call("GET", "/api/about"))).toEqual({ content: "## O mnie" });
    const long = await call("POST", "/api/about", { cookie: admin.cookie, body: { content: "a".repeat(20_001) } });
    expect(long.status).toBe(413);
    expect(await json(await call("GET", "/api/about"))).toEqual({ content: "## O mnie" });
  });

  test("the About page renders the stored markdown", async () => {
    await call("POST", "/api/about", { cookie: admin.cookie, body: { content: "Tekst **właściciela**" } });
    const html = await (await call("GET", "/About")).text();
    expect(html).toContain("<strong>właściciela</strong>");
  });
});

describe("updates", () => {
  test("the admin adds, edits and deletes an entry; the list is newest first with the model's link", async () => {
    const added = await call("POST", "/api/updates", {
      cookie: admin.cookie,
      body: { date: "2025-09-01", description: "  Nowa galeria  ", model: "Hel" },
    });
    expect(added.status).toBe(201);
    const { id } = await json<{ id: number }>(added);
    await call("POST", "/api/updates", { cookie: admin.cookie, body: { date: "2025-10-01", description: "Później" } });
    let list = (
      await json<{ updates: { id: number; date: string; description: string }[] }>(await call("GET", "/api/updates"))
    ).updates;
    expect(list.map((entry) => entry.date)).toEqual(["01-10-2025", "01-09-2025"]);
    expect(list[1]).toMatchObject({
      id,
      description: "Nowa galeria",
      link: { name: expect.any(String), href: "/Hel" },
    });

    const edited = await call("PATCH", `/api/updates/${id}`, {
      cookie: admin.cookie,
      body: { date: "2025-09-02", description: "Poprawione", model: null },
    });
    expect(edited.status).toBe(200);
    list = (
      await json<{ updates: { id: number; date: string; description: string }[] }>(await call("GET", "/api/updates"))
    ).updates;
    expect(list[1]).toEqual({ id, date: "02-09-2025", description: "Poprawione" });

    expect((await call("DELETE", `/api/updates/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await call("DELETE", `/api/updates/${id}`, { cookie: admin.cookie })).status).toBe(404);
    expect(
      (
        await call("PATCH", "/api/updates/999", {
          cookie: admin.cookie,
          body: { date: "2025-09-02", description: "x" },
        })
      ).status,
    ).toBe(404);
  });

  test.each([
    [{ date: "2025-02-30", description: "x" }, 400, "Podaj istniejącą datę w formacie RRRR-MM-DD"],
    [{ date: "01-09-2025", description: "x" }, 400, "Podaj istniejącą datę w formacie RRRR-MM-DD"],
    [{ date: "2025-09-01", description: "   " }, 400, "Wpisz treść aktualizacji"],
    [{ date: "2025-09-01", description: 5 }, 400, "Treść musi być tekstem"],
    [{ date: "2025-09-01", description: "x", model: "Atlantyda" }, 400, "Nie ma takiego modelu"],
    [{ date: "2025-09-01", description: "x".repeat(1001) }, 413, "Treść może mieć najwyżej 1000 znaków"],
  ])("refuses %#: %i", async (body, status, error) => {
    const response = await call("POST", "/api/updates", { cookie: admin.cookie, body });
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual({ error });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_updates").first("n")).toBe(0);
  });

  test("the seed stores the ten built-in entries once: an edit stays and a deletion is not undone", async () => {
    const db = createDatabase(env.DB);
    expect(await seedUpdates(db, updates)).toBe(true);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_updates").first("n")).toBe(10);
    await call("PATCH", "/api/updates/1", { cookie: admin.cookie, body: { date: "2024-08-24", description: "Moje" } });
    await call("DELETE", "/api/updates/2", { cookie: admin.cookie });
    expect(await seedUpdates(db, updates)).toBe(false);
    const rows = await env.DB.prepare("SELECT id, description FROM site_updates ORDER BY id").all<{
      id: number;
      description: string;
    }>();
    expect(rows.results).toHaveLength(9);
    expect(rows.results[0]).toEqual({ id: 1, description: "Moje" });
    expect(rows.results.map((row) => row.id)).not.toContain(2);
  });

  test("the home page lists the stored entries", async () => {
    await call("POST", "/api/updates", {
      cookie: admin.cookie,
      body: { date: "2025-09-01", description: "Z bazy D1" },
    });
    expect(await (await call("GET", "/")).text()).toContain("Z bazy D1");
  });
});

describe("build note", () => {
  const NOTE = {
    content: "Budowa **ruszyła**.\n\nDrugi akapit.",
    started: "2025-08-18",
    finished: null,
    hours: 42,
    changes: "Wzmocnione wręgi",
    lighting: "Diody LED",
    rating: 4,
    verdict: "Dobrze spasowana",
  };

  test("hidden from visitors while empty; the admin saves it and the page and its description show it", async () => {
    const before = await (await call("GET", "/StarshipS30")).text();
    expect(before).not.toContain("Budowa modelu");
    const saved = await call("POST", "/api/build/StarshipS30", { cookie: admin.cookie, body: NOTE });
    expect(saved.status).toBe(200);
    const html = await (await call("GET", "/StarshipS30")).text();
    expect(html).toContain("Budowa modelu");
    expect(html).toContain("<strong>ruszyła</strong>");
    expect(html).toContain("42 godziny");
    expect(html).toMatch(/<meta property="og:description" content="Budowa ruszyła\."/);
    expect(await json(await call("GET", "/api/build/StarshipS30"))).toMatchObject({
      note: { ...NOTE, nodes: expect.any(Array) },
      diary: [],
    });
  });

  test.each([
    [{ rating: 6 }, 400, "Ocena zestawu to liczba od 1 do 5"],
    [{ rating: 2.5 }, 400, "Ocena zestawu to liczba od 1 do 5"],
    [{ hours: -1 }, 400, `Liczba godzin to liczba całkowita od 0 do ${(100_000).toLocaleString("pl-PL")}`],
    [
      { started: "2025-09-01", finished: "2025-08-01" },
      400,
      "Data ukończenia nie może być wcześniejsza niż data rozpoczęcia",
    ],
    [{ started: "wczoraj" }, 400, "Podaj istniejącą datę w formacie RRRR-MM-DD"],
    [{ verdict: "x".repeat(301) }, 413, "Werdykt może mieć najwyżej 300 znaków"],
    [{ content: "x".repeat(20_001) }, 413, `Opis budowy może mieć najwyżej ${(20_000).toLocaleString("pl-PL")} znaków`],
  ])("refuses note %#: %i", async (change, status, error) => {
    const response = await call("POST", "/api/build/StarshipS30", {
      cookie: admin.cookie,
      body: { ...NOTE, ...change },
    });
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual({ error });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM build_notes").first("n")).toBe(0);
  });

  test("a model that does not exist is 404", async () => {
    const response = await call("POST", "/api/build/Atlantyda", { cookie: admin.cookie, body: NOTE });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: "Nie ma takiego modelu" });
  });
});

describe("build diary", () => {
  const PATH = "/api/diary/StarshipS30";

  test("the admin adds entries with photos, newest first; edits and deletes them", async () => {
    const first = await call("POST", PATH, {
      cookie: admin.cookie,
      body: { date: "2025-09-01", content: "Pierwszy", photos: [{ group: "dzień", number: 2 }] },
    });
    expect(first.status).toBe(201);
    const { id } = await json<{ id: number }>(first);
    await call("POST", PATH, { cookie: admin.cookie, body: { date: "2025-09-10", content: "Drugi" } });
    const story = await json<{ diary: { id: number; content: string; photos: { href: string; thumb: string }[] }[] }>(
      await call("GET", "/api/build/StarshipS30"),
    );
    expect(story.diary.map((entry) => entry.content)).toEqual(["Drugi", "Pierwszy"]);
    expect(story.diary[1]!.photos).toEqual([
      expect.objectContaining({ href: "/StarshipS30?photo=dzien-02", thumb: expect.stringContaining("/thumbs/") }),
    ]);
    const html = await (await call("GET", "/StarshipS30")).text();
    expect(html).toContain("Dziennik budowy");
    expect(html).toContain('href="/StarshipS30?photo=dzien-02"');

    expect(
      (
        await call("PATCH", `${PATH}/${id}`, {
          cookie: admin.cookie,
          body: { date: "2025-09-02", content: "Zmieniony" },
        })
      ).status,
    ).toBe(200);
    expect((await call("DELETE", `${PATH}/${id}`, { cookie: admin.cookie })).status).toBe(204);
    // An entry of one model cannot be reached through another's address.
    const other = await json<{ id: number }>(
      await call("POST", PATH, { cookie: admin.cookie, body: { date: "2025-09-03", content: "x" } }),
    );
    expect((await call("DELETE", `/api/diary/Hel/${other.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  test.each([
    [{ date: "2025-09-01", content: "" }, 400, "Wpisz treść wpisu"],
    [{ date: "2025-13-01", content: "x" }, 400, "Podaj istniejącą datę w formacie RRRR-MM-DD"],
    [
      { date: "2025-09-01", content: "x", photos: [{ group: "dzień", number: 15 }] },
      400,
      "Nie ma takiego zdjęcia w galerii tego modelu",
    ],
    [
      { date: "2025-09-01", content: "x", photos: [{ group: "noc", number: 1 }] },
      400,
      "Nie ma takiego zdjęcia w galerii tego modelu",
    ],
    [
      { date: "2025-09-01", content: "x", photos: Array.from({ length: 25 }, () => ({ group: "dzień", number: 1 })) },
      413,
      "Wpis może pokazać najwyżej 24 zdjęcia",
    ],
    [
      { date: "2025-09-01", content: "x".repeat(10_001) },
      413,
      `Wpis może mieć najwyżej ${(10_000).toLocaleString("pl-PL")} znaków`,
    ],
  ])("refuses diary entry %#: %i", async (body, status, error) => {
    const response = await call("POST", PATH, { cookie: admin.cookie, body });
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual({ error });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM diary_entries").first("n")).toBe(0);
  });

  test("a body over the limit is refused before it is parsed", async () => {
    const response = await call("POST", PATH, {
      cookie: admin.cookie,
      body: { date: "2025-09-01", content: "x".repeat(200_000) },
    });
    expect(response.status).toBe(413);
  });
});

describe("/feed.xml", () => {
  test("is Atom with the RFC 4287 required elements, updates and diary entries newest first", async () => {
    await seedUpdates(createDatabase(env.DB), updates);
    await call("POST", "/api/diary/StarshipS30", {
      cookie: admin.cookie,
      body: { date: "2025-09-01", content: "Wpis **dziennika** <i>& znaki</i>" },
    });
    const response = await call("GET", "/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    const head = xml.slice(0, xml.indexOf("<entry>"));
    // The feed: id, title, updated, an author (every entry inherits it), a self link.
    expect(head).toMatch(/<id>tag:[^<]+<\/id>/);
    expect(head).toMatch(/<title>Kartonowe budowle<\/title>/);
    expect(head).toMatch(/<updated>2025-09-01T00:00:00Z<\/updated>/);
    expect(head).toMatch(/<author><name>[^<]+<\/name><\/author>/);
    expect(head).toContain('<link rel="self" type="application/atom+xml" href="https://kartonowe.test/feed.xml"/>');
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(11);
    const ids = new Set<string>();
    for (const entry of entries) {
      const id = /<id>([^<]+)<\/id>/.exec(entry)?.[1];
      expect(id).toMatch(/^tag:[^,]+,2024:(aktualizacja|dziennik)-\d+$/);
      ids.add(id!);
      expect(entry).toMatch(/<title>[^<]+<\/title>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/updated>/);
      expect(entry).toMatch(/<link rel="alternate" type="text\/html" href="https:\/\/kartonowe\.test\/[^"]*"\/>/);
      expect(entry).toMatch(/<summary>[^<]*<\/summary>/);
    }
    expect(ids.size).toBe(11);
    const published = entries.map((entry) => /<published>([^<]+)<\/published>/.exec(entry)![1]!);
    expect(published).toEqual([...published].sort().reverse());
    expect(entries[0]).toContain("dziennik-");
    expect(entries[0]).toContain("https://kartonowe.test/StarshipS30#budowa-modelu");
    // Markup in the text is escaped, never passed through.
    expect(entries[0]).toContain("<summary>Wpis dziennika &#60;i&#62;&#38; znaki&#60;/i&#62;</summary>");
  });

  test("every page's head announces the feed", async () => {
    for (const path of ["/", "/Hel", "/About"]) {
      const html = await (await call("GET", path)).text();
      expect(html, path).toMatch(/<link[^>]*rel="alternate" type="application\/atom\+xml" href="\/feed\.xml"/);
    }
  });
});

describe("sitemap.xml", () => {
  test("dates the home page and a model's page by the owner's newest update or diary entry", async () => {
    await call("POST", "/api/updates", { cookie: admin.cookie, body: { date: "2031-05-06", description: "x" } });
    await call("POST", "/api/diary/Hel", { cookie: admin.cookie, body: { date: "2032-07-08", content: "x" } });
    const xml = await (await call("GET", "/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://kartonowe.test/</loc><lastmod>2031-05-06</lastmod>");
    expect(xml).toContain("<loc>https://kartonowe.test/Hel</loc><lastmod>2032-07-08</lastmod>");
  });
});
