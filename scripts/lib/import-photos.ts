// Writing is left to a PhotoWriter so the script can pass the local bucket or `--remote`, and a test a map.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { seedView } from "#features/catalog/index.server.ts";
import { historyPhotoKey, photoGroups, photoKeys, type ImageInfo, type PhotoGroup } from "#features/catalog/index.ts";
import { decodePixels, photoObjects, type EncodedObject } from "./image-variants.ts";
import { progressBar } from "./progress.ts";

export type { EncodedObject };

const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
/** The long side of a stored full-size photo: enough for a full-screen lightbox, small enough for R2 and phones. */
export const MAX_SIDE = 2400;

/** The folder name that holds a model's Historia photos rather than a gallery group. */
export const HISTORY_GROUP = "historia";
/**
 * A Historia photo is stored as one 3:2 WebP (the article shows it at 900x600), twice that wide for sharp screens.
 */
export const HISTORY_SIZE = { width: 1800, height: 1200 } as const;

export interface PhotoImport {
  file: string;
  component: string;
  group: PhotoGroup;
  number: number;
}

/** The n-th photo of a model's Historia article, in article order, under `historyPhotoKey`. */
export interface HistoryImport {
  file: string;
  component: string;
  group: typeof HISTORY_GROUP;
  number: number;
  key: string;
}

export type ImportEntry = PhotoImport | HistoryImport;

export interface ImportFailure {
  file: string;
  message: string;
}

export type PhotoWriter = (object: EncodedObject) => Promise<void>;

export interface ImportPlan {
  imports: ImportEntry[];
  failures: ImportFailure[];
}

// Natural name order, so `2.jpg` comes before `10.jpg`.
export function photoFilesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && PHOTO_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, "pl", { numeric: true }))
    .map((name) => path.join(folder, name));
}

function numberInName(file: string): number | undefined {
  const digits = /(\d+)(?!.*\d)/.exec(path.parse(file).name)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

// Numbers in the names count only when all differ and fit 1..quantity, so camera names (`IMG_20240512_123456.jpg`)
// fall back to name order.
export function numberPhotoFiles(
  files: readonly string[],
  quantity: number,
): { numbered: { file: string; number: number }[]; extra: string[] } {
  const fromNames = files.map(numberInName);
  const namesAreNumbers =
    fromNames.every((number) => number !== undefined && number >= 1 && number <= quantity) &&
    new Set(fromNames).size === files.length;
  if (namesAreNumbers)
    return { numbered: files.map((file, index) => ({ file, number: fromNames[index]! })), extra: [] };
  return {
    numbered: files.slice(0, quantity).map((file, index) => ({ file, number: index + 1 })),
    extra: files.slice(quantity),
  };
}

function tooMany(file: string, what: string, room: number, count: number): ImportFailure {
  return {
    file,
    message: `za dużo plików: ${what} ma miejsce na ${room}, a w folderze jest ${count}; ten plik pominięto.`,
  };
}

export function planFolder(folder: string, component: string, groupName: string): ImportPlan {
  const model = seedView.byComponent(component);
  if (!model) throw new Error(`Nie ma modelu '${component}' w katalogu.`);
  if (groupName === HISTORY_GROUP) {
    const room = model.history.sections.filter((section) => section.photo).length;
    const files = photoFilesIn(folder);
    const { numbered, extra } = numberPhotoFiles(files, room);
    return {
      imports: numbered.map(({ file, number }) => ({
        file,
        component,
        group: HISTORY_GROUP,
        number,
        key: historyPhotoKey(model, number),
      })),
      failures: extra.map((file) => tooMany(file, `Historia modelu ${component}`, room, files.length)),
    };
  }
  const group = photoGroups(model).find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`Model '${component}' nie ma grupy zdjęć '${groupName}'.`);
  const files = photoFilesIn(folder);
  const { numbered, extra } = numberPhotoFiles(files, group.quantity);
  return {
    imports: numbered.map(({ file, number }) => ({ file, component, group, number })),
    failures: extra.map((file) =>
      tooMany(file, `grupa '${group.name}' modelu ${component}`, group.quantity, files.length),
    ),
  };
}

export function planImport(folder: string, target?: { component: string; group: string }): ImportPlan {
  if (target) return planFolder(folder, target.component, target.group);
  const subfolders = (parent: string) =>
    readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, "pl", { numeric: true }));
  const plans = subfolders(folder).flatMap((component) =>
    subfolders(path.join(folder, component)).map((group) =>
      planFolder(path.join(folder, component, group), component, group),
    ),
  );
  return { imports: plans.flatMap((plan) => plan.imports), failures: plans.flatMap((plan) => plan.failures) };
}

