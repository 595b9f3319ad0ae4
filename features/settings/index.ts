/** The visitor's preferences: stored settings, their defaults, the pre-paint script and the settings panel. */
export {
  DEFAULT_SETTINGS,
  PRE_PAINT_SCRIPT,
  fontSizeLabel,
  nextFontSize,
  parseSetting,
  previousFontSize,
  serializeSetting,
} from "./model.ts";
export type { FontSizeStep, SettingKey, Settings } from "./model.ts";
export { applyDarkMode, isDarkNow, readRaw, readSetting, readSettings, writeRaw, writeSetting } from "./storage.ts";
export { applySettingsToDocument, systemPrefersDark } from "./document.ts";
export { preloadSettingsPanel, SettingsPanel, type SettingsPanelProps } from "./components/settings-panel.tsx";
export { updateSetting, useSetting } from "./state/use-setting.ts";
export { useSettingsSync } from "./state/use-settings-sync.ts";
export { useFollowLink, type FollowTargets } from "./state/use-follow-link.ts";
