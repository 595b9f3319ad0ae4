import sharp from "sharp";
import { banners, models } from "#features/catalog/index.server.ts";
import { historyPhotoKey, photoGroups, photoKeys, type Model } from "#features/catalog/index.ts";
import { bannerSvg, cardSvg, coverSvg, historySvg, iconSvg, photoSvg, type ArtSubject } from "./artwork.ts";
import { progressBar } from "./progress.ts";

export interface ImageJob {
  /** For a banner, the model it links to. */
  component: string;
  keys: string[];
  render: () => Promise<Buffer[]>;
}

const FULL = { width: 1200, height: 800 };
const GIF = { width: 480, height: 320 };

function subjectOf(model: Model): ArtSubject {
  return { component: model.component, name: model.name, category: model.category };
}

async function encode(svg: string, format: string, width: number, height: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize(width, height);
  if (format === ".jpg") return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  if (format === ".gif") return image.gif({ colours: 64 }).toBuffer();
  if (format === ".png") return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return image.webp({ quality: 72, effort: 2 }).toBuffer();
}

async function square(source: Buffer, size: number): Promise<Buffer> {
  return sharp(source).resize(size, size, { fit: "cover" }).webp({ quality: 70, effort: 2 }).toBuffer();
}

export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const model of models) {
    const subject = subjectOf(model);
    for (const group of photoGroups(model)) {
      for (let number = 1; number <= group.quantity; number++) {
        const keys = photoKeys(model.component, group, number);
        const size = group.format === ".gif" ? GIF : FULL;
        jobs.push({
          component: model.component,
          keys: [keys.full, keys.thumb, keys.random],
          render: async () => {
            const svg = photoSvg(subject, group.name, number, group.quantity, size.width, size.height);
            const raster = await sharp(Buffer.from(svg)).resize(size.width, size.height).png().toBuffer();
            const full = await encode(svg, group.format, size.width, size.height);
            return [full, await square(raster, 160), await square(raster, 200)];
          },
        });
      }
    }
    if (model.cover) {
      const cover = model.cover;
      jobs.push({
        component: model.component,
        keys: [cover],
        render: async () => [await encode(coverSvg(subject, 1200, 900), ".webp", 1200, 900)],
      });
    }
    if (model.card) {
      const card = model.card;
      jobs.push({
        component: model.component,
        keys: [card],
        render: async () => [await encode(cardSvg(subject, 300, 400), ".webp", 300, 400)],
      });
    }
    if (model.icon) {
      const icon = model.icon;
      jobs.push({
        component: model.component,
        keys: [icon],
        render: async () => [await encode(iconSvg(subject, 100), ".webp", 100, 100)],
      });
    }
    const historyPhotos = model.history.sections.filter((section) => section.photo).length;
    for (let number = 1; number <= historyPhotos; number++) {
      jobs.push({
        component: model.component,
        keys: [historyPhotoKey(model, number)],
        render: async () => [await encode(historySvg(subject, number, 900, 600), ".webp", 900, 600)],
      });
    }
  }
  for (const banner of banners) {
    const model = models.find((candidate) => candidate.path === banner.link);
    if (!model) throw new Error(`Banner ${banner.name} links to ${banner.link}, which is no model`);
    const variant = banner.full.includes("-noc") ? "noc" : "dzień";
    jobs.push({
      component: model.component,
      keys: [banner.full, banner.mobile],
      render: async () => [
        await encode(bannerSvg(subjectOf(model), variant, 1600, 500), ".webp", 1600, 500),
        await encode(bannerSvg(subjectOf(model), variant, 640, 400), ".webp", 640, 400),
      ],
    });
  }
  return jobs;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  gif: "image/gif",
  png: "image/png",
};

function contentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export async function existingKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    for (const object of page.objects) keys.add(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

export async function seedImages(
  bucket: R2Bucket,
  { concurrency = 4, only = () => true }: { concurrency?: number; only?: (job: ImageJob) => boolean } = {},
): Promise<{ written: number; skipped: number }> {
  const present = await existingKeys(bucket);
  const jobs = imageJobs().filter(only);
  const missing = jobs.filter((job) => job.keys.some((key) => !present.has(key)));
  const bar = progressBar("Obrazy", missing.length);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      const buffers = await job.render();
      await Promise.all(
        job.keys.map((key, index) =>
          bucket.put(key, buffers[index]!, { httpMetadata: { contentType: contentType(key) } }),
        ),
      );
      bar.tick();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  bar.finish();
  return { written: missing.length, skipped: jobs.length - missing.length };
}
