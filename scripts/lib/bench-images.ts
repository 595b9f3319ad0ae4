// The image budgets of `npm run bench` (docs/decisions/012): what a visitor downloads to see photos.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { chromium, type Page } from "playwright-core";
import { photoSvg } from "./artwork.ts";
import { importPhotos, planImport } from "./import-photos.ts";
import { localPlatform, reuseSeededImages } from "./platform.ts";
import { readImageIndex, writeImageIndex } from "./seed-images.ts";
import { CHROMIUM_LAUNCH } from "./chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
export const BENCH_STATE = `.wrangler/e2e-state-${PORT}`;

/** The real-size photo takes the place of the seed's last Hel day photo in the bench's own state. */
export const LARGE_PHOTO = { component: "Hel", group: "dzień", number: 14, param: "dzien-14" } as const;
const SEED_PHOTO = "dzien-03";

export type BenchRow = (check: string, figure: string, budget: string, pass: boolean) => void;
export type BenchRecord = (section: string, key: string, value: unknown) => void;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A camera-like 2400x1600 photo: the seed's drawing with sensor grain, which compresses as a real photo does. */
export async function largePhoto(file: string): Promise<void> {
  const subject = { component: "Hel", name: "Latarnia morska Hel", category: "latarnie morskie" as const };
  const drawing = await sharp(Buffer.from(photoSvg(subject, "dzień", 14, 14, 2400, 1600)))
    .resize(2400, 1600)
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  await sharp(drawing)
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toFile(file);
}

/** Imports the photo with the import's own code into the state the bench's server will serve. */
export async function importLargePhoto(state: string): Promise<void> {
  reuseSeededImages(state);
  const folder = mkdtempSync(path.join(tmpdir(), "bench-photo-"));
  const platform = await localPlatform(state);
  try {
    await largePhoto(path.join(folder, `${String(LARGE_PHOTO.number).padStart(2, "0")}.jpg`));
    const plan = planImport(folder, { component: LARGE_PHOTO.component, group: LARGE_PHOTO.group });
    const write = async (object: { key: string; body: Buffer; contentType: string }) => {
      await platform.env.IMAGES.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
    };
    const result = await importPhotos(plan.imports, write, { copies: write });
    if (result.failures.length > 0) throw new Error(result.failures[0]!.message);
    await writeImageIndex(platform.env.IMAGES, { ...(await readImageIndex(platform.env.IMAGES)), ...result.index });
  } finally {
    await platform.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}

interface Download {
  url: string;
  bytes: number;
}

/** Every image response of a page, with its body's size (what crossed the network, uncompressed by HTTP). */
function recordImages(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "image" || response.url().startsWith("data:")) return;
    try {
      downloads.push({
        url: decodeURIComponent(new URL(response.url()).pathname),
        bytes: (await response.body()).length,
      });
    } catch {
      // aborted (a neighbour's preload cancelled by closing)
    }
  });
  return downloads;
}

