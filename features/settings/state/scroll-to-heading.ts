import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { scrollBehavior } from "#app/ui/media.ts";

// Slow devices render the next page late.
const HEADING_WAIT_MS = 3000;

function stickyHeaderHeight(): number {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header.getBoundingClientRect().height;
  }
  return 0;
}

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
