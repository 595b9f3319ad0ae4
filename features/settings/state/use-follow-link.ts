import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { scrollToArticleHeading } from "./scroll-to-heading.ts";
import { readSetting } from "../storage.ts";

export interface FollowTargets {
  to: string;
  scrolledTo?: string;
}

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
