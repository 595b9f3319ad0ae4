import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from "../model.ts";
import { readSetting, writeSetting } from "../storage.ts";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site changed a setting.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Stores a setting and tells every component that reads it. */
export function updateSetting<K extends SettingKey>(key: K, value: Settings[K]): void {
  writeSetting(key, value);
  for (const listener of listeners) listener();
}

/**
 * One stored setting and its setter. The server (and the first client render, during hydration) sees the
 * default, so hydration never mismatches; the stored value follows immediately after.
 */
export function useSetting<K extends SettingKey>(key: K): [Settings[K], (value: Settings[K]) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readSetting(key),
    () => DEFAULT_SETTINGS[key],
  );
  const set = useCallback((next: Settings[K]) => updateSetting(key, next), [key]);
  return [value, set];
}
