// Without --model/--group the folder is read as <folder>/<component>/<group>/ (docs/images.md).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "./lib/args.ts";
import { importPhotos, photoFilesIn, planImport, type ImportPlan, type PhotoWriter } from "./lib/import-photos.ts";
import { addPhotos, siteTarget, type PhotoTarget } from "./lib/upload-photos.ts";
import { createDatabase } from "#app/lib/db.server.ts";
import { loadCatalog, uploadPhoto } from "#features/catalog/index.server.ts";
import { localPlatform } from "./lib/platform.ts";
import { readImageIndex, writeImageIndex } from "./lib/seed-images.ts";
import { IMAGE_INDEX_KEY, type ImageIndex } from "#features/catalog/index.ts";
import { mustRun } from "./lib/run.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

interface Target {
  write: PhotoWriter;
  /** Adds the imported photos' entries to the image index (read, merged, written back). */
  mergeIndex: (entries: ImageIndex) => Promise<void>;
  close: () => Promise<void>;
}

async function localTarget(): Promise<Target> {
  const platform = await localPlatform();
  return {
    write: async (object) => {
      await platform.env.IMAGES.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
    },
    mergeIndex: async (entries) => {
      const index = await readImageIndex(platform.env.IMAGES);
      await writeImageIndex(platform.env.IMAGES, { ...index, ...entries });
    },
    close: () => platform.dispose(),
  };
}

function remoteTarget(): Target {
  const scratch = mkdtempSync(path.join(tmpdir(), "images-"));
  const file = path.join(scratch, "object");
  const r2 = (command: "get" | "put", key: string, extra: string[] = []) =>
    mustRun(
      "wrangler",
      ["r2", "object", command, `kartonowe-images/${key}`, "--file", file, ...extra, "--remote", "-c", "wrangler.toml"],
      { stdio: "ignore" },
    );
  const write: PhotoWriter = async (object) => {
    writeFileSync(file, object.body);
    await r2("put", object.key, ["--content-type", object.contentType]);
  };
  return {
    write,
    mergeIndex: async (entries) => {
      rmSync(file, { force: true });
      // No index yet is the first import: wrangler then fails and leaves no file.
      await r2("get", IMAGE_INDEX_KEY).catch(() => undefined);
      const index = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ImageIndex) : {};
      await write({
        key: IMAGE_INDEX_KEY,
        body: Buffer.from(JSON.stringify({ ...index, ...entries })),
        contentType: "application/json; charset=utf-8",
      });
    },
    close: async () => rmSync(scratch, { recursive: true, force: true }),
  };
}

const args = parseArgs();
const folder =
  args.positional[0] ??
  fail("Podaj folder ze zdjęciami: npm run images:import -- <folder> [--model Hel --group dzień] [--remote]");
if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) fail(`'${folder}' nie jest folderem.`);

const component = args.text("model");
if (args.flag("add")) await addToGallery();
const group = args.text("group");
if ((component || group) && !(component && group)) fail("Podaj razem --model i --group.");
let plan: ImportPlan;
try {
  plan = planImport(folder, component && group ? { component, group } : undefined);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (plan.imports.length === 0 && plan.failures.length === 0) fail("Nie znaleziono zdjęć do zaimportowania.");

const remote = args.flag("remote");
const target = remote ? remoteTarget() : await localTarget();
let result: Awaited<ReturnType<typeof importPhotos>>;
try {
  result = await importPhotos(plan.imports, target.write, { copies: target.write });
  if (result.imported.length > 0) await target.mergeIndex(result.index);
} finally {
  await target.close();
}
const failures = [...plan.failures, ...result.failures];
const total = plan.imports.length + plan.failures.length;
console.log(`Zaimportowano ${result.imported.length} z ${total} zdjęć${remote ? " (zdalnie)" : ""}.`);
for (const failure of failures) console.error(`Błąd: ${failure.file}: ${failure.message}`);
process.exitCode = failures.length ? 1 : 0;

/**
 * `--add --model <component> --group <group>`: every photo of the folder becomes a new photo at the end of the group,
 * stored as the browser's uploader stores it (decision 025): locally through the same function as the route, with
 * `--remote` through the live site's route itself.
 */
async function addToGallery(): Promise<never> {
  const model = args.text("model");
  const groupName = args.text("group");
  if (!model || !groupName) fail("Z --add podaj --model i --group.");
  const files = photoFilesIn(folder);
  if (files.length === 0) fail("Nie znaleziono zdjęć do dodania.");
  let target: PhotoTarget;
  if (args.flag("remote")) {
    const login = process.env.ADMIN_LOGIN ?? fail("Podaj ADMIN_LOGIN i ADMIN_PASSWORD konta administratora.");
    const password = process.env.ADMIN_PASSWORD ?? fail("Podaj ADMIN_PASSWORD konta administratora.");
    const site = args.text("site") ?? process.env.SITE_URL ?? fail("Podaj adres strony: --site https://…");
    target = await siteTarget(site, login, password);
  } else {
    target = await localPhotoTarget();
  }
  let result: Awaited<ReturnType<typeof addPhotos>>;
  try {
    result = await addPhotos(files, model, groupName, target);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    await target.close();
  }
  console.log(
    `Dodano ${result.added.length} z ${files.length} zdjęć do galerii${args.flag("remote") ? " (zdalnie)" : ""}.`,
  );
  for (const failure of result.failures) console.error(`Błąd: ${failure.file}: ${failure.message}`);
  process.exit(result.failures.length ? 1 : 0);
}

/** The local site's D1 and R2 through the route's own function; the hourly batch cap is the browser's, not the CLI's. */
async function localPhotoTarget(): Promise<PhotoTarget> {
  const platform = await localPlatform();
  const db = createDatabase(platform.env.DB);
  return {
    modelId: async (component) => (await loadCatalog(db)).byComponent(component, { drafts: true })?.id,
    upload: async (modelId, form) => {
      const uploaded = await uploadPhoto(db, platform.env.IMAGES, modelId, { form, capped: false });
      if (!uploaded.ok) throw new Error(uploaded.message);
      return uploaded.photo.key!;
    },
    close: () => platform.dispose(),
  };
}
