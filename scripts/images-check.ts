import { localPlatform } from "./lib/platform.ts";
import { existingKeys, imageJobs, readImageIndex } from "./lib/seed-images.ts";
import { uploadSlots } from "#features/catalog/index.ts";

interface UploadedRow {
  key: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

/** Photos whose row carries their size (the uploads, decision 025): every slot their width asks for. */
async function uploadedPhotos(db: D1Database): Promise<UploadedRow[]> {
  try {
    const rows = await db
      .prepare("SELECT key, width, height, placeholder FROM catalog_photos WHERE key IS NOT NULL AND width IS NOT NULL")
      .all<UploadedRow>();
    return rows.results;
  } catch {
    // A state never started has no catalogue yet: only the seed's pictures are checked.
    return [];
  }
}

const platform = await localPlatform();
try {
  const present = await existingKeys(platform.env.IMAGES);
  const index = await readImageIndex(platform.env.IMAGES);
  const jobs = imageJobs();
  // An imported photo's widths follow its own size, which the index records.
  const copiesOf = (job: (typeof jobs)[number]) => {
    const entry = job.indexed ? index[job.indexed] : undefined;
    return entry && job.copiesAt ? job.copiesAt(entry[0]) : job.copies;
  };
  const uploads = await uploadedPhotos(platform.env.DB);
  const uploadedKeys = uploads.flatMap((row) =>
    [...uploadSlots(row.key, { width: row.width!, height: row.height ?? row.width! }).values()].map((slot) => slot.key),
  );
  const expected = [...jobs.flatMap((job) => [...job.keys, ...copiesOf(job)]), ...uploadedKeys];
  const missing = expected.filter((key) => !present.has(key));
  const unindexed = [
    ...jobs.flatMap((job) => (job.indexed && !index[job.indexed] ? [job.indexed] : [])),
    ...uploads.flatMap((row) => (row.height && row.placeholder ? [] : [row.key])),
  ];
  console.log(
    `Sprawdzono ${expected.length} kluczy obrazów (w tym ${uploadedKeys.length} z ${uploads.length} dodanych zdjęć): ${expected.length - missing.length} istnieje, ${missing.length} brakuje.`,
  );
  for (const key of missing.slice(0, 50)) console.log(`  brak: ${key}`);
  console.log(`Indeks obrazów: ${unindexed.length} zdjęć bez wpisu (rozmiar i podgląd).`);
  for (const key of unindexed.slice(0, 50)) console.log(`  bez wpisu: ${key}`);
  process.exitCode = missing.length || unindexed.length ? 1 : 0;
} finally {
  await platform.dispose();
}
