import { parseStartSlide, randomSlide } from "../model.ts";

export const BANNER_ID = "banner";

// The server's random pick is read back from the markup: a second random pick in the browser would not hydrate.
export function initialSlide(count: number): number {
  if (typeof document !== "undefined") {
    const fromServer = parseStartSlide(document.getElementById(BANNER_ID)?.getAttribute("data-start"), count);
    if (fromServer !== undefined) return fromServer;
  }
  return randomSlide(count);
}
