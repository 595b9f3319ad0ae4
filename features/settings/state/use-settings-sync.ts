import { useEffect } from "react";
import { waitsForUse } from "#app/ui/on-demand/page-in-use.ts";
import { applySettingsToDocument } from "../document.ts";
import { SETTING_KEYS, type SettingKey } from "../model.ts";
import { readSetting, readSettings } from "../storage.ts";

// The storage event fires only in the other tabs, so this tab's own saves apply themselves.
export function useSettingsSync(): void {
  useEffect(() => {
    // What another tab or the system changed before a guest's page was first used (decision 034).
    if (waitsForUse()) applySettingsToDocument(readSettings());
    const onStorage = (event: StorageEvent) => {
      // key is null when the other tab cleared the whole storage.
      if (event.key === null || SETTING_KEYS.includes(event.key as SettingKey)) applySettingsToDocument(readSettings());
    };
    const scheme = window.matchMedia?.("(prefers-color-scheme: dark)");
    const onScheme = () => {
      if (readSetting("darkMode") === null) applySettingsToDocument(readSettings());
    };
    window.addEventListener("storage", onStorage);
    scheme?.addEventListener("change", onScheme);
    return () => {
      window.removeEventListener("storage", onStorage);
      scheme?.removeEventListener("change", onScheme);
    };
  }, []);
}
