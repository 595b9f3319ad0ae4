import { breakpoints } from "./theme.css.ts";

// `large` is the negation of `small`, so exactly one applies at every width, a zoomed page's fractional ones too.
const small = `screen and (max-width: ${breakpoints.small}px)`;

export const media = {
  small,
  large: `not ${small}`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(media.reducedMotion).matches === true;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}
