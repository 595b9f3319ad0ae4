import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGES_PENDING_KEY } from "#app/lib/images.server.ts";
import { banners, models } from "#features/catalog/index.server.ts";
import {
  CARD_SIZE,
  COVER_SIZE,
  historyPhotoKey,
  IMAGE_INDEX_KEY,
  photoGroups,
  photoKeys,
  type ImageIndex,
  type ImageInfo,
  type Model,
} from "#features/catalog/index.ts";
import { bannerSvg, cardSvg, coverSvg, historySvg, iconSvg, photoSvg, type ArtSubject } from "./artwork.ts";
import {
  contentTypeOf,
  decodePixels,
  photoObjectKeys,
  photoObjects,
  rekeyedPhotoObjects,
  sizedObjectKeys,
  sizedObjects,
  type EncodedObject,
  type PhotoKeys,
  type Pixels,
} from "./image-variants.ts";
import { progressBar } from "./progress.ts";

export interface ImageJob {
  /** For a banner, the model it links to. */
  component: string;
  /** The catalogue's keys (the originals). */
  keys: string[];
  /** The sized copies beside them (docs/decisions/012); the seed writes a job again when one is missing. */
  copies: string[];
  /** The original key of a gallery photo, which gets an entry in the image index. */
  indexed?: string;
  /** A gallery photo's number in its group: the first photos of every gallery are drawn first. */
  number?: number;
  /** A gallery photo's copies for the width the index records (an imported photo's own, not the seed's). */
  copiesAt?: (width: number) => string[];
  render: () => Promise<{ objects: EncodedObject[]; info?: ImageInfo }>;
}

const FULL = { width: 1200, height: 800 };
const GIF = { width: 480, height: 320 };
const FAST = { fast: true };

function subjectOf(model: Model): ArtSubject {
  return { component: model.component, name: model.name, category: model.category };
}

// Rasterised once: every copy of the picture is cut from these pixels.
function rasterise(svg: string, width: number, height: number): Promise<Pixels> {
  return decodePixels(sharp(Buffer.from(svg)).resize(width, height).removeAlpha());
}

async function encode(svg: string, format: string, width: number, height: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize(width, height);
  if (format === ".png") return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return image.webp({ quality: 72, effort: 2 }).toBuffer();
}

function single(key: string, body: Promise<Buffer>) {
  return body.then((buffer) => ({ objects: [{ key, body: buffer, contentType: contentTypeOf(key) }] }));
}

/**
 * With `oneDrawingPerGroup`, a gallery's photos all store its first photo's pixels under their own keys: every key,
 * size, type and index entry is there, for a tenth of the drawing (the e2e server's seed, docs/decisions/030).
 */
export function imageJobs({ oneDrawingPerGroup = false } = {}): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const model of models) {
    const subject = subjectOf(model);
    for (const group of photoGroups(model)) {
      const size = group.format === ".gif" ? GIF : FULL;
      const draw = (keys: PhotoKeys, number: number) => async () => {
        const svg = photoSvg(subject, group.name, number, group.quantity, size.width, size.height);
        return photoObjects(await rasterise(svg, size.width, size.height), keys, group.format, FAST);
      };
      const firstKeys = photoKeys(model.component, group, 1);
      let firstDrawing: ReturnType<ReturnType<typeof draw>> | undefined;
      for (let number = 1; number <= group.quantity; number++) {
        const keys = photoKeys(model.component, group, number);
        const catalogued = [keys.full, keys.thumb, keys.random];
        const copiesAt = (width: number) =>
          photoObjectKeys(keys, group.format, width).filter((key) => !catalogued.includes(key));
        jobs.push({
          component: model.component,
          keys: [keys.full, keys.thumb, keys.random],
          copies: copiesAt(size.width),
          indexed: keys.full,
          number,
          copiesAt,
          render: oneDrawingPerGroup
            ? async () => {
                const { objects, info } = await (firstDrawing ??= draw(firstKeys, 1)());
                return { objects: rekeyedPhotoObjects(objects, firstKeys, keys, group.format, size.width), info };
              }
            : draw(keys, number),
        });
      }
    }
    if (model.cover) {
      const cover = model.cover;
      jobs.push({
        component: model.component,
        keys: [cover],
        copies: sizedObjectKeys(cover, "cover", COVER_SIZE.width).slice(1),
        render: async () => {
          const pixels = await rasterise(coverSvg(subject, COVER_SIZE.width, COVER_SIZE.height), 1200, 900);
          return { objects: await sizedObjects(pixels, cover, "cover", FAST) };
        },
      });
    }
    if (model.card) {
      const card = model.card;
      jobs.push({
        component: model.component,
        keys: [card],
        copies: sizedObjectKeys(card, "card", CARD_SIZE.width).slice(1),
        render: async () => {
          const pixels = await rasterise(cardSvg(subject, CARD_SIZE.width, CARD_SIZE.height), 300, 400);
          return { objects: await sizedObjects(pixels, card, "card", FAST) };
        },
      });
    }
    if (model.icon) {
      const icon = model.icon;
      jobs.push({
        component: model.component,
        keys: [icon],
        copies: [],
        render: () => single(icon, encode(iconSvg(subject, 100), ".webp", 100, 100)),
      });
    }
    const historyPhotos = model.history.sections.filter((section) => section.photo).length;
    for (let number = 1; number <= historyPhotos; number++) {
      jobs.push({
        component: model.component,
        keys: [historyPhotoKey(model, number)],
        copies: [],
        render: () =>
          single(historyPhotoKey(model, number), encode(historySvg(subject, number, 900, 600), ".webp", 900, 600)),
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
      copies: [],
      render: async () => {
        const [full, mobile] = await Promise.all([
          single(banner.full, encode(bannerSvg(subjectOf(model), variant, 1600, 500), ".webp", 1600, 500)),
          single(banner.mobile, encode(bannerSvg(subjectOf(model), variant, 640, 400), ".webp", 640, 400)),
        ]);
        return { objects: [...full.objects, ...mobile.objects] };
      },
    });
  }
  return jobs;
}