/**
 * Every object of one photo (docs/decisions/012): the original in its group's format at most MAX_SIDE on its long
 * side, so the bytes match the key's extension and Content-Type, its widths in AVIF and WebP, the social card and
 * the thumbnails, with its image-index entry.
 */
export async function encodePhoto(entry: PhotoImport): Promise<{ objects: EncodedObject[]; info: ImageInfo }> {
  // failOn "error" turns a truncated or damaged file into an error instead of a half-grey picture.
  const source = sharp(entry.file, { failOn: "error" }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error("nie udało się odczytać wymiarów");
  const pixels = await decodePixels(
    source.resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).removeAlpha(),
  );
  return photoObjects(pixels, photoKeys(entry.component, entry.group, entry.number), entry.group.format);
}

/**
 * A Historia photo: cropped to 3:2 around its centre, at most HISTORY_SIZE and never enlarged, as WebP (the key's
 * format); it has no copies or index entry because the article shows it at one size.
 */
export async function encodeHistoryPhoto(entry: HistoryImport): Promise<EncodedObject> {
  const source = sharp(entry.file, { failOn: "error" }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error("nie udało się odczytać wymiarów");
  // EXIF orientations 5-8 turn the picture a quarter, so rotate() swaps its sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const outWidth = Math.min(HISTORY_SIZE.width, width, Math.floor((height * 3) / 2));
  const body = await source
    .resize(outWidth, Math.round((outWidth * 2) / 3), { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
  return { key: entry.key, body, contentType: "image/webp" };
}

function writeFailure(file: string, error: unknown): ImportFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return { file, message: `nie udało się zapisać w R2: ${detail}` };
}

function unreadableMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `nie da się odczytać zdjęcia (plik uszkodzony albo to nie JPG/PNG/WebP): ${detail}`;
}

/** The catalogue's keys of a photo go to `write`; its sized copies to `copies` (the script passes the same target). */
export interface ImportTargets {
  copies?: PhotoWriter;
}

export interface ImportResult {
  imported: ImportEntry[];
  failures: ImportFailure[];
  /** The image-index entries of the imported photos, for `mergeImageIndex`. */
  index: Record<string, [number, number, string]>;
}

async function importHistoryPhoto(
  entry: HistoryImport,
  write: PhotoWriter,
  imported: ImportEntry[],
  failures: ImportFailure[],
): Promise<void> {
  let object: EncodedObject;
  try {
    object = await encodeHistoryPhoto(entry);
  } catch (error) {
    failures.push({ file: entry.file, message: unreadableMessage(error) });
    return;
  }
  try {
    await write(object);
    imported.push(entry);
  } catch (error) {
    failures.push(writeFailure(entry.file, error));
  }
}

// A photo is encoded whole before any key is written, so a file that fails leaves the stored objects as they were.
export async function importPhotos(
  imports: readonly ImportEntry[],
  write: PhotoWriter,
  { copies }: ImportTargets = {},
): Promise<ImportResult> {
  const imported: PhotoImport[] = [];
  const failures: ImportFailure[] = [];
  const index: ImportResult["index"] = {};
  const bar = progressBar("Import", imports.length);
  try {
    for (const entry of imports) {
      if (entry.group === HISTORY_GROUP) {
        await importHistoryPhoto(entry, write, imported, failures);
        bar.tick();
        continue;
      }
      let encoded: Awaited<ReturnType<typeof encodePhoto>> | undefined;
      try {
        encoded = await encodePhoto(entry);
      } catch (error) {
        failures.push({ file: entry.file, message: unreadableMessage(error) });
      }
      if (encoded) {
        const keys = photoKeys(entry.component, entry.group, entry.number);
        const catalogued = new Set<string>([keys.full, keys.thumb, keys.random]);
        try {
          for (const object of encoded.objects) {
            if (catalogued.has(object.key)) await write(object);
            else await copies?.(object);
          }
          imported.push(entry);
          index[keys.full] = [encoded.info.width, encoded.info.height, encoded.info.placeholder];
        } catch (error) {
          failures.push(writeFailure(entry.file, error));
        }
      }
      bar.tick();
    }
  } finally {
    bar.finish();
  }
  return { imported, failures, index };
}
