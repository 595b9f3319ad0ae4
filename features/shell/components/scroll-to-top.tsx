import { useEffect, useState } from "react";
import { ArrowUpIcon } from "#app/ui/icons/icons.tsx";
import { scrollBehavior } from "#app/ui/media.ts";
import * as styles from "./scroll-to-top.css.ts";

export const SCROLL_TO_TOP_AFTER_PX = 600;

export interface ScrollToTopProps {
  initiallyVisible?: boolean;
}

export function ScrollToTop({ initiallyVisible = false }: ScrollToTopProps) {
  const [visible, setVisible] = useState(initiallyVisible);
  useEffect(() => {
    if (initiallyVisible) return;
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [initiallyVisible]);

  if (!visible) return null;
  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  return (
    <button
      type="button"
      className={styles.root}
      onClick={scrollUp}
      aria-label="Przewiń na górę strony"
      title="Na górę"
    >
      <ArrowUpIcon />
    </button>
  );
}
