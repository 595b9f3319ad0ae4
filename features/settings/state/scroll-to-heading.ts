import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { scrollBehavior } from "#app/ui/media.ts";

function stickyHeaderHeight(): number {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header.getBoundingClientRect().height;
  }
  return 0;
}

function arrivesAtHeading(state: unknown): boolean {
  return typeof state === "object" && state !== null && "toHeading" in state && state.toHeading === true;
}

/**
 * Scrolls a page opened with TO_HEADING (use-follow-link.ts) to its heading once drawn, however long its data and code took: after
 * the router's reset to the top, which runs in the commit's layout effects. Back and forward keep the restored scroll.
 */
export function useHeadingOnArrival(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP" || !arrivesAtHeading(location.state)) return;
    const heading = document.getElementById(ARTICLE_HEADING_ID);
    if (!heading) return;
    const top = heading.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight();
    window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
  }, [location.key, location.state, navigationType]);
}
