import { localPlatform } from "./lib/platform.ts";
import { existingKeys, imageJobs } from "./lib/seed-images.ts";

const platform = await localPlatform();
try {
  const present = await existingKeys(platform.env.IMAGES);
  const expected = imageJobs().flatMap((job) => job.keys);
  const missing = expected.filter((key) => !present.has(key));
  console.log(
    `Sprawdzono ${expected.length} kluczy obrazów: ${expected.length - missing.length} istnieje, ${missing.length} brakuje.`,
  );
  for (const key of missing.slice(0, 50)) console.log(`  brak: ${key}`);
  process.exitCode = missing.length ? 1 : 0;
} finally {
  await platform.dispose();
}
