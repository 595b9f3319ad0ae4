import type { Page } from "@playwright/test";

export function banner(page: Page) {
  return page.getByRole("region", { name: "Banner" });
}

/** Ends the current slide's slow zoom at once, as if its 12 seconds had passed. */
export async function finishZoom(page: Page) {
  await banner(page)
    .locator("img")
    .last()
    .evaluate((image) => {
      const animation = image.parentElement!.parentElement!.getAnimations()[0];
      if (!animation) throw new Error("the slide is not zooming");
      animation.finish();
    });
}
