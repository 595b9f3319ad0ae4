import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

/** Opens the settings panel from the header's gear. */
async function openSettings(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Ustawienia" }).click();
  const panel = page.getByRole("dialog", { name: "Ustawienia" });
  await expect(panel).toBeVisible();
  return panel;
}

const choice = (panel: ReturnType<Page["getByRole"]>, group: string, option: string) =>
  panel.getByRole("group", { name: group }).getByRole("radio", { name: option });

test("ciemna + Zapisz shows Zapisano, and after a reload the page is dark before its first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/Hel");
  const panel = await openSettings(page);
  await choice(panel, "Kolorystyka", "ciemna").check();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await panel.getByRole("button", { name: "Zapisz" }).click();
  await expect(panel.getByRole("status")).toHaveText("Zapisano");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(panel.getByRole("status")).toBeHidden({ timeout: 3000 });
  await expect(panel.getByRole("button", { name: "Zapisz" })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

  // Record every class <html> ever has while the next page loads, from before its first byte is parsed.
  await page.addInitScript(() => {
    const log: { className: string; bodyParsed: boolean }[] = [];
    Object.assign(window, { __classLog: log });
    const record = () => {
      const root = document.documentElement;
      if (root) log.push({ className: root.className, bodyParsed: document.body !== null });
    };
    new MutationObserver(record).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
  });
  const response = await page.reload({ waitUntil: "domcontentloaded" });
  const html = (await response?.text()) ?? "";
  // The script that applies the stored scheme is inline in <head>, ahead of the stylesheets and the body.
  const head = html.slice(0, html.indexOf("<body"));
  expect(head).toContain('localStorage;var m=s.getItem("darkMode")');
  expect(head.indexOf("darkMode")).toBeLessThan(head.indexOf('rel="stylesheet"'));

  const state = await page.evaluate(() => ({
    className: document.documentElement.className,
    log: (window as unknown as { __classLog: { className: string; bodyParsed: boolean }[] }).__classLog,
  }));
  expect(state.className).toContain("dark");
  // The first class change already made the page dark, before <body> existed: nothing was painted light first.
  expect(state.log[0]).toEqual({ className: "dark", bodyParsed: false });
  expect(state.log.every((entry) => entry.className.split(" ").includes("dark"))).toBe(true);
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

/** The page background of app/ui/theme.css.ts (`vars.color.page`): light `#f4f0e8`, dark `#121417`. */
const PAGE_BACKGROUND = { light: [0xf4, 0xf0, 0xe8], dark: [0x12, 0x14, 0x17] } as const;
const VIEWPORT = { width: 1280, height: 800 };
/** Points in the margins beside the 72rem-wide content, below the header: nothing but the page background. */
const BACKGROUND_POINTS = [
  [24, 200],
  [24, 500],
  [24, 780],
  [1256, 200],
  [1256, 500],
  [1256, 780],
] as const;

/**
 * Aborts every script the page loads from a URL (the entry module, its imports and module preloads), so of the
 * site's own code only the inline pre-paint script in <head> can run. Returns the URLs it aborted.
 */
async function blockLoadedScripts(page: Page): Promise<string[]> {
  const aborted: string[] = [];
  await page.route("**/*", (route) => {
    const request = route.request();
    if (request.resourceType() !== "script" && !new URL(request.url()).pathname.endsWith(".js"))
      return route.fallback();
    aborted.push(request.url());
    return route.abort();
  });
  return aborted;
}

/** The colours of the screenshot at BACKGROUND_POINTS, as [r, g, b]. */
async function backgroundColours(page: Page): Promise<number[][]> {
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return BACKGROUND_POINTS.map(([x, y]) => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  });
}

function expectColours(colours: number[][], expected: readonly number[]) {
  const close = colours.every((colour) => colour.every((value, channel) => Math.abs(value - expected[channel]!) <= 6));
  expect(close, `background ${JSON.stringify(colours)} within 6 of rgb(${expected.join(", ")})`).toBe(true);
}

test("with only the inline pre-paint script running, a reload after ciemna + Zapisz is painted dark", async ({
  page,
  browser,
}) => {
  // Two browsers and four page loads: half a minute is not enough on a busy machine.
  test.slow();
  await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({ colorScheme: "light" });
  const aborted = await blockLoadedScripts(page);
  const search = page.getByRole("searchbox", { name: "Szukaj modelu po nazwie" });
  const hydrated = () => search.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));

  // Nothing stored: the same page without its scripts is painted light, so the check below can tell.
  await page.goto("/Hel");
  expect(aborted.length).toBeGreaterThan(0);
  expect(await hydrated()).toBe(false);
  expectColours(await backgroundColours(page), PAGE_BACKGROUND.light);

  await page.unrouteAll();
  await page.reload();
  const panel = await openSettings(page);
  await choice(panel, "Kolorystyka", "ciemna").check();
  await panel.getByRole("button", { name: "Zapisz" }).click();
  await expect(panel.getByRole("status")).toHaveText("Zapisano");
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

  const abortedAfterSave = await blockLoadedScripts(page);
  await page.reload();
  expect(abortedAfterSave.length).toBeGreaterThan(0);
  expect(await hydrated()).toBe(false);
  expectColours(await backgroundColours(page), PAGE_BACKGROUND.dark);

  // The dark comes from that script: with JavaScript off, the same stored choice leaves the page light.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    colorScheme: "light",
    viewport: VIEWPORT,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto("/Hel");
    expect(await plain.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    expectColours(await backgroundColours(plain), PAGE_BACKGROUND.light);
  } finally {
    await noScript.close();
  }
});

