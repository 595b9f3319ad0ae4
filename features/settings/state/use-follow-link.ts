import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { readSetting } from "../storage.ts";

/** Marks a navigation's history state: the page it opens scrolls to its heading once drawn (useHeadingOnArrival). */
export const TO_HEADING = { toHeading: true } as const;

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
    // The page scrolls itself once drawn (useHeadingOnArrival): a wait here could end before a slow page is there.
    void navigate(scrolledTo, { state: TO_HEADING });
  };
}
