import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A click before React has attached its handlers would be the browser's own, not the page's. Parts of a page hydrate
 * when they come near the viewport or the pointer is on them (app/ui/on-demand), so the element is brought into view
 * and pointed at first, as a person does before clicking.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  // Not scrollIntoViewIfNeeded or hover: they wait for the element to stand still, and the banner's never does. The
  // pointer stays on it while the page loads, as a person's would (a synthetic event sets no :hover).
  await element.evaluate((node) => node.scrollIntoView({ block: "nearest" }));
  await expect
    .poll(
      () =>
        element.evaluate((node) => {
          node.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
          return Object.keys(node).some((key) => key.startsWith("__reactProps"));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  return element;
}

/** Whether React has hydrated the page's root (the header's first link carries React's props). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const home = document.querySelector("header a");
    return home !== null && Object.keys(home).some((key) => key.startsWith("__reactProps"));
  });
}

/**
 * A guest's page hydrates at the first sign of use (docs/decisions/034-hydration-at-first-use.md): until then the
 * account icon is a plain link to /Konto. The pointer arrives on the page, as a person's does, and React takes over.
 */
export async function pageInUse(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.body.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })));
        return isHydrated(page);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
