// Without --model/--group the folder is read as <folder>/<component>/<group>/ (README, "Images").
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "./lib/args.ts";
import { importPhotos, planImport, type ImportPlan, type PhotoWriter } from "./lib/import-photos.ts";
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
