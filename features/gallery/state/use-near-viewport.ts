import { useCallback, useState } from "react";

const MARGIN = "300px";

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function watch(node: Element, onNear: () => void): () => void {
  // One observer for every thumbnail of the page rather than one each: galleries hold up to 162 photos.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: MARGIN },
  );
  waiting.set(node, onNear);
  observer.observe(node);
  return () => {
    waiting.delete(node);
    observer?.unobserve(node);
  };
}

// False on the server and during hydration, so the markup matches.
export function useNearViewport<T extends Element>(): [boolean, (node: T | null) => (() => void) | undefined] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return undefined;
      }
      return watch(node, () => setNear(true));
    },
    [near],
  );
  return [near, ref];
}
