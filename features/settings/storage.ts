import { browserStorage } from "#app/lib/browser-storage.ts";
import type { DRAFTS_KEY } from "#app/ui/editing/kept-drafts.ts";
import { DEFAULT_SETTINGS, parseSetting, serializeSetting, type SettingKey, type Settings } from "./model.ts";

export type StoredKey = SettingKey | "bannerState" | "user" | typeof DRAFTS_KEY;

/** The same keys at run time: the privacy note must list each (`retention-table.server.test.ts`). */
export const STORED_KEYS: Readonly<Record<StoredKey, true>> = {
  fontSize: true,
  darkMode: true,
  banner: true,
  overlap: true,
  autoScroll: true,
  sections: true,
  devMode: true,
  header: true,
  snowflakes: true,
  navigation: true,
  bannerState: true,
  user: true,
  drafts: true,
};

const storage = browserStorage;

export function readSetting<K extends SettingKey>(key: K): Settings[K] {
  try {
    return parseSetting(key, storage()?.getItem(key) ?? null);
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

export function readSettings(): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
    (settings as Record<SettingKey, unknown>)[key] = readSetting(key);
  }
  return settings;
}

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

export function readRaw(key: StoredKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: StoredKey, value: string | null): boolean {
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

// The class, not storage: with nothing stored the pre-paint script followed the system.
export function isDarkNow(): boolean {
  return typeof document !== "undefined" && document.documentElement.classList.contains("dark");
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
  writeSetting("darkMode", dark);
}
