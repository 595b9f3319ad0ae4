import { scrollBehavior } from "./media.ts";

/** The id of every page's main heading (model pages, articles): links that auto-scroll aim at it. */
export const ARTICLE_HEADING_ID = "naglowek-artykulu";

/** How long to wait for the next page's heading after a navigation settles (slow devices render late). */
const HEADING_WAIT_MS = 3000;

/** The height of the site header while it stays on screen (sticky or fixed), else 0. */
function stickyHeaderHeight(): number {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header.getBoundingClientRect().height;
  }
  return 0;
}

/**
 * Scrolls the next page's heading to just below the sticky header. It waits for a heading that is not `previous`
 * (the one of the page being left), since React renders the new page a little after the navigation settles.
 */
export function scrollToArticleHeading(previous: Element | null): void {
  const started = performance.now();
  const step = () => {
    const heading = document.getElementById(ARTICLE_HEADING_ID);
    if (heading && heading !== previous) {
      const top = heading.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight();
      window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
    } else if (performance.now() - started < HEADING_WAIT_MS) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}
