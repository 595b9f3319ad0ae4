/**
 * Every story of the built Storybook as a test: its play function must pass, then its pictures, light and dark, are
 * compared pixel for pixel with tests/visual/baselines/ (docs/decisions/013). Each worker loads Storybook's preview
 * once and moves from story to story through the preview's channel, as Storybook's own test runner does; a story
 * renders once, in the light scheme with its play function, and the dark picture is the same render with the scheme
 * switched.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PICTURE_OPTIONS, PICTURE_STYLESHEET, STORYBOOK_STATIC_DIR, VISUAL_PORT } from "./ports.ts";

/**
 * Tags of a story (in its file's meta or on the story) that change what is taken of it (docs/decisions/013):
 * - `no-visual`: no picture, only the play test: its picture is not stable (random snow) or another story's picture
 *   already shows the very same pixels;
 * - `one-scheme`: it looks the same in both schemes (its own colours): only the light picture;
 * - `scheme-at-mount`: it reads the page's scheme when it mounts (the settings panel shows it), so its dark picture is
 *   a render of its own, in the dark scheme from the start, play function included;
 * - `motion`: its play function checks motion, so it runs without reduced motion, and has no picture.
 */
export const NO_VISUAL_TAG = "no-visual";
export const ONE_SCHEME_TAG = "one-scheme";
export const SCHEME_AT_MOUNT_TAG = "scheme-at-mount";
export const MOTION_TAG = "motion";
const DESKTOP = { width: 1280, height: 900 };
/** Any fixed moment: the settings panel's clock and the dates some stories print read it. */
const NOW = new Date("2026-06-15T10:30:00+02:00");
/** How long no request may be in flight before a picture: a panel's lazily loaded code, a picture's bytes. */
const QUIET_MS = 150;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

function storiesOfTheBuild(): IndexEntry[] {
  const file = path.join(import.meta.dirname, "..", "..", STORYBOOK_STATIC_DIR, "index.json");
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(file, "utf8")) as typeof index;
  } catch {
    throw new Error(`No ${file}: \`npm run test:visual\` builds Storybook first (or \`npm run build-storybook\`).`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === "story");
}

/** What the story fixes itself: its scheme (`Dark…`) and its viewport (`Mobile…`). */
interface StoryGlobals {
  theme: string | undefined;
  viewport: { width: number; height: number } | undefined;
}

/** How a render ended: Storybook's own events, or the error a play function or the component threw. */
interface Rendered {
  errors: string[];
}

/**
 * The worker's one page on Storybook's preview, with the requests in flight counted (a lazily loaded panel's code, a
 * picture) so a picture waits for them instead of for a network idle of half a second.
 */
class Preview {
  private inFlight = 0;
  private lastChange = 0;
  private pristine: [string, string][] = [];

  constructor(readonly page: Page) {
    const changed = (delta: number) => {
      this.inFlight += delta;
      this.lastChange = Date.now();
    };
    page.on("request", () => changed(1));
    page.on("requestfinished", () => changed(-1));
    page.on("requestfailed", () => changed(-1));
  }

