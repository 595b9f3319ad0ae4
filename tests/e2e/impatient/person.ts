import { expect, test as base, type Locator, type Page } from "@playwright/test";

/**
 * A person who does not wait for scripts: a 390 × 844 touch phone with a CPU four times slower than this machine's,
 * on a network that delays every script by 300 ms. Tests act on the first frame after `load` and never wait for a
 * part's code before acting; only the outcome is checked once the code has come.
 *
 * The CPU is slow while a page loads and hydrates: from each document request until a second after its `load`, the
 * moments a person acts on. Chromium's throttle keeps a throttled renderer busy even while the page is idle, a core
 * for as long as it is on, which had made this project a third of e2e's CPU (docs/decisions/023).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const CPU_SLOWDOWN = 4;
const SLOW_AFTER_LOAD_MS = 1_000;
const SCRIPT_DELAY_MS = 300;
const SCRIPT = /\/assets\/[^?]+\.js(\?.*)?$/;

// Resources of hosts the tests' browser cannot reach (the map's tiles, YouTube's posters) fail as they would offline.
const offline = (url: string) => url !== "" && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

/** The phone's slow CPU: on from a document's request, off `SLOW_AFTER_LOAD_MS` after its `load`. */
class SlowCpu {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private slowed = false;

  constructor(private readonly setRate: (rate: number) => Promise<void>) {}

  async requested(): Promise<void> {
    clearTimeout(this.timer);
    if (this.slowed) return;
    this.slowed = true;
    // A page already closed has no CPU to slow.
    await this.setRate(CPU_SLOWDOWN).catch(() => undefined);
  }

  loaded(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.slowed = false;
      void this.setRate(1).catch(() => undefined);
    }, SLOW_AFTER_LOAD_MS);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    const cdp = await page.context().newCDPSession(page);
    const cpu = new SlowCpu((rate) => cdp.send("Emulation.setCPUThrottlingRate", { rate }).then(() => undefined));
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) void cpu.requested();
    });
    page.on("load", () => cpu.loaded());
    await page.route(SCRIPT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.fallback();
    });
    await use(page);
    cpu.stop();
  },
  // Every test of this person ends with no console error and no uncaught exception on its pages.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const from = message.location().url;
        // A page's own status (the 404 page's) is its tests' business, not an error of its code.
        const ownStatus = from === page.url() && message.text().startsWith("Failed to load resource");
        if (message.type() === "error" && !offline(from) && !ownStatus) errors.push(`${message.text()} (${from})`);
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether the element is React's now (its code has come). Used only to check an outcome, never before acting. */
export function isAwake(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));
}

/** Waits until the element's part has woken, for asserting that waking changed nothing. */
export async function afterWaking(element: Locator): Promise<void> {
  await expect.poll(() => isAwake(element), { timeout: 20_000 }).toBe(true);
}

/** Opens a page and returns as soon as `load` fires: the person acts on the first frame. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
}

/**
 * Holds the page's code, or one part's (its scripts whose names start with `chunk`), until the returned function is
 * called: what a person does meanwhile certainly comes before that code, while the rest comes as it would.
 */
export async function holdCode(page: Page, chunk?: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk ? new RegExp(`/assets/${chunk}-[^/?]+\\.js(\\?.*)?$`) : SCRIPT, async (route) => {
    await released;
    // A request the page gave up meanwhile (it went elsewhere) has nothing left to answer.
    await route.fallback().catch(() => undefined);
  });
  return release;
}
