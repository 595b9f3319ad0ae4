import { expect, type Locator } from "@playwright/test";

/** A click before React has attached its handlers would be the browser's own, not the page's. */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
  return element;
}
