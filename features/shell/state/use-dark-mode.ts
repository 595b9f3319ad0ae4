import { useCallback, useSyncExternalStore } from "react";
import { applyDarkMode, isDarkNow } from "#features/settings/index.ts";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const observer = new MutationObserver(() => listener());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
}

export function useDarkMode(): [dark: boolean, toggle: () => void] {
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  const toggle = useCallback(() => applyDarkMode(!isDarkNow()), []);
  return [dark, toggle];
}
