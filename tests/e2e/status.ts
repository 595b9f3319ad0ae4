import type { Page } from "@playwright/test";

/**
 * Watches, from before the action, for a visible status message holding `text`. The account dialog's tick shows for
 * one second only, which a retried assertion can miss on a busy machine; the page itself looks at every frame.
 */
export function statusShown(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[role="status"]')].some(
        (node) => node.textContent?.includes(wanted) && node.getClientRects().length > 0,
      ),
    text,
    { polling: "raf", timeout: 30_000 },
  );
}
