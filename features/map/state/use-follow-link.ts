import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { readSetting } from "../../settings/index.ts";
import { ARTICLE_HEADING_ID } from "../model.ts";

/** How long to wait for the next page's heading after the navigation settled (slow devices render late). */
const HEADING_WAIT_MS = 3000;

/** The height of the site header when it stays on screen (sticky or fixed), else 0. */
function stickyHeaderHeight(): number {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header.getBoundingClientRect().height;
  }
  return 0;
}

/**
 * Scrolls the next page's article heading to just below the sticky header. It waits for a heading that is not
 * `previous` (the one of the page being left, if it had one), since React renders the new page a little after the
 * navigation settles and the scroll restoration puts it at the top first.
 */
function scrollToArticleHeading(previous: Element | null) {
  const started = performance.now();
  const step = () => {
    const heading = document.getElementById(ARTICLE_HEADING_ID);
    if (heading && heading !== previous) {
      const top = heading.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight();
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : "smooth" });
    } else if (performance.now() - started < HEADING_WAIT_MS) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}

/**
 * The click handler of a map popup's link: client-side navigation to `to` and, with the `autoScroll` setting on,
 * a smooth scroll to the new page's article heading. Clicks meant for a new tab or window are left to the browser.
 */
export function useFollowLink(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const navigate = useNavigate();
  return (event, to) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const previous = document.getElementById(ARTICLE_HEADING_ID);
    const autoScroll = readSetting("autoScroll");
    void Promise.resolve(navigate(to)).then(() => {
      if (autoScroll) scrollToArticleHeading(previous);
    });
  };
}
