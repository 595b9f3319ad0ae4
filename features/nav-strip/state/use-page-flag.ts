import { useCallback, useEffect } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useSetting } from "#features/settings/index.ts";

interface PageFlag {
  key: "navigation" | "overlap";
  /** Must match what the pre-paint script in app/root.tsx writes. */
  attribute: string;
  value: string;
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
