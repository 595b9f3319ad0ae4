// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedView } from "#features/catalog/index.server.ts";
import { historyPhotoKey, photoGroups, photoKeys } from "#features/catalog/index.ts";
import {
  HISTORY_SIZE,
  importPhotos,
  numberPhotoFiles,
  planImport,
  type EncodedObject,
  type PhotoWriter,
} from "../lib/import-photos.ts";

/** Enough of an R2 bucket for the import: the stored bytes and content type under each key. */
function memoryBucket() {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const write: PhotoWriter = async (object: EncodedObject) => {
    objects.set(object.key, { body: new Uint8Array(object.body), contentType: object.contentType });
  };
  return { objects, write };
}

const helDay = photoGroups(seedView.byComponent("Hel")!).find((group) => group.name === "dzień")!;
const helNight = photoGroups(seedView.byComponent("Hel")!).find((group) => group.name === "noc")!;
const bedzinDay = photoGroups(seedView.byComponent("Bedzin")!).find((group) => group.name === "dzień")!;

let root: string;

function folder(...parts: string[]): string {
  const dir = path.join(root, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function photo(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

async function writeJpeg(dir: string, name: string, width = 80, height = 60): Promise<void> {
  await photo(width, height, "#3a6ea5").jpeg().toFile(path.join(dir, name));
}

/** Random bytes behind a .jpg name, with a first byte no image format starts with. */
function writeCorrupt(dir: string, name: string): void {
  writeFileSync(path.join(dir, name), Buffer.concat([Buffer.from("uszkodzony"), randomBytes(4096)]));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "images-import-test-"));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("photo numbering", () => {
  test("keeps the owner's numbers when every name has a distinct one within the group", () => {
    expect(numberPhotoFiles(["01.jpg", "02.jpg", "07.png"], 14).numbered.map((entry) => entry.number)).toEqual([
      1, 2, 7,
    ]);
    expect(numberPhotoFiles(["Hel01.jpg", "Hel03.webp", "Hel14.jpg"], 14)).toEqual({
      numbered: [
        { file: "Hel01.jpg", number: 1 },
        { file: "Hel03.webp", number: 3 },
        { file: "Hel14.jpg", number: 14 },
      ],
      extra: [],
    });
  });

  test("numbers camera names 1..n in name order instead of reading their counters", () => {
    const camera = ["IMG_20240512_123456.jpg", "IMG_20240512_123501.jpg", "IMG_20240513_080000.jpg"];
    expect(numberPhotoFiles(camera, 14).numbered.map((entry) => entry.number)).toEqual([1, 2, 3]);
    // 42 and 43 would fit a bigger group, but not this one: the counter is not the photo's place.
    expect(numberPhotoFiles(["DSC_0042.jpg", "DSC_0043.jpg"], 14).numbered).toEqual([
      { file: "DSC_0042.jpg", number: 1 },
      { file: "DSC_0043.jpg", number: 2 },
    ]);
  });

  test("falls back to name order when one name lacks a number or two names share one", () => {
    expect(numberPhotoFiles(["01.jpg", "okładka.jpg"], 14).numbered.map((entry) => entry.number)).toEqual([1, 2]);
    expect(numberPhotoFiles(["a5.jpg", "b5.jpg"], 14).numbered.map((entry) => entry.number)).toEqual([1, 2]);
    expect(numberPhotoFiles(["00.jpg", "01.jpg"], 14).numbered.map((entry) => entry.number)).toEqual([1, 2]);
  });

  test("reads a folder in natural name order, so 'zdjęcie 2' comes before 'zdjęcie 10'", async () => {
    const dir = folder("natural");
    for (const name of ["zdjęcie 10.jpg", "zdjęcie 2.jpg", "zdjęcie 1.jpg", "notatki.txt"]) {
      if (name.endsWith(".jpg")) await writeJpeg(dir, name);
      else writeFileSync(path.join(dir, name), "nie zdjęcie");
    }
    // Hel noc holds 3 photos, so 10 is out of range and the names' numbers do not count.
    const plan = planImport(dir, { component: "Hel", group: "noc" });
    expect(plan.imports.map((entry) => [path.basename(entry.file), entry.number])).toEqual([
      ["zdjęcie 1.jpg", 1],
      ["zdjęcie 2.jpg", 2],
      ["zdjęcie 10.jpg", 3],
    ]);
    expect(plan.failures).toEqual([]);
  });

  test("refuses an unknown model or group in Polish", () => {
    const dir = folder("unknown");
    expect(() => planImport(dir, { component: "Atlantyda", group: "dzień" })).toThrow(
      "Nie ma modelu 'Atlantyda' w katalogu.",
    );
    expect(() => planImport(dir, { component: "Hel", group: "zima" })).toThrow(
      "Model 'Hel' nie ma grupy zdjęć 'zima'.",
    );
  });
});

describe("the photo import", () => {
  test("stores real photos, skips a corrupt one with a Polish message and leaves every stored key as it was", async () => {
    const dir = folder("hel-dzien");
    await photo(800, 600, "#c0392b").jpeg().toFile(path.join(dir, "Hel01.jpg"));
    await photo(4000, 3000, "#27ae60").png().toFile(path.join(dir, "Hel02.png"));
    writeCorrupt(dir, "Hel03.jpg");

    const { objects, write } = memoryBucket();
    const earlier = (text: string) => ({ body: new Uint8Array(Buffer.from(text)), contentType: "image/jpeg" });
    const otherPhoto = photoKeys("Hel", helDay, 10);
    const corruptSlot = photoKeys("Hel", helDay, 3);
    for (const key of [...Object.values(otherPhoto), ...Object.values(corruptSlot)]) {
      objects.set(key, earlier(`wcześniej zapisane: ${key}`));
    }
    const before = new Map([...objects].map(([key, value]) => [key, Buffer.from(value.body)]));

    const plan = planImport(dir, { component: "Hel", group: "dzień" });
    expect(plan.imports.map((entry) => entry.number)).toEqual([1, 2, 3]);
    const result = await importPhotos(plan.imports, write);

    expect(result.imported.map((entry) => path.basename(entry.file))).toEqual(["Hel01.jpg", "Hel02.png"]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]!.file).toBe(path.join(dir, "Hel03.jpg"));
    expect(result.failures[0]!.message).toMatch(
      /^nie da się odczytać zdjęcia \(plik uszkodzony albo to nie JPG\/PNG\/WebP\): /,
    );

    for (const [key, bytes] of before) expect(Buffer.from(objects.get(key)!.body).equals(bytes), key).toBe(true);

    const first = photoKeys("Hel", helDay, 1);
    const small = objects.get(first.full)!;
    expect(first.full).toBe("models/Hel/dzien/hel-d01.jpg");
    expect(small.contentType).toBe("image/jpeg");
    expect(await sharp(small.body).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 600 });

    // The PNG becomes the group's JPEG, shrunk to 2400 px on its long side.
    const second = photoKeys("Hel", helDay, 2);
    const big = objects.get(second.full)!;
    expect(big.contentType).toBe("image/jpeg");
    expect(await sharp(big.body).metadata()).toMatchObject({ format: "jpeg", width: 2400, height: 1800 });
    const thumb = objects.get(second.thumb)!;
    expect(thumb.contentType).toBe("image/webp");
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: "webp", width: 160, height: 160 });
    const random = objects.get(second.random)!;
    expect(random.contentType).toBe("image/webp");
    expect(await sharp(random.body).metadata()).toMatchObject({ format: "webp", width: 200, height: 200 });

    expect(objects.size).toBe(before.size + 6);
  }, 60_000);

  test("writes the full picture of a WebP group as WebP, whatever the file was", async () => {
    const dir = folder("bedzin-dzien");
    await writeJpeg(dir, "01.jpg", 300, 200);
    const { objects, write } = memoryBucket();
    const result = await importPhotos(planImport(dir, { component: "Bedzin", group: "dzień" }).imports, write);
    expect(result.failures).toEqual([]);
    const full = objects.get(photoKeys("Bedzin", bedzinDay, 1).full)!;
    expect(full.contentType).toBe("image/webp");
    expect(await sharp(full.body).metadata()).toMatchObject({ format: "webp", width: 300, height: 200 });
  });

  test("reports the files past the group's quantity and stores the rest, reading <folder>/<model>/<group>/", async () => {
    const tree = folder("tree");
    const night = folder("tree", "Hel", "noc");
    const camera = ["IMG_0101.jpg", "IMG_0102.jpg", "IMG_0103.jpg", "IMG_0104.jpg", "IMG_0105.jpg"];
    for (const name of camera) await writeJpeg(night, name);

    const plan = planImport(tree);
    expect(helNight.quantity).toBe(3);
    expect(plan.imports.map((entry) => [path.basename(entry.file), entry.number])).toEqual([
      ["IMG_0101.jpg", 1],
      ["IMG_0102.jpg", 2],
      ["IMG_0103.jpg", 3],
    ]);
    expect(plan.failures).toEqual(
      ["IMG_0104.jpg", "IMG_0105.jpg"].map((name) => ({
        file: path.join(night, name),
        message: "za dużo plików: grupa 'noc' modelu Hel ma miejsce na 3, a w folderze jest 5; ten plik pominięto.",
      })),
    );

    const { objects, write } = memoryBucket();
    const result = await importPhotos(plan.imports, write);
    expect(result.failures).toEqual([]);
    expect([...objects.keys()].sort()).toEqual(
      [1, 2, 3].flatMap((number) => Object.values(photoKeys("Hel", helNight, number))).sort(),
    );
  });

  test("stores a real-size photo at every width in AVIF and WebP, its social card, its squares and its index entry", async () => {
    const dir = folder("hel-dzien-duze");
    // A camera's 4000x3000 photo: the import keeps at most 2400 px on the long side.
    await photo(4000, 3000, "#2e86c1")
      .composite([{ input: await photo(1200, 900, "#f4d03f").png().toBuffer(), top: 600, left: 800 }])
      .jpeg({ quality: 90 })
      .toFile(path.join(dir, "Hel05.jpg"));
    const { objects, write } = memoryBucket();
    const copies = memoryBucket();
    const result = await importPhotos(planImport(dir, { component: "Hel", group: "dzień" }).imports, write, {
      copies: copies.write,
    });
    expect(result.failures).toEqual([]);

    const keys = photoKeys("Hel", helDay, 5);
    // The catalogue's keys go where they always did, the sized copies beside them.
    expect([...objects.keys()].sort()).toEqual(Object.values(keys).sort());
    const expected: Record<string, { format: string; width: number; height: number }> = {
      "models/Hel/dzien/w640/hel-d05.avif": { format: "heif", width: 640, height: 480 },
      "models/Hel/dzien/w640/hel-d05.webp": { format: "webp", width: 640, height: 480 },
      "models/Hel/dzien/w1280/hel-d05.avif": { format: "heif", width: 1280, height: 960 },
      "models/Hel/dzien/w1280/hel-d05.webp": { format: "webp", width: 1280, height: 960 },
      "models/Hel/dzien/w2400/hel-d05.avif": { format: "heif", width: 2400, height: 1800 },
      "models/Hel/dzien/w2400/hel-d05.webp": { format: "webp", width: 2400, height: 1800 },
      "models/Hel/dzien/og/hel-d05.jpg": { format: "jpeg", width: 1200, height: 900 },
      "models/Hel/dzien/thumbs/hel-d05.avif": { format: "heif", width: 160, height: 160 },
      "models/Hel/dzien/thumbs/w320/hel-d05.avif": { format: "heif", width: 320, height: 320 },
      "models/Hel/dzien/thumbs/w320/hel-d05.webp": { format: "webp", width: 320, height: 320 },
      "models/Hel/dzien/thumbs-200/hel-d05.avif": { format: "heif", width: 200, height: 200 },
    };
    expect([...copies.objects.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [key, meta] of Object.entries(expected)) {
      expect(await sharp(copies.objects.get(key)!.body).metadata(), key).toMatchObject(meta);
      expect(copies.objects.get(key)!.contentType, key).toBe(
        meta.format === "heif" ? "image/avif" : `image/${meta.format}`,
      );
    }
    // Each narrower copy is smaller, so a phone's download is a fraction of the 2400 px one.
    const size = (key: string) => copies.objects.get(key)!.body.byteLength;
    expect(size("models/Hel/dzien/w640/hel-d05.avif")).toBeLessThan(size("models/Hel/dzien/w2400/hel-d05.avif"));
    expect(size("models/Hel/dzien/w640/hel-d05.webp")).toBeLessThan(size("models/Hel/dzien/w1280/hel-d05.webp"));

    const [width, height, placeholder] = result.index[keys.full]!;
    expect([width, height]).toEqual([2400, 1800]);
    expect(Buffer.from(placeholder, "base64").length).toBeLessThan(40);
  }, 120_000);

  test("stores a model's Historia photos under the article's keys as 3:2 WebP, beside its gallery groups", async () => {
    const hel = seedView.byComponent("Hel")!;
    const room = hel.history.sections.filter((section) => section.photo).length;
    expect(room).toBe(2);
    const tree = folder("tree-historia");
    const history = folder("tree-historia", "Hel", "historia");
    // A square camera photo is cropped to 3:2; a small wide one keeps its width and is not enlarged.
    await photo(3000, 3000, "#8e44ad").jpeg().toFile(path.join(history, "01.jpg"));
    await photo(600, 300, "#16a085").png().toFile(path.join(history, "02.png"));
    await writeJpeg(history, "03.jpg");
    await writeJpeg(folder("tree-historia", "Hel", "noc"), "01.jpg");

    const plan = planImport(tree);
    expect(
      plan.imports.map((entry) => [entry.group === "historia" ? "historia" : entry.group.name, entry.number]),
    ).toEqual([
      ["historia", 1],
      ["historia", 2],
      ["noc", 1],
    ]);
    expect(plan.failures).toEqual([
      {
        file: path.join(history, "03.jpg"),
        message: "za dużo plików: Historia modelu Hel ma miejsce na 2, a w folderze jest 3; ten plik pominięto.",
      },
    ]);

    const { objects, write } = memoryBucket();
    const result = await importPhotos(plan.imports, write);
    expect(result.failures).toEqual([]);
    const first = objects.get(historyPhotoKey(hel, 1))!;
    expect(historyPhotoKey(hel, 1)).toBe("models/Hel/historia/01.webp");
    expect(first.contentType).toBe("image/webp");
    expect(await sharp(first.body).metadata()).toMatchObject({ format: "webp", ...HISTORY_SIZE });
    expect(await sharp(objects.get(historyPhotoKey(hel, 2))!.body).metadata()).toMatchObject({
      format: "webp",
      width: 450,
      height: 300,
    });
    // Historia photos have no copies or index entries; the gallery photo beside them still gets its own.
    expect(Object.keys(result.index)).toEqual([photoKeys("Hel", helNight, 1).full]);
    expect([...objects.keys()].filter((key) => key.includes("/historia/")).sort()).toEqual([
      "models/Hel/historia/01.webp",
      "models/Hel/historia/02.webp",
    ]);
  }, 60_000);

  test("imports one model's Historia photos with --model and --group historia, and skips a corrupt one", async () => {
    const dir = folder("kolobrzeg-historia");
    await writeJpeg(dir, "1.jpg", 900, 600);
    writeCorrupt(dir, "2.jpg");
    const plan = planImport(dir, { component: "Kolobrzeg", group: "historia" });
    const { objects, write } = memoryBucket();
    const result = await importPhotos(plan.imports, write);
    expect(result.imported.map((entry) => entry.number)).toEqual([1]);
    expect(result.failures.map((failure) => path.basename(failure.file))).toEqual(["2.jpg"]);
    expect([...objects.keys()]).toEqual(["models/Kolobrzeg/historia/01.webp"]);
  });
});
