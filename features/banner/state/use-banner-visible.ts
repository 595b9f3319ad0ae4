import { useCallback, useEffect } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useSetting } from "#features/settings/index.ts";

/** Set on <html> by the pre-paint script (app/root.tsx) when the stored `banner` is false; styles hide by it. */
const ATTRIBUTE = "data-banner";

function applyVisibility(visible: boolean): void {
  if (visible) document.documentElement.removeAttribute(ATTRIBUTE);
  else document.documentElement.setAttribute(ATTRIBUTE, "hidden");
}

/**
 * Whether the banner is shown (the stored `banner` setting) and its setter. The page's <html> attribute is the
 * visible truth: it is set before first paint, changed at once by the setter, and follows the setting when
 * another part of the site (the settings panel, another tab) changes it.
 */
export function useBannerVisible(): [boolean, (visible: boolean) => void] {
  const [visible, store] = useSetting("banner");
  const hydrated = useHydrated();
  useEffect(() => {
    // During hydration `visible` is still the default, not the stored value the attribute already shows.
    if (hydrated) applyVisibility(visible);
  }, [hydrated, visible]);
  const setVisible = useCallback(
    (next: boolean) => {
      applyVisibility(next);
      store(next);
    },
    [store],
  );
  return [visible, setVisible];
}
