import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "./lib/run.ts";
import { CHROMIUM_LAUNCH } from "./lib/chromium.ts";
import { LOCAL_ADMIN } from "./lib/admin.ts";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const fullPage = process.argv.includes("--full");
// --loading: photos from R2 never arrive, so the shots show the pages as a slow connection first paints them.
const loading = process.argv.includes("--loading");
// --admin: signed in as the local admin of `npm start`'s seed, for the admin-only pages (/Moderacja).
const asAdmin = process.argv.includes("--admin");
const outDir = path.join(ROOT, "screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          console.log(`[${scheme} ${width}] console.${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => console.log(`[${scheme} ${width}] page error: ${error.message}`));
      if (loading) await page.route("**/images/**", () => undefined);
      if (asAdmin) {
        const { login, password } = LOCAL_ADMIN;
        const response = await context.request.post(`${base}/api/users/verify`, { data: { login, password } });
        if (!response.ok()) throw new Error(`Logowanie administratora: ${response.status()} ${await response.text()}`);
      }
      for (const pagePath of paths.length ? paths : ["/"]) {
        if (loading) {
          await page.goto(base + encodeURI(pagePath), { waitUntil: "domcontentloaded" });
          // Hydrated, with the thumbnails near the screen asked for (and held back).
          await page.waitForTimeout(3000);
        } else {
          await page.goto(base + encodeURI(pagePath), { waitUntil: "networkidle" });
        }
        const name = `${pagePath.replace(/[^\w-]+/g, "_") || "home"}-${scheme}-${width}${loading ? "-loading" : ""}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage });
        console.log(path.join("screenshots", name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
