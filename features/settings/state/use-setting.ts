import { useCallback, useSyncExternalStore } from "react";
import { wantPageAtLoad } from "#app/ui/on-demand/page-in-use.ts";
import { DEFAULT_SETTINGS, PRE_PAINT_KEYS, SETTING_KEYS, type SettingKey, type Settings } from "../model.ts";
import { readSetting, writeSetting } from "../storage.ts";

// The server draws the defaults: a stored setting the pre-paint script cannot apply (the snow, closed sections)
// needs the page's code as it loads.
if (typeof window !== "undefined") {
  wantPageAtLoad(() =>
    SETTING_KEYS.some((key) => !PRE_PAINT_KEYS.includes(key) && readSetting(key) !== DEFAULT_SETTINGS[key]),
  );
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
