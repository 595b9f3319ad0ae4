import { useCallback, useEffect } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useSetting } from "#features/settings/index.ts";

// The pre-paint script in app/root.tsx sets the same attribute.
const ATTRIBUTE = "data-banner";

function applyVisibility(visible: boolean): void {
  if (visible) document.documentElement.removeAttribute(ATTRIBUTE);
  else document.documentElement.setAttribute(ATTRIBUTE, "hidden");
}

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
