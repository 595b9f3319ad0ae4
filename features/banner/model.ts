export const SLIDE_DURATION_MS = 12_000;

export const FULL_SIZE = { width: 1600, height: 500 } as const;
export const MOBILE_SIZE = { width: 640, height: 400 } as const;

export const TITLE_DELAY_S = 0.1;
export const TITLE_STAGGER_S = 0.15;

export const BANNER_STATE_KEY = "bannerState";

export type BannerPlayState = "running" | "paused";

export function parseBannerState(raw: string | null): BannerPlayState {
  return raw === "paused" ? "paused" : "running";
}

export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function letterDelay(order: number): number {
  return Math.round((TITLE_DELAY_S + order * TITLE_STAGGER_S) * 1000) / 1000;
}

export function randomSlide(count: number, random: () => number = Math.random): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.floor(random() * count));
}

export function parseStartSlide(raw: string | null | undefined, count: number): number | undefined {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < count ? index : undefined;
}

export function titleLetters(title: string): { letter: string; order: number }[][] {
  let order = 0;
  return title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word, (letter) => ({ letter, order: order++ })));
}
