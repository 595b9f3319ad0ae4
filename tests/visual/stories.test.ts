/**
 * Visual baselines of the stories: each story of the built Storybook is rendered in the light and the dark scheme, at
 * the viewport it names (`globals.viewport`: the phone stories) or at the desktop width, after its play function, with
 * motion off, and compared pixel for pixel with its image in tests/visual/baselines/ (docs/decisions/013).
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { STORYBOOK_STATIC_DIR, VISUAL_PORT } from "./ports.ts";

/** A story tagged so shows no stable picture (a canvas of random snow): it keeps its play test, not a baseline. */
export const NO_VISUAL_TAG = "no-visual";
const SCHEMES = ["light", "dark"] as const;
type Scheme = (typeof SCHEMES)[number];
const DESKTOP = { width: 1280, height: 900 };

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
  return Object.values(index.entries).filter((entry) => entry.type === "story" && !entry.tags?.includes(NO_VISUAL_TAG));
}

interface StoryInfo {
  phase: string | undefined;
  errored: boolean;
  theme: unknown;
  viewport: { width: string; height: string } | undefined;
}

/** What the preview says of the story it shows: its render phase and the globals the story fixes itself. */
function readStory(page: Page): Promise<StoryInfo> {
  return page.evaluate(() => {
    interface Preview {
      currentRender?: {
        phase?: string;
        story?: {
          storyGlobals?: { theme?: unknown; viewport?: { value?: string } };
          parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
        };
      };
    }
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
    const story = render?.story;
    const viewportName = story?.storyGlobals?.viewport?.value;
    return {
      phase: render?.phase,
      errored: document.body.classList.contains("sb-show-errordisplay"),
      theme: story?.storyGlobals?.theme,
      viewport: viewportName ? story?.parameters?.viewport?.options?.[viewportName]?.styles : undefined,
    };
  });
}

async function openStory(page: Page, id: string, scheme: Scheme): Promise<StoryInfo> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${scheme}`);
  // "finished" comes after the play function and after Storybook has paused the CSS animations.
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === "finished" || document.body.classList.contains("sb-show-errordisplay");
  });
  // A panel's lazily loaded code may still be on its way after the story is done: its spinner stands still with the
  // animations off and would pass for a stable picture.
  await page.waitForLoadState("networkidle");
  // Lazy pictures below the fold would load in one run and not in the next: load and decode every one.
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images, (image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    );
    await document.fonts.ready;
  });
  return readStory(page);
}

/** Any fixed moment: the settings panel's clock and the dates some stories print read it. */
const NOW = new Date("2026-06-15T10:30:00+02:00");

/**
 * One browser context per worker, so its HTTP and code caches keep Storybook's bundle between stories (a fresh
 * context per test parses it ~500 times); each test still gets a new page, with storage and cookies emptied.
 */
const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
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
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ storyContext }, use) => {
    await storyContext.clearCookies();
    const page = await storyContext.newPage();
    await page.addInitScript(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.clock.setFixedTime(NOW);
    await use(page);
    await page.close();
  },
});

for (const story of storiesOfTheBuild()) {
  for (const scheme of SCHEMES) {
    test(`${story.title} / ${story.name} (${scheme})`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      let info = await openStory(page, story.id, scheme);
      // A `Dark…` story is another story in the dark scheme, which that story's own dark picture already shows.
      test.skip(info.theme !== undefined, "the story fixes its scheme: the story it varies is shot in both");
      if (info.viewport) {
        // The phone stories render again at their own width, as the component measures it when it mounts.
        await page.setViewportSize({ width: parseInt(info.viewport.width), height: parseInt(info.viewport.height) });
        info = await openStory(page, story.id, scheme);
      }
      expect(info.errored, "the story renders without an error").toBe(false);
      await expect(page).toHaveScreenshot(`${story.id}--${scheme}.webp`, { fullPage: true, timeout: 20_000 });
    });
  }
}
