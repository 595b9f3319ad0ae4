import { BUILD_SECTION_ID, noteSummary } from "#features/build-log/index.ts";
import { listDiaryEntries } from "#features/build-log/index.server.ts";
import { modelHref } from "#features/catalog/index.ts";
import { pageCatalog } from "#features/catalog/index.server.ts";
import { displayDate } from "#features/updates/index.ts";
import { listUpdateRows } from "#features/updates/index.server.ts";
import { ATOM_TYPE, atomFeed, type AtomEntry } from "../lib/atom.ts";
import { cloudflareContext } from "../lib/context.ts";
import { getDatabase } from "../lib/db.server.ts";
import { siteFromEnv } from "../site.ts";
import type { Route } from "./+types/feed";

/** The feed's length: enough for a reader that checks once a month. */
const FEED_ENTRIES = 50;

/** Ids name the site by its contact address (a tag URI, RFC 4151), so they stay put if the site changes its host. */
function tagBase(email: string): string {
  return `tag:${email.toLowerCase()},2024:`;
}

/** A stored row's times: its day, or the moment it was edited after being written. */
function times(day: string, createdAt: Date, updatedAt: Date): { published: string; updated: string } {
  const published = `${day}T00:00:00Z`;
  const edited = updatedAt.getTime() > createdAt.getTime() ? updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z") : "";
  return { published, updated: edited > published ? edited : published };
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const site = siteFromEnv(env);
  const origin = new URL(request.url).origin;
  const db = getDatabase(context);
  const tag = tagBase(site.email);
  const [catalog, updates, diary] = await Promise.all([
    pageCatalog(db),
    listUpdateRows(db, FEED_ENTRIES),
    listDiaryEntries(db, FEED_ENTRIES),
  ]);
  const entries: AtomEntry[] = [
    ...updates
      .filter((row) => !row.model || catalog.byComponent(row.model, { drafts: true }))
      .map((row) => {
        const model = row.model ? catalog.byComponent(row.model) : undefined;
        return {
          id: `${tag}aktualizacja-${row.id}`,
          title: `${displayDate(row.day)}: ${clip(row.description, 80)}`,
          ...times(row.day, row.createdAt, row.updatedAt),
          link: new URL(model ? modelHref(model.path) : "/", origin).href,
          summary: row.description,
        };
      }),
    ...diary.map((row) => ({
      id: `${tag}dziennik-${row.id}`,
      title: `${row.model.name}: dziennik budowy, ${displayDate(row.day)}`,
      ...times(row.day, row.createdAt, row.updatedAt),
      link: `${new URL(modelHref(row.model.path), origin).href}#${BUILD_SECTION_ID}`,
      summary: noteSummary(row.content, 500) ?? "",
    })),
  ]
    .sort((a, b) => b.published.localeCompare(a.published) || b.updated.localeCompare(a.updated))
    .slice(0, FEED_ENTRIES);
  const body = atomFeed({
    id: `${tag}kanal`,
    title: site.name,
    subtitle: "Aktualizacje strony i dzienniki budowy modeli",
    author: site.author,
    self: `${origin}/feed.xml`,
    home: `${origin}/`,
    entries,
    fallbackUpdated: "2024-08-24T00:00:00Z",
  });
  return new Response(body, {
    headers: { "content-type": `${ATOM_TYPE}; charset=utf-8`, "cache-control": "public, max-age=600" },
  });
}
