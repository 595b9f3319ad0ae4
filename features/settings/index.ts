/** The visitor's preferences: stored settings, their defaults, the pre-paint script and the settings panel. */
export { PRE_PAINT_SCRIPT } from "./model.ts";
export { applyDarkMode, isDarkNow, readRaw, STORED_KEYS, writeRaw } from "./storage.ts";
export { preloadSettingsPanel, SettingsPanel } from "./components/settings-panel.tsx";
export { updateSetting, useSetting } from "./state/use-setting.ts";
export { useFollowLink } from "./state/use-follow-link.ts";
export { useHeadingOnArrival } from "./state/scroll-to-heading.ts";
