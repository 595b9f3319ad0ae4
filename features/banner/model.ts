/**
 * The banner's timing, image sizes and pure helpers (spec sections 4 and 9): slides wrap in both directions and
 * the title's letters appear 100 ms after a slide change and 150 ms apart. The mobile image is used on small
 * screens (`media.small` of app/ui/media.ts: up to 640 px).
 */

/** How long one slide's slow zoom lasts; the banner advances when it ends. */
export const SLIDE_DURATION_MS = 12_000;

/** Natural sizes of the seeded banner images: they reserve the banner's height before anything loads. */
export const FULL_SIZE = { width: 1600, height: 500 } as const;
export const MOBILE_SIZE = { width: 640, height: 400 } as const;

/** The title's first letter starts this long after a slide change; the next ones follow at the stagger. */
export const TITLE_DELAY_S = 0.1;
export const TITLE_STAGGER_S = 0.15;

/** The localStorage key that remembers whether the visitor paused the banner. */
export const BANNER_STATE_KEY = "bannerState";

export type BannerPlayState = "running" | "paused";

/** Reads the stored play state; anything but `paused` (absent, corrupt) means running. */
export function parseBannerState(raw: string | null): BannerPlayState {
  return raw === "paused" ? "paused" : "running";
}

/** The slide `step` places from `index`, wrapping at both ends (next after the last is the first). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The delay, in seconds, before the n-th letter (0-based) of a new title appears. */
export function letterDelay(order: number): number {
  return Math.round((TITLE_DELAY_S + order * TITLE_STAGGER_S) * 1000) / 1000;
}

/** A uniformly random slide for a `random()` in [0, 1). */
export function randomSlide(count: number, random: () => number = Math.random): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.floor(random() * count));
}

/** The start slide the server wrote into the page, if it is a valid index for `count` slides. */
export function parseStartSlide(raw: string | null | undefined, count: number): number | undefined {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < count ? index : undefined;
}

/** The title split into words of letters, each letter with its place in the whole title (for the stagger). */
export function titleLetters(title: string): { letter: string; order: number }[][] {
  let order = 0;
  return title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word, (letter) => ({ letter, order: order++ })));
}