test("Escape and a click on the backdrop close the panel and give focus back to the gear", async ({ page }) => {
  await page.goto("/");
  const gear = page.getByRole("banner").getByRole("button", { name: "Ustawienia" });
  let panel = await openSettings(page);
  // Focus stays inside the open panel.
  for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
  expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(gear).toBeFocused();

  panel = await openSettings(page);
  const box = await panel.boundingBox();
  if (!box) throw new Error("the panel has no box");
  // A point on the dark backdrop, left of the panel.
  await page.mouse.click(Math.max(2, box.x / 2), box.y + box.height / 2);
  await expect(panel).toBeHidden();
  await expect(gear).toBeFocused();

  panel = await openSettings(page);
  await panel.getByRole("button", { name: "Zamknij", exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(gear).toBeFocused();
});

test("Anuluj discards the draft; an unsaved draft is gone after closing", async ({ page }) => {
  await page.goto("/");
  let panel = await openSettings(page);
  await choice(panel, "Nagłówek strony", "statyczny").check();
  await panel.getByRole("button", { name: "Anuluj" }).click();
  await expect(choice(panel, "Nagłówek strony", "przyklejony")).toBeChecked();
  await choice(panel, "Nagłówek strony", "statyczny").check();
  await page.keyboard.press("Escape");
  panel = await openSettings(page);
  await expect(choice(panel, "Nagłówek strony", "przyklejony")).toBeChecked();
  await expect(page.locator("html")).not.toHaveAttribute("data-header");
  expect(await page.evaluate(() => localStorage.getItem("header"))).toBeNull();
});

test("the font size and a static header apply at once and survive a reload", async ({ page }) => {
  await page.goto("/Hel");
  const panel = await openSettings(page);
  await panel.getByRole("button", { name: "Wielkość czcionki: mała" }).click();
  await panel.getByRole("button", { name: "Wielkość czcionki: średnia" }).click();
  await choice(panel, "Nagłówek strony", "statyczny").check();
  await panel.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "3");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("19.2px");
  // The largest size is stored as the next step of the cycle.
  expect(await page.evaluate(() => localStorage.getItem("fontSize"))).toBe("1");
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "3");
  await expect(page.locator("html")).toHaveAttribute("data-header", "static");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("19.2px");
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect
    .poll(() => page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(0);
  const reopened = await openSettings(page);
  await expect(reopened.getByRole("button", { name: "Wielkość czcionki: duża" })).toBeVisible();
});

test("a setting saved in one tab reaches the other open tab", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: "light" });
  await second.emulateMedia({ colorScheme: "light" });
  await first.goto("/");
  await second.goto("/Hel");
  await expect(second.locator("html")).not.toHaveClass(/dark/);
  // The tab in front is the one the visitor uses; the other one is hidden and only hears the storage event.
  await first.bringToFront();
  const panel = await openSettings(first);
  await choice(panel, "Kolorystyka", "ciemna").check();
  await choice(panel, "Ruchomy banner", "ukryty").check();
  await panel.getByRole("button", { name: "Zapisz" }).click();
  await expect(second.locator("html")).toHaveClass(/dark/);
  await expect(second.locator("html")).toHaveAttribute("data-banner", "hidden");
  await expect(second.getByRole("button", { name: "Ciemna kolorystyka" })).toHaveAttribute("aria-pressed", "true");
});

test("the snow canvas appears and disappears with the header's snow button", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Padający śnieg" });
  const canvas = page.locator("canvas[aria-hidden='true']");
  await expect(canvas).toHaveCount(0);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(canvas).toHaveCount(1);
  await expect(canvas).toHaveCSS("pointer-events", "none");
  await expect(canvas).toHaveCSS("position", "fixed");
  // Flakes are painted.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext("2d")?.getImageData(0, 0, element.width, element.height).data ?? [];
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);
  // The page under the snow still takes clicks.
  await page.getByRole("banner").getByRole("button", { name: "Ustawienia" }).click();
  await expect(page.getByRole("dialog", { name: "Ustawienia" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(canvas).toHaveCount(1);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(canvas).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("snowflakes"))).toBe("false");
});

test("on a phone the snow canvas covers the window and follows it when it is resized", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.addInitScript(() => localStorage.setItem("snowflakes", "true"));
  await page.goto("/");
  const canvas = page.locator("canvas[aria-hidden='true']");
  await expect(canvas).toHaveCount(1);
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.clientWidth)).toBe(375);
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.clientWidth)).toBe(1024);
});

test("the panel's clock shows HH:MM in Polish time", async ({ page }) => {
  await page.goto("/");
  const panel = await openSettings(page);
  const clock = panel.locator("time");
  await expect(clock).toHaveText(/^\d{2}:\d{2}$/);
  const shown = await clock.textContent();
  const expected = (offsetMs: number) =>
    new Intl.DateTimeFormat("pl-PL", {
      timeZone: "Europe/Warsaw",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(Date.now() + offsetMs));
  // Allow for a minute turning over between the page and this check.
  expect([expected(-60_000), expected(0)]).toContain(shown);
});

test("the page hydrates without errors with every setting stored", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    for (const [key, value] of Object.entries({
      darkMode: "true",
      fontSize: "3",
      banner: "false",
      overlap: "true",
      header: "false",
      snowflakes: "true",
      sections: "false",
      autoScroll: "false",
    })) {
      localStorage.setItem(key, value);
    }
  });
  await page.goto("/Hel");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("canvas[aria-hidden='true']")).toHaveCount(1);
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
