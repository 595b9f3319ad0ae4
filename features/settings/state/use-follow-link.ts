import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { ARTICLE_HEADING_ID, scrollToArticleHeading } from "#app/ui/article-heading.ts";
import { readSetting } from "../storage.ts";

export interface FollowTargets {
  /** Where to go when autoScroll is off (may end in a `#section`). */
  to: string;
  /** Where to go when autoScroll is on: the page then scrolls to its heading instead. Defaults to `to`. */
  scrolledTo?: string;
}

/**
 * The click handler of a link to another page of the site (map popups, the random gallery's captions):
 * client-side navigation and, with the `autoScroll` setting on, a smooth scroll to the new page's heading
 * (spec section 4). `before` runs first (e.g. closing the viewer). Clicks meant for a new tab are left alone.
 */
export function useFollowLink(): (
  event: MouseEvent<HTMLAnchorElement>,
  targets: FollowTargets,
  before?: () => void,
) => void {
  const navigate = useNavigate();
  return (event, { to, scrolledTo = to }, before) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    before?.();
    if (!readSetting("autoScroll")) {
      void navigate(to);
      return;
    }
    const previous = document.getElementById(ARTICLE_HEADING_ID);
    void Promise.resolve(navigate(scrolledTo)).then(() => scrollToArticleHeading(previous));
  };
}
