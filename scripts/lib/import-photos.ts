/**
 * The planning and encoding half of `npm run images:import`: which photo number each file of a folder becomes,
 * and the bytes stored under that photo's R2 keys. Writing is left to a `PhotoWriter`, so the script can hand it
 * the local bucket or wrangler's `--remote` upload, and a test an in-memory map.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { getModelByComponent } from "#features/catalog/index.server.ts";
import { photoGroups, photoKeys, type PhotoGroup } from "#features/catalog/index.ts";
import { progressBar } from "./progress.ts";

const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
/** The long side of a stored full-size photo: enough for a full-screen lightbox, small enough for R2 and phones. */
export const MAX_SIDE = 2400;

/** One file of the owner's and the catalogue photo it becomes. */
export interface PhotoImport {
  file: string;
  component: string;
  group: PhotoGroup;
  number: number;
}

/** A file that was not stored, with the reason in Polish for the owner. */
export interface ImportFailure {
  file: string;
  message: string;
}

/** One R2 object ready to be written. */
export interface EncodedObject {
  key: string;
  body: Buffer;
  contentType: string;
}

/** Stores one object; the script's writers go to the local bucket or to wrangler `--remote`. */
export type PhotoWriter = (object: EncodedObject) => Promise<void>;

/** The import of one folder or folder tree: what to store and what was already refused while planning. */
export interface ImportPlan {
  imports: PhotoImport[];
  failures: ImportFailure[];
}

/** Photo files (jpg/png/webp) of a folder in natural name order, so `2.jpg` comes before `10.jpg`. */
export function photoFilesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && PHOTO_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, "pl", { numeric: true }))
    .map((name) => path.join(folder, name));
}

/** The last number in a file's name (extension left out), e.g. 7 for `hel-d07.jpg`. */
function numberInName(file: string): number | undefined {
  const digits = /(\d+)(?!.*\d)/.exec(path.parse(file).name)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * Photo numbers for a folder's files (given in natural name order). The numbers in the names count only when
 * every file has one, all differ and all fit 1..quantity, as when the owner named them `01.jpg` or `Hel01.jpg`;
 * camera names (`IMG_20240512_123456.jpg`) fail that test, and then the files are numbered 1..n in name order.
 * Files past the group's quantity get no number and come back in `extra`.
 */
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

/** The plan for one folder holding one group's photos; throws (in Polish) for an unknown model or group. */
export function planFolder(folder: string, component: string, groupName: string): ImportPlan {
  const model = getModelByComponent(component);
  if (!model) throw new Error(`Nie ma modelu '${component}' w katalogu.`);
  const group = photoGroups(model).find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`Model '${component}' nie ma grupy zdjęć '${groupName}'.`);
  const files = photoFilesIn(folder);
  const { numbered, extra } = numberPhotoFiles(files, group.quantity);
  return {
    imports: numbered.map(({ file, number }) => ({ file, component, group, number })),
    failures: extra.map((file) => ({
      file,
      message:
        `za dużo plików: grupa '${group.name}' modelu ${component} ma miejsce na ${group.quantity}, ` +
        `a w folderze jest ${files.length}; ten plik pominięto.`,
    })),
  };
}

/**
 * The plan for a folder: with `target` the folder holds that group's photos, without it the folder is read as
 * <folder>/<component>/<group>/.
 */
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
 * The three objects of one photo: the full picture (long side at most MAX_SIDE) in the group's own format, so
 * the bytes match the key's extension and Content-Type, and its 160x160 and 200x200 WebP thumbnails.
 */
export async function encodePhoto(entry: PhotoImport): Promise<EncodedObject[]> {
  // failOn "error" turns a truncated or damaged file into an error instead of a half-grey picture.
  const source = sharp(entry.file, { failOn: "error" }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error("nie udało się odczytać wymiarów");
  const full = source.clone().resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
  const keys = photoKeys(entry.component, entry.group, entry.number);
  const [body, contentType] =
    entry.group.format === ".jpg"
      ? [await full.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), "image/jpeg"]
      : entry.group.format === ".gif"
        ? [await full.gif().toBuffer(), "image/gif"]
        : [await full.webp({ quality: 82 }).toBuffer(), "image/webp"];
  const square = (size: number) => source.clone().resize(size, size, { fit: "cover" }).webp({ quality: 75 }).toBuffer();
  return [
    { key: keys.full, body, contentType },
    { key: keys.thumb, body: await square(160), contentType: "image/webp" },
    { key: keys.random, body: await square(200), contentType: "image/webp" },
  ];
}

/** The owner-facing reason a file could not be turned into a photo. */
function unreadableMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `nie da się odczytać zdjęcia (plik uszkodzony albo to nie JPG/PNG/WebP): ${detail}`;
}

/**
 * Encodes and writes every planned photo, one after another behind a progress bar. A photo is encoded whole
 * before any of its keys is written, so a file that fails leaves every stored object as it was.
 */
export async function importPhotos(
  imports: readonly PhotoImport[],
  write: PhotoWriter,
): Promise<{ imported: PhotoImport[]; failures: ImportFailure[] }> {
  const imported: PhotoImport[] = [];
  const failures: ImportFailure[] = [];
  const bar = progressBar("Import", imports.length);
  try {
    for (const entry of imports) {
      let objects: EncodedObject[] | undefined;
      try {
        objects = await encodePhoto(entry);
      } catch (error) {
        failures.push({ file: entry.file, message: unreadableMessage(error) });
      }
      if (objects) {
        try {
          for (const object of objects) await write(object);
          imported.push(entry);
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          failures.push({ file: entry.file, message: `nie udało się zapisać w R2: ${detail}` });
        }
      }
      bar.tick();
    }
  } finally {
    bar.finish();
  }
  return { imported, failures };
}
