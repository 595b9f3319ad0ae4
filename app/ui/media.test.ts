import { afterEach, describe, expect, test, vi } from "vitest";
import { media, prefersReducedMotion, scrollBehavior } from "./media.ts";

function stubMedia(matching: string[]) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: matching.includes(query), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the media queries", () => {
  test("count a 640 px screen as small, and as large exactly the screens that are not small", () => {
    expect(media.small).toBe("screen and (max-width: 640px)");
    // A min-width beside the max-width would leave 640 px in both, or a fractional width in neither.
    expect(media.large).toBe(`not ${media.small}`);
  });

  test("scroll smoothly unless the visitor prefers reduced motion", () => {
    stubMedia([]);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe("smooth");
    stubMedia([media.reducedMotion]);
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe("auto");
  });

  test("assume motion is fine where there is no matchMedia", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});
