import { parseStartSlide, randomSlide } from "../model.ts";

/** The id of the banner's root element, which carries the start slide in `data-start`. */
export const BANNER_ID = "banner";

/**
 * The slide the banner starts on. The server picks it at random and writes it into the markup; the browser,
 * hydrating that markup, reads it back so both render the same slide (a second random pick would not match).
 * A render without server markup (Storybook, tests) picks at random itself.
 */
export function initialSlide(count: number): number {
  if (typeof document !== "undefined") {
    const fromServer = parseStartSlide(document.getElementById(BANNER_ID)?.getAttribute("data-start"), count);
    if (fromServer !== undefined) return fromServer;
  }
  return randomSlide(count);
}
