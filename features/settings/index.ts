/** The visitor's preferences: stored settings, their defaults and the pre-paint script. */
export {
  DEFAULT_SETTINGS,
  PRE_PAINT_SCRIPT,
  fontSizeLabel,
  nextFontSize,
  parseSetting,
  serializeSetting,
} from "./model.ts";
export type { SettingKey, Settings } from "./model.ts";
export { applyDarkMode, isDarkNow, readRaw, readSetting, readSettings, writeRaw, writeSetting } from "./storage.ts";
export { SettingsPanel, type SettingsPanelProps } from "./components/settings-panel.tsx";
export { updateSetting, useSetting } from "./state/use-setting.ts";