const VIEWPORTS = [
  { name: "375 px", viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  { name: "1280 px", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

/** Bytes of the one photo the viewer shows on opening `?photo=` (its neighbours' preloads are reported apart). */
async function viewerBytes(base: string, param: string, folder: string, file: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures: Record<string, { photo: number; files: string[]; others: number; zoomed?: number }> = {};
  try {
    for (const { name, viewport, deviceScaleFactor } of VIEWPORTS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const downloads = recordImages(page);
      await page.goto(`${base}/Hel?photo=${param}`, { waitUntil: "networkidle" });
      const current = page.locator(".yarl__slide_current img.yarl__slide_image");
      await current.first().waitFor({ state: "visible", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const isPhoto = (download: Download) =>
        download.url.startsWith(`/images/models/Hel/${folder}/`) &&
        download.url.includes(file) &&
        !download.url.includes("/thumbs");
      const photo = downloads.filter(isPhoto);
      const viewerOthers = downloads.filter((download) => !isPhoto(download) && !download.url.includes("/thumbs"));
      const before = photo.length;
      await page.getByRole("button", { name: "Powiększ" }).click();
      await page.getByRole("button", { name: "Powiększ" }).click();
      await page.waitForTimeout(1500);
      await page.waitForLoadState("networkidle");
      const zoomed = downloads.filter(isPhoto).slice(before);
      figures[name] = {
        photo: photo.reduce((sum, download) => sum + download.bytes, 0),
        files: photo.map((download) => `${download.url} ${kb(download.bytes)}`),
        others: viewerOthers.reduce((sum, download) => sum + download.bytes, 0),
        zoomed: zoomed.reduce((sum, download) => sum + download.bytes, 0),
      };
      figures[name].files.push(...zoomed.map((download) => `zoom: ${download.url} ${kb(download.bytes)}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Bytes of the images a visitor sees before scrolling, and the page's largest contentful paint. */
async function aboveTheFold(base: string, pathname: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures: Record<string, { bytes: number; lcpMs: number; files: string[] }> = {};
  try {
    for (const { name, viewport, deviceScaleFactor } of VIEWPORTS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const downloads = recordImages(page);
      await page.goto(`${base}${encodeURI(pathname)}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const visible = await page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return image.complete && image.naturalWidth > 0 && box.bottom > 0 && box.top < innerHeight && box.width > 0;
          })
          .map((image) => decodeURIComponent(new URL(image.currentSrc, location.href).pathname)),
      );
      const lcpMs = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(Math.round(entries[entries.length - 1]?.startTime ?? 0));
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => resolve(0), 2000);
          }),
      );
      const seen = downloads.filter((download) => visible.includes(download.url));
      figures[name] = {
        bytes: seen.reduce((sum, download) => sum + download.bytes, 0),
        lcpMs,
        files: seen.map((download) => `${download.url} ${kb(download.bytes)}`),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Budgets: a phone never gets a 2400 px file before zooming, and a page's first screen of pictures stays light. */
export const IMAGE_BUDGETS = {
  viewer375: 160 * 1024,
  viewer1280: 320 * 1024,
  aboveTheFold: 250 * 1024,
};

export async function imageBytes(base: string, row: BenchRow, record: BenchRecord): Promise<void> {
  const seedPhoto = await viewerBytes(base, SEED_PHOTO, "dzien", "hel-d03");
  const largePhoto = await viewerBytes(base, LARGE_PHOTO.param, "dzien", "hel-d14");
  record("images", "viewerSeedPhoto", seedPhoto);
  record("images", "viewerLargePhoto", largePhoto);
  for (const [label, figures] of [
    ["seed photo 1200 px", seedPhoto],
    ["real-size photo 2400 px", largePhoto],
  ] as const) {
    for (const { name } of VIEWPORTS) {
      const figure = figures[name]!;
      const budget = name === "375 px" ? IMAGE_BUDGETS.viewer375 : IMAGE_BUDGETS.viewer1280;
      const got2400 = figure.files.some((file) => !file.startsWith("zoom:") && /\/w2400\/|hel-d14\.jpg/.test(file));
      row(
        `Viewer bytes for one photo at ${name}, ${label}`,
        `${kb(figure.photo)} (zoom +${kb(figure.zoomed ?? 0)}, neighbours ${kb(figure.others)})`,
        `<= ${kb(budget)}`,
        figure.photo <= budget && !(name === "375 px" && got2400),
      );
    }
  }
  for (const pathname of ["/", "/Hel"]) {
    const figures = await aboveTheFold(base, pathname);
    record("images", `aboveTheFold ${pathname}`, figures);
    for (const { name } of VIEWPORTS) {
      const figure = figures[name]!;
      row(
        `Image bytes above the fold ${pathname} at ${name}`,
        kb(figure.bytes),
        `<= ${kb(IMAGE_BUDGETS.aboveTheFold)}`,
        figure.bytes <= IMAGE_BUDGETS.aboveTheFold,
      );
      row(`LCP ${pathname} at ${name} (local, no throttling)`, `${figure.lcpMs} ms`, "(reported)", true);
    }
  }
}
