import { localPlatform } from "./lib/platform.ts";
import { existingKeys, imageJobs, readImageIndex } from "./lib/seed-images.ts";

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
  const expected = jobs.flatMap((job) => [...job.keys, ...copiesOf(job)]);
  const missing = expected.filter((key) => !present.has(key));
  const unindexed = jobs.flatMap((job) => (job.indexed && !index[job.indexed] ? [job.indexed] : []));
  console.log(
    `Sprawdzono ${expected.length} kluczy obrazów: ${expected.length - missing.length} istnieje, ${missing.length} brakuje.`,
  );
  for (const key of missing.slice(0, 50)) console.log(`  brak: ${key}`);
  console.log(`Indeks obrazów: ${unindexed.length} zdjęć bez wpisu (rozmiar i podgląd).`);
  for (const key of unindexed.slice(0, 50)) console.log(`  bez wpisu: ${key}`);
  process.exitCode = missing.length || unindexed.length ? 1 : 0;
} finally {
  await platform.dispose();
}
