import { useCallback, useEffect } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useSetting } from "#features/settings/index.ts";

/** A stored on/off setting that the page shows through an attribute on <html>, set before first paint. */
interface PageFlag {
  key: "navigation" | "overlap";
  /** The attribute the pre-paint script in app/root.tsx writes, and its value. */
  attribute: string;
  value: string;
  /** The setting's value for which the attribute is present. */
  presentWhen: boolean;
}

export const HIDDEN_STRIP: PageFlag = {
  key: "navigation",
  attribute: "data-navigation",
  value: "hidden",
  presentWhen: false,
};
export const NARROW_CARDS: PageFlag = { key: "overlap", attribute: "data-overlap", value: "true", presentWhen: true };

function apply(flag: PageFlag, on: boolean): void {
  if (on === flag.presentWhen) document.documentElement.setAttribute(flag.attribute, flag.value);
  else document.documentElement.removeAttribute(flag.attribute);
}

/**
 * The setting and its setter. The <html> attribute is the visible truth: set before first paint, changed at
 * once by the setter, and following the setting when something else (the settings panel, another tab) changes it.
 */
export function usePageFlag(flag: PageFlag): [boolean, (on: boolean) => void] {
  const [on, store] = useSetting(flag.key);
  const hydrated = useHydrated();
  useEffect(() => {
    // During hydration `on` is still the default, not the stored value the attribute already shows.
    if (hydrated) apply(flag, on);
  }, [flag, hydrated, on]);
  const set = useCallback(
    (next: boolean) => {
      apply(flag, next);
      store(next);
    },
    [flag, store],
  );
  return [on, set];
}
