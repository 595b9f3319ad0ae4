// Writing is left to a PhotoWriter so the script can pass the local bucket or `--remote`, and a test a map.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { getModelByComponent } from "#features/catalog/index.server.ts";
import { photoGroups, photoKeys, type PhotoGroup } from "#features/catalog/index.ts";
import { progressBar } from "./progress.ts";

const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;
/** The long side of a stored full-size photo: enough for a full-screen lightbox, small enough for R2 and phones. */
export const MAX_SIDE = 2400;

export interface PhotoImport {
  file: string;
  component: string;
  group: PhotoGroup;
  number: number;
}

export interface ImportFailure {
  file: string;
  message: string;
}

export interface EncodedObject {
  key: string;
  body: Buffer;
  contentType: string;
}

export type PhotoWriter = (object: EncodedObject) => Promise<void>;

export interface ImportPlan {
  imports: PhotoImport[];
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

// The full picture keeps the group's own format so the bytes match the key's extension and Content-Type.
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

function unreadableMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `nie da się odczytać zdjęcia (plik uszkodzony albo to nie JPG/PNG/WebP): ${detail}`;
}

// A photo is encoded whole before any key is written, so a file that fails leaves the stored objects as they were.
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
