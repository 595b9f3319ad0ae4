/**
 * The site's media queries. A screen is small up to 640 px, 640 included (the spec's banner breakpoint), and large
 * otherwise. `large` is the negation of `small`, so exactly one of them applies at every width, fractional widths
 * of a zoomed page included; print counts as large.
 */
const small = "screen and (max-width: 640px)";

export const media = {
  small,
  large: `not ${small}`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

/** Whether the visitor asked for less motion; false where there is no `matchMedia` (the server, jsdom). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(media.reducedMotion).matches === true;
}

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}
