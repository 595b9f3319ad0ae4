// Incremental: existing rows, users, comments and images are kept, so a re-run is cheap and loses nothing.
import { createDatabase } from "#app/lib/db.server.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { siteFromEnv } from "#app/site.ts";
import { backfillLoginSkeletons } from "#features/account/index.server.ts";
import { seedAboutText, seedInfoContent, seedInfoText } from "#features/info-box/index.server.ts";
import { banners, models, seedCatalog, updates } from "#features/catalog/index.server.ts";
import { seedUpdates } from "#features/updates/index.server.ts";
import { ensureAdmin, LOCAL_ADMIN } from "./lib/admin.ts";
import { localPlatform } from "./lib/platform.ts";
import { seedImages, type SeedImagesOptions } from "./lib/seed-images.ts";

/** With `deferGallery`, answers how many gallery photos are left for `seedGallery` (docs/decisions/030). */
export async function seed(images: SeedImagesOptions = {}): Promise<{ deferred: number }> {
  const started = performance.now();
  const platform = await localPlatform();
  try {
    const { env } = platform;
    const site = siteFromEnv(env);
    const db = createDatabase(env.DB);
    const saved = await seedInfoContent(db, seedInfoText(site));
    console.log(saved ? "Tekst informacyjny: zapisany." : "Tekst informacyjny: już istnieje, bez zmian.");
    const about = await seedInfoContent(db, seedAboutText(), Date.now(), "about");
    console.log(about ? "Tekst strony O autorze: zapisany." : "Tekst strony O autorze: już istnieje, bez zmian.");
    const catalog = await seedCatalog(db, models, banners);
    console.log(catalog ? `Katalog: zapisano ${models.length} modeli.` : "Katalog: zapisany wcześniej, bez zmian.");
    const seededUpdates = await seedUpdates(db, updates);
    console.log(
      seededUpdates ? "Aktualizacje: zapisano wbudowane wpisy." : "Aktualizacje: zapisane wcześniej, bez zmian.",
    );
    const admin = await ensureAdmin(db, LOCAL_ADMIN);
    console.log(
      `Konto administratora '${LOCAL_ADMIN.login}': ${admin === "created" ? "utworzone" : admin === "promoted" ? "nadano uprawnienia" : "już istnieje"}.`,
    );
    const skeletons = await backfillLoginSkeletons(db);
    if (skeletons.filled) console.log(`Szkielety loginów: uzupełniono ${skeletons.filled}.`);
    for (const clash of skeletons.clashes) {
      console.warn(`Uwaga: login '${clash.login}' wygląda jak '${clash.looksLike}' (docs/decisions/011).`);
    }
    const written = await seedImages(env.IMAGES, images);
    console.log(
      `Obrazy: ${written.written} nowych, ${written.skipped} już było (${((performance.now() - started) / 1000).toFixed(1)} s).`,
    );
    return { deferred: written.deferred };
  } finally {
    await platform.dispose();
  }
}

/** The gallery photos a deferred seed left, drawn while the server already answers. */
export async function seedGallery(): Promise<void> {
  const platform = await localPlatform();
  try {
    const started = performance.now();
    const { written } = await seedImages(platform.env.IMAGES, { lines: "Galeria (strona już działa)" });
    console.log(
      `Galeria gotowa: ${countNoun(written, NOUNS.photo)} w ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await platform.dispose();
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  (args.includes("--gallery") ? seedGallery() : seed({ recheck: args.includes("--recheck") })).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
