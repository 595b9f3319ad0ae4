import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { pageInUse } from "./hydration.ts";

/** The spec's route table with the titles the catalogue gives. */
const MODEL_PAGES: readonly [path: string, name: string][] = [
  ["/Bedzin", "Zamek w Będzinie"],
  ["/Oporow", "Zamek w Oporowie"],
  ["/Stilo", "Latarnia morska Stilo"],
  ["/Curiosity", "Łazik marsjański Curiosity"],
  ["/SandomierzRatusz", "Ratusz w Sandomierzu"],
  ["/Darlowo", "Latarnia morska Darłowo"],
  ["/Czolpino", "Latarnia morska Czołpino"],
  ["/Ustka", "Latarnia morska Ustka"],
  ["/Gaski", "Latarnia morska Gąski"],
  ["/Hel", "Latarnia morska Hel"],
  ["/Jaroslawiec", "Latarnia morska Jarosławiec"],
  ["/Jastarnia", "Latarnia morska Jastarnia"],
  ["/Kikut", "Latarnia morska Kikut"],
  ["/Kolobrzeg", "Latarnia morska Kołobrzeg"],
  ["/Krynica Morska", "Latarnia morska Krynica Morska"],
  ["/Niechorze", "Latarnia morska Niechorze"],
  ["/Nowy Port", "Latarnia morska Nowy Port"],
  ["/Port Polnocny", "Latarnia morska Port Północny"],
  ["/Rozewie", "Latarnia morska Rozewie"],
  ["/Sopot", "Latarnia morska Sopot"],
  ["/Swinoujscie", "Latarnia morska Świnoujście"],
  ["/Baranow", "Zamek w Baranowie Sandomierskim"],
  ["/Gryfino", "Kościół w Gryfinie"],
  ["/Mauler", "Mauler – Gears of War"],
  ["/Predator", "Predator"],
  ["/PhantomF4", "Phantom F-4B"],
  ["/StarshipSN15", "Rakieta Starship SN15"],
  ["/Falcon9", "Rakieta Falcon 9"],
  ["/Wang", "Świątynia Wang"],
  ["/SandomierzBrama", "Brama Opatowska w Sandomierzu"],
  ["/AtlasV", "Rakieta Atlas V"],
  ["/SaturnV", "Rakieta Saturn V"],
  ["/Olsztyn", "Zamek w Olsztynie"],
  ["/WangGPM", "Świątynia Wang"],
  ["/MiG-29", "MiG-29UB"],
  ["/Wiezowce", "Wieżowce NY 1909–1933"],
  ["/NowyWisnicz", "Zamek w Wiśniczu"],
  ["/WilczySzaniec", "Wilczy Szaniec"],
  ["/StarshipS30", "Rakieta Starship S30"],
];
const SITE = "Kartonowe budowle";

test("all 39 model pages answer 200 with the model's name in the title", async ({ request }) => {
  expect(MODEL_PAGES).toHaveLength(39);
  for (const [path, name] of MODEL_PAGES) {
    const response = await request.get(encodeURI(path));
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const expected = path === "/Wiezowce" ? name : `${name} | ${SITE}`;
    expect(title?.replaceAll("&amp;", "&"), path).toBe(expected);
  }
});

test("a model page renders its heading in the browser", async ({ page }) => {
  await page.goto("/Krynica%20Morska");
  await expect(page).toHaveTitle(`Latarnia morska Krynica Morska | ${SITE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Latarnia morska Krynica Morska" })).toBeVisible();
  await expect(page.getByText("Rok budowy modelu: 2004")).toBeVisible();
});

test("the home page, articles, About and the random gallery have their titles", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(SITE);
  for (const [path, title] of [
    ["/Oswietlenie", `Oświetlenie modeli | ${SITE}`],
    ["/Arduino", `Arduino w modelach | ${SITE}`],
    ["/Roslinnosc", `Roślinność | ${SITE}`],
    ["/Sadzarka", `Sadzarka do trawy | ${SITE}`],
    ["/Okna", `Okna | ${SITE}`],
    ["/About", `O autorze | ${SITE}`],
    ["/Galerie", `Galerie | ${SITE}`],
  ]) {
    await page.goto(path!);
    await expect(page, path).toHaveTitle(title!);
  }
});

test("an unknown address shows the 404 page with status 404, and 'wróć' goes back", async ({ page }) => {
  await page.goto("/Hel");
  const response = await page.goto("/to-nie-istnieje");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Not Found");
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  await expect(page.getByText("Strony nie znaleziono")).toBeVisible();
  await page.getByRole("button", { name: "wróć" }).click();
  await expect(page).toHaveURL(/\/Hel$/);
});

test("unknown API paths answer JSON 404 rather than a page", async ({ request }) => {
  const response = await request.get("/api/nie-ma");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: "Nie ma takiego adresu API" });
});

test("pages carry the security headers and a script policy listing their inline scripts' hashes", async ({
  request,
}) => {
  const response = await request.get("/Hel");
  const csp = response.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(csp).not.toContain("'nonce-");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [tag, body] of inlineScripts) {
    expect(tag).not.toContain("nonce=");
    expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  }
});

test("the page hydrates without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/Hel");
  await pageInUse(page);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // Home, About, /Galerie and /Prywatnosc; five articles; 39 models.
  expect(sitemap.match(/<loc>/g)).toHaveLength(4 + 5 + 39);
  expect(sitemap).toContain("/Krynica%20Morska</loc>");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
});
