import { useCallback, useSyncExternalStore } from "react";
import { wantPageAtLoad } from "#app/ui/on-demand/page-in-use.ts";
import { DEFAULT_SETTINGS, DRAWN_BY_CODE, type SettingKey, type Settings } from "../model.ts";
import { readSetting, writeSetting } from "../storage.ts";

// The server draws the defaults: a stored setting the page's code draws (the snow, closed sections) needs it at load.
if (typeof window !== "undefined") {
  wantPageAtLoad(() => DRAWN_BY_CODE.some((key) => readSetting(key) !== DEFAULT_SETTINGS[key]));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function updateSetting<K extends SettingKey>(key: K, value: Settings[K]): boolean {
  const stored = writeSetting(key, value);
  for (const listener of listeners) listener();
  return stored;
}

// The server and the hydrating render see the default, so hydration never mismatches.
export function useSetting<K extends SettingKey>(key: K): [Settings[K], (value: Settings[K]) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readSetting(key),
    () => DEFAULT_SETTINGS[key],
  );
  const set = useCallback((next: Settings[K]) => void updateSetting(key, next), [key]);
  return [value, set];
}
