import { useCallback, useEffect, useState, type RefObject } from "react";

export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

// Sub-pixel scroll positions at high zoom levels never reach the exact end.
const TOLERANCE_PX = 2;

function measure(scroller: HTMLElement): ScrollEdges {
  return {
    atStart: scroller.scrollLeft <= TOLERANCE_PX,
    atEnd: scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - TOLERANCE_PX,
  };
}

// Also measured on resize of the content, since a filter changes the scroll width without a scroll event.
export function useScrollEdges(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): [ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false });
  const update = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = measure(element);
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
  }, [scroller]);
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    for (const element of [scroller.current, content.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [scroller, content, update]);
  return [edges, update];
}
