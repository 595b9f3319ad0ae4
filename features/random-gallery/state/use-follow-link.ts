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

/** Scrolls the next page's h1 (not `previous`, the one of the page being left) to just below the sticky header. */
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

export interface FollowTargets {
  /** Where to go when autoScroll is off (may end in a `#section`). */
  to: string;
  /** Where to go when autoScroll is on: the page then scrolls to its heading instead. */
  scrolledTo: string;
}

/**
 * The click handler of a link to a model page: client-side navigation and, with the `autoScroll` setting on, a
 * smooth scroll to the new page's heading (spec section 4). `before` runs first (e.g. closing the viewer).
 * Clicks meant for a new tab or window are left to the browser.
 */
export function useFollowLink(): (
  event: MouseEvent<HTMLAnchorElement>,
  targets: FollowTargets,
  before?: () => void,
) => void {
  const navigate = useNavigate();
  return (event, { to, scrolledTo }, before) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    before?.();
    const autoScroll = readSetting("autoScroll");
    if (!autoScroll) {
      void navigate(to);
      return;
    }
    const previous = document.getElementById(ARTICLE_HEADING_ID);
    void Promise.resolve(navigate(scrolledTo)).then(() => scrollToArticleHeading(previous));
  };
}