  async open(): Promise<void> {
    await this.page.clock.setFixedTime(NOW);
    await this.page.goto("/iframe.html?viewMode=story");
    await this.page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__;
      return preview?.storyStoreValue !== undefined;
    });
    // <html>'s attributes as the preview loaded them, to which each story returns (the settings stories set the
    // font size and the header's behaviour there, as the site does).
    this.pristine = await this.page.evaluate(() =>
      Array.from(document.documentElement.attributes, (attribute): [string, string] => [
        attribute.name,
        attribute.value,
      ]),
    );
  }

  /** The globals a story fixes itself, read from the prepared story before it renders. */
  globalsOf(id: string): Promise<StoryGlobals> {
    return this.page.evaluate(async (storyId) => {
      interface PreparedStory {
        storyGlobals?: { theme?: string; viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      }
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: { loadStory(options: { storyId: string }): Promise<PreparedStory> };
          };
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue;
      const story = await store.loadStory({ storyId });
      const viewportName = story.storyGlobals?.viewport?.value;
      const styles = viewportName ? story.parameters?.viewport?.options?.[viewportName]?.styles : undefined;
      return {
        theme: story.storyGlobals?.theme,
        viewport: styles ? { width: parseInt(styles.width), height: parseInt(styles.height) } : undefined,
      };
    }, id);
  }

  async setViewport(size: { width: number; height: number }): Promise<void> {
    const current = this.page.viewportSize();
    if (size.width === current?.width && size.height === current.height) return;
    await this.page.setViewportSize(size);
  }

  /**
   * Emits one event on the preview's channel and resolves when the story's render has finished (after its play
   * function and after Storybook has paused the CSS animations), with every error it reported on the way.
   */
  private renderAfter(
    event: "setCurrentStory" | "updateGlobals" | "forceRemount",
    payload: unknown,
    storyId: string,
    pristine?: [string, string][],
  ) {
    return this.page.evaluate(
      ({ event, payload, storyId, pristine }) =>
        new Promise<Rendered>((resolve) => {
          interface Channel {
            on(name: string, listener: (...args: never[]) => void): void;
            off(name: string, listener: (...args: never[]) => void): void;
            emit(name: string, payload: unknown): void;
          }
          interface SerializedError {
            name?: string;
            message?: string;
            stack?: string;
          }
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const errors: string[] = [];
          const describe = (error: SerializedError) =>
            error.stack ?? `${error.name ?? "Error"}: ${error.message ?? ""}`;
          const listeners: Record<string, (...args: never[]) => void> = {
            // The story before is torn down, the next not yet rendered: what it left behind goes, as on a new page.
            storyChanged: () => {
              if (!pristine) return;
              localStorage.clear();
              sessionStorage.clear();
              const root = document.documentElement;
              for (const { name } of Array.from(root.attributes)) root.removeAttribute(name);
              for (const [name, value] of pristine) root.setAttribute(name, value);
              window.scrollTo(0, 0);
            },
            playFunctionThrewException: (error: SerializedError) => errors.push(`play function: ${describe(error)}`),
            unhandledErrorsWhilePlaying: (list: SerializedError[]) =>
              errors.push(...list.map((error) => `unhandled while playing: ${describe(error)}`)),
            storyThrewException: (error: SerializedError) => errors.push(`story: ${describe(error)}`),
            storyErrored: ({ title, description }: { title: string; description: string }) => {
              errors.push(`story errored: ${title}\n${description}`);
              done();
            },
            storyMissing: () => {
              errors.push(`story missing: ${storyId}`);
              done();
            },
            storyUnchanged: () => done(),
            storyFinished: ({ storyId: finished, status }: { storyId: string; status: string }) => {
              if (finished !== storyId) return;
              if (status !== "success" && errors.length === 0) errors.push(`story finished with status ${status}`);
              done();
            },
          };
          function done() {
            for (const [name, listener] of Object.entries(listeners)) channel.off(name, listener);
            resolve({ errors });
          }
          for (const [name, listener] of Object.entries(listeners)) channel.on(name, listener);
          // Focus leaves the story before, so the next one's focus rings start from nothing, as on a new page.
          if (pristine) (document.activeElement as HTMLElement | null)?.blur();
          channel.emit(event, payload);
        }),
      { event, payload, storyId, pristine },
    );
  }

  /** A story from scratch: storage, cookies, <html>'s attributes and the scroll as on a fresh page. */
  async show(storyId: string): Promise<Rendered> {
    await this.page.context().clearCookies();
    return this.renderAfter("setCurrentStory", { storyId, viewMode: "story" }, storyId, this.pristine);
  }

  switchScheme(storyId: string, theme: "light" | "dark"): Promise<Rendered> {
    return this.renderAfter("updateGlobals", { globals: { theme } }, storyId);
  }

  /** The story mounted again, its play function included. */
  remount(storyId: string): Promise<Rendered> {
    return this.renderAfter("forceRemount", { storyId }, storyId);
  }

  async setMotion(motion: boolean): Promise<void> {
    await this.page.emulateMedia({ reducedMotion: motion ? "no-preference" : "reduce" });
  }

  /** Nothing in flight for a quiet moment, every lazy picture loaded and decoded, the fonts ready. */
  async settle(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (this.inFlight > 0 || Date.now() - this.lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${this.inFlight} requests still in flight after 20 s`);
      await this.page.waitForTimeout(25);
    }
    // Lazy pictures below the fold would load in one run and not in the next: load and decode every one.
    await this.page.evaluate(async () => {
      await Promise.all(
        Array.from(document.images, (image) => {
          image.loading = "eager";
          return image.decode().catch(() => undefined);
        }),
      );
      await document.fonts.ready;
    });
  }

  errorShown(): Promise<boolean> {
    return this.page.evaluate(() => document.body.classList.contains("sb-show-errordisplay"));
  }
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${VISUAL_PORT}`,
        locale: "pl-PL",
        timezoneId: "Europe/Warsaw",
        deviceScaleFactor: 1,
        viewport: DESKTOP,
        // Animations off, as the components turn them off themselves: the banner then stays on its slide (its zoom's
        // end is what moves it on) and framer-motion's title letters stand still.
        reducedMotion: "reduce",
        // Storybook pauses CSS animations at their end for a test runner it recognises by this user agent.
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner",
      });
      const preview = new Preview(await context.newPage());
      await preview.open();
      await use(preview);
      await context.close();
    },
    { scope: "worker" },
  ],
});

