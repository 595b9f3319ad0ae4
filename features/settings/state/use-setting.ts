import { useCallback, useSyncExternalStore } from "react";
import { applySettingsToDocument } from "../document.ts";
import { changedSettings, DEFAULT_SETTINGS, type PanelSettings, type SettingKey, type Settings } from "../model.ts";
import { isDarkNow, readSetting, readSettings, writeSetting } from "../storage.ts";

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

/** Stores a setting and tells every component that reads it; false when the browser refused to store it. */
export function updateSetting<K extends SettingKey>(key: K, value: Settings[K]): boolean {
  const stored = writeSetting(key, value);
  for (const listener of listeners) listener();
  return stored;
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
  const set = useCallback((next: Settings[K]) => void updateSetting(key, next), [key]);
  return [value, set];
}

/** What the settings panel starts from: the stored settings, with the colour scheme the page shows now. */
export function readPanelSettings(): PanelSettings {
  const { fontSize, banner, overlap, autoScroll, sections, header } = readSettings();
  return { darkMode: isDarkNow(), fontSize, banner, overlap, autoScroll, sections, header };
}

/**
 * Saves the panel's draft: stores what changed since `saved` (an untouched colour scheme keeps following the
 * system) and applies the draft to the page at once. Returns false when the browser refused to store something;
 * the page still shows the draft until it is reloaded.
 */
export function saveSettings(saved: PanelSettings, draft: PanelSettings): boolean {
  let stored = true;
  for (const [key, value] of Object.entries(changedSettings(saved, draft)) as [SettingKey, never][]) {
    stored = updateSetting(key, value) && stored;
  }
  applySettingsToDocument({ ...readSettings(), ...draft });
  return stored;
}
