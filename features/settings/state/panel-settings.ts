import { applySettingsToDocument } from "../document.ts";
import type { SettingKey } from "../model.ts";
import { changedSettings, type PanelSettings } from "../panel-model.ts";
import { isDarkNow, readSettings } from "../storage.ts";
import { updateSetting } from "./use-setting.ts";

export function readPanelSettings(): PanelSettings {
  const { fontSize, banner, overlap, autoScroll, sections, header } = readSettings();
  return { darkMode: isDarkNow(), fontSize, banner, overlap, autoScroll, sections, header };
}

// Only what changed is stored, so an untouched colour scheme keeps following the system.
export function saveSettings(saved: PanelSettings, draft: PanelSettings): boolean {
  let stored = true;
  for (const [key, value] of Object.entries(changedSettings(saved, draft)) as [SettingKey, never][]) {
    stored = updateSetting(key, value) && stored;
  }
  applySettingsToDocument({ ...readSettings(), ...draft });
  return stored;
}
