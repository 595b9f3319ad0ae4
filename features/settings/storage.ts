import { DEFAULT_SETTINGS, parseSetting, serializeSetting, type SettingKey, type Settings } from "./model.ts";

/** The only place that touches localStorage: a blocked, full or absent storage never throws. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** One stored setting, or its default. */
export function readSetting<K extends SettingKey>(key: K): Settings[K] {
  try {
    return parseSetting(key, storage()?.getItem(key) ?? null);
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

/** Every stored setting, defaults where none is stored. */
export function readSettings(): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
    (settings as Record<SettingKey, unknown>)[key] = readSetting(key);
  }
  return settings;
}

/** Stores one setting; returns false when the browser refused (private mode, quota). */
export function writeSetting<K extends SettingKey>(key: K, value: Settings[K]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    const raw = serializeSetting(key, value);
    if (raw === null) store.removeItem(key);
    else store.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

/** Raw access for the few non-setting keys other features keep (bannerState, user). */
export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether the page is in dark mode right now (the pre-paint script decided it from storage or the system). */
export function isDarkNow(): boolean {
  return typeof document !== "undefined" && document.documentElement.classList.contains("dark");
}

/** Applies dark mode to the page and stores the choice. */
export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
  writeSetting("darkMode", dark);
}
