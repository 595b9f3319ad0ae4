/**
 * `npm run images:import -- <folder> [--model Hel --group dzień] [--remote]`: turns the owner's photos
 * (jpg/png/webp) into the catalogue's R2 keys: the full picture (at most 2400 px, in the group's format) and its
 * 160x160 and 200x200 WebP thumbnails. Without --model/--group the folder is read as <folder>/<component>/<group>/.
 * The photo number is the last number in the file name (else the file's place in name order). A file that
 * cannot be read is reported and skipped: everything already stored stays.
 */
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { getModelByComponent } from "../features/catalog/index.server.ts";
import { photoGroups, photoKeys, type PhotoGroup } from "../features/catalog/index.ts";
import { parseArgs } from "./lib/args.ts";
import { localPlatform } from "./lib/platform.ts";
import { progressBar } from "./lib/progress.ts";
import { mustRun } from "./lib/run.ts";

const PHOTO = /\.(jpe?g|png|webp)$/i;
const MAX_SIDE = 2400;

interface ImportFile {
  file: string;
  component: string;
  group: PhotoGroup;
  number: number;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function photosIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => PHOTO.test(name))
    .sort((a, b) => a.localeCompare(b, "pl", { numeric: true }))
    .map((name) => path.join(folder, name));
}

function planFolder(folder: string, component: string, groupName: string): ImportFile[] {
  const model = getModelByComponent(component) ?? fail(`Nie ma modelu '${component}' w katalogu.`);
  const group =
    photoGroups(model).find((candidate) => candidate.name === groupName) ??
    fail(`Model '${component}' nie ma grupy zdjęć '${groupName}'.`);
  return photosIn(folder).map((file, index) => {
    const digits = /(\d+)(?!.*\d)/.exec(path.basename(file))?.[1];
    return { file, component, group, number: digits ? Number(digits) : index + 1 };
  });
}

async function encode(entry: ImportFile): Promise<{ key: string; body: Buffer; type: string }[]> {
  const source = sharp(entry.file, { failOn: "error" }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error("nie udało się odczytać wymiarów");
  const full = source.clone().resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
  const keys = photoKeys(entry.component, entry.group, entry.number);
  const [body, type] =
    entry.group.format === ".jpg"
      ? [await full.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), "image/jpeg"]
      : entry.group.format === ".gif"
        ? [await full.gif().toBuffer(), "image/gif"]
        : [await full.webp({ quality: 82 }).toBuffer(), "image/webp"];
  const square = (size: number) => source.clone().resize(size, size, { fit: "cover" }).webp({ quality: 75 }).toBuffer();
  return [
    { key: keys.full, body, type },
    { key: keys.thumb, body: await square(160), type: "image/webp" },
    { key: keys.random, body: await square(200), type: "image/webp" },
  ];
}

const args = parseArgs();
const folder =
  args.positional[0] ??
  fail("Podaj folder ze zdjęciami: npm run images:import -- <folder> [--model Hel --group dzień] [--remote]");
if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) fail(`'${folder}' nie jest folderem.`);

const model = args.text("model");
const group = args.text("group");
let plan: ImportFile[];
if (model || group) {
  if (!model || !group) fail("Podaj razem --model i --group.");
  plan = planFolder(folder, model, group);
} else {
  plan = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((componentDir) =>
      readdirSync(path.join(folder, componentDir.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((groupDir) =>
          planFolder(path.join(folder, componentDir.name, groupDir.name), componentDir.name, groupDir.name),
        ),
    );
}
const outOfRange = plan.filter((entry) => entry.number < 1 || entry.number > entry.group.quantity);
for (const entry of outOfRange)
  console.warn(`Pominięto ${entry.file}: numer ${entry.number} spoza 1-${entry.group.quantity}.`);
plan = plan.filter((entry) => !outOfRange.includes(entry));
if (plan.length === 0) fail("Nie znaleziono zdjęć do zaimportowania.");

const remote = args.flag("remote");
const platform = remote ? undefined : await localPlatform();
const scratch = remote ? mkdtempSync(path.join(tmpdir(), "images-")) : "";
const bar = progressBar("Import", plan.length);
const failures: string[] = [];
try {
  for (const entry of plan) {
    try {
      const objects = await encode(entry);
      for (const object of objects) {
        if (platform) {
          await platform.env.IMAGES.put(object.key, object.body, { httpMetadata: { contentType: object.type } });
        } else {
          const file = path.join(scratch, "object");
          writeFileSync(file, object.body);
          await mustRun(
            "wrangler",
            [
              "r2",
              "object",
              "put",
              `kartonowe-images/${object.key}`,
              "--file",
              file,
              "--content-type",
              object.type,
              "--remote",
              "-c",
              "wrangler.toml",
            ],
            { stdio: "ignore" },
          );
        }
      }
    } catch (error) {
      failures.push(`${entry.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    bar.tick();
  }
} finally {
  bar.finish();
  await platform?.dispose();
}
console.log(`Zaimportowano ${plan.length - failures.length} z ${plan.length} zdjęć${remote ? " (zdalnie)" : ""}.`);
for (const failure of failures) console.error(`Błąd: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