const PICTURE_STYLE = readFileSync(path.join(import.meta.dirname, "..", "..", PICTURE_STYLESHEET), "utf8");

async function pixelsOf(image: Buffer | string) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The page's picture, taken as `toHaveScreenshot` takes it, has the very pixels of its baseline. Most do, and this
 * check decodes both with sharp instead of Playwright's JavaScript decoders and pixel comparison (docs/decisions/023);
 * any other picture goes through `toHaveScreenshot`, which decides as before and writes the diff.
 */
async function samePixels(page: Page, name: string): Promise<boolean> {
  const baseline = test.info().snapshotPath(name, { kind: "screenshot" });
  if (test.info().config.updateSnapshots === "all" || !existsSync(baseline)) return false;
  const picture = await page.screenshot({ fullPage: true, ...PICTURE_OPTIONS, style: PICTURE_STYLE });
  const [taken, expected] = await Promise.all([pixelsOf(picture), pixelsOf(baseline)]);
  return taken.width === expected.width && taken.height === expected.height && taken.data.equals(expected.data);
}

async function matchBaseline(page: Page, name: string): Promise<void> {
  if (await samePixels(page, name)) return;
  await expect.soft(page).toHaveScreenshot(name, { fullPage: true, timeout: 20_000 });
}

function failWith(rendered: Rendered, what: string): void {
  if (rendered.errors.length > 0) throw new Error(`${what}:\n${rendered.errors.join("\n\n")}`);
}

for (const story of storiesOfTheBuild()) {
  const tagged = (tag: string) => story.tags?.includes(tag) === true;
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const fixed = await preview.globalsOf(story.id);
    // The phone stories render at their own width, as the component measures it when it mounts.
    await preview.setViewport(fixed.viewport ?? DESKTOP);
    await preview.setMotion(tagged(MOTION_TAG));
    try {
      failWith(await preview.show(story.id), "the story and its play function pass");
    } finally {
      await preview.setMotion(false);
    }
    expect(await preview.errorShown(), "the story renders without an error").toBe(false);

    // A `Dark…` story is another story in the dark scheme, which that story's own dark picture already shows.
    if (tagged(NO_VISUAL_TAG) || tagged(MOTION_TAG) || fixed.theme !== undefined) return;
    await preview.settle();
    await matchBaseline(preview.page, `${story.id}--light.webp`);
    if (tagged(ONE_SCHEME_TAG)) return;

    failWith(await preview.switchScheme(story.id, "dark"), "the story renders in the dark scheme");
    if (tagged(SCHEME_AT_MOUNT_TAG)) failWith(await preview.remount(story.id), "the story passes in the dark scheme");
    await preview.settle();
    await matchBaseline(preview.page, `${story.id}--dark.webp`);
    failWith(await preview.switchScheme(story.id, "light"), "the story renders in the light scheme again");
  });
}