async function listPage(bucket: R2Bucket, cursor: string | undefined, attempt = 1): Promise<R2Objects> {
  try {
    return await bucket.list({ cursor, limit: 250 });
  } catch (error) {
    if (attempt >= 4) throw error;
    return listPage(bucket, cursor, attempt + 1);
  }
}

export async function existingKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    // A page of 1,000 through the local platform's proxy was dropped mid-answer on a busy machine: smaller, retried.
    const page = await listPage(bucket, cursor);
    for (const object of page.objects) keys.add(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** The image index as stored, or empty when there is none yet. */
export async function readImageIndex(bucket: R2Bucket): Promise<Record<string, [number, number, string]>> {
  const object = await bucket.get(IMAGE_INDEX_KEY);
  return object ? ((await object.json()) as Record<string, [number, number, string]>) : {};
}

export async function writeImageIndex(bucket: R2Bucket, index: ImageIndex): Promise<void> {
  await bucket.put(IMAGE_INDEX_KEY, JSON.stringify(index), {
    httpMetadata: { contentType: "application/json; charset=utf-8" },
  });
}

/** Written when every generated picture is in R2: a later start reads this one object instead of listing them all. */
export const SEED_IMAGES_KEY = "seed-images.json";

function fingerprintOf(jobs: ImageJob[]): string {
  const hash = createHash("sha256");
  for (const job of jobs) hash.update(`${job.keys.join(",")}|${job.copies.join(",")}\n`);
  return hash.digest("base64url");
}

async function seededFingerprint(bucket: R2Bucket): Promise<string | undefined> {
  const object = await bucket.get(SEED_IMAGES_KEY);
  return object ? ((await object.json()) as { fingerprint?: string }).fingerprint : undefined;
}

export interface SeedImagesOptions {
  /** Sharp encodes on its own threads, so more jobs in flight than cores keeps them busy while SVGs are drawn. */
  concurrency?: number;
  /** A part of the pictures (tests); the whole set is recorded as seeded only without it. */
  only?: (job: ImageJob) => boolean;
  /**
   * Draw what pages show at once (covers, cards, icons, banners, Historia) and leave the gallery photos to a later
   * full run, marking R2 so the server answers a neutral box for a picture not drawn yet (docs/decisions/030).
   */
  deferGallery?: boolean;
  /** Progress as a line every 10 % even on a terminal (beside a server's log), under this label. */
  lines?: string;
  /** Lists R2 even when it is recorded as seeded (a copy lost since). */
  recheck?: boolean;
  /** See `imageJobs`. */
  oneDrawingPerGroup?: boolean;
}

export async function seedImages(
  bucket: R2Bucket,
  { concurrency = 6, only, deferGallery = false, lines, recheck = false, oneDrawingPerGroup }: SeedImagesOptions = {},
): Promise<{ written: number; skipped: number; deferred: number }> {
  const all = imageJobs({ oneDrawingPerGroup });
  const fingerprint = only ? undefined : fingerprintOf(all);
  if (fingerprint && !recheck && (await seededFingerprint(bucket)) === fingerprint) {
    return { written: 0, skipped: all.length, deferred: 0 };
  }
  const jobs = only ? all.filter(only) : all;
  const present = await existingKeys(bucket);
  const index = await readImageIndex(bucket);
  const missing = jobs.filter(
    (job) => [...job.keys, ...job.copies].some((key) => !present.has(key)) || (job.indexed && !index[job.indexed]),
  );
  const deferred = deferGallery ? missing.filter((job) => job.indexed) : [];
  const now = missing
    .filter((job) => !deferred.includes(job))
    .sort((a, b) => Number(Boolean(a.indexed)) - Number(Boolean(b.indexed)) || (a.number ?? 0) - (b.number ?? 0));
  const bar = progressBar(lines ?? (deferGallery ? "Obrazy stron" : "Obrazy"), now.length, {
    lines: Boolean(lines),
  });
  let next = 0;
  let sinceIndexed = 0;
  const worker = async () => {
    while (next < now.length) {
      const job = now[next++]!;
      const { objects, info } = await job.render();
      await Promise.all(
        objects.map((object) =>
          bucket.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } }),
        ),
      );
      if (job.indexed && info) {
        index[job.indexed] = [info.width, info.height, info.placeholder];
        // While a server runs beside the seed, its pages pick up sizes and placeholders as photos arrive.
        if (++sinceIndexed >= 100) {
          sinceIndexed = 0;
          await writeImageIndex(bucket, { ...index });
        }
      }
      bar.tick();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  bar.finish();
  if (now.some((job) => job.indexed)) await writeImageIndex(bucket, index);
  if (deferred.length > 0) {
    await bucket.put(IMAGES_PENDING_KEY, "{}", { httpMetadata: { contentType: "application/json" } });
  } else if (fingerprint) {
    await bucket.put(SEED_IMAGES_KEY, JSON.stringify({ fingerprint }), {
      httpMetadata: { contentType: "application/json" },
    });
    await bucket.delete(IMAGES_PENDING_KEY);
  }
  return { written: now.length, skipped: jobs.length - missing.length, deferred: deferred.length };
}
