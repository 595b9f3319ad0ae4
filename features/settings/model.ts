/** Booleans are stored as the strings 'true'/'false', as the original site did, so existing visitors keep them. */
export interface Settings {
  /** The step on screen (1rem, 1.1rem, 1.2rem); localStorage holds the step after it (decision 007). */
  fontSize: 1 | 2 | 3;
  darkMode: boolean | null;
  banner: boolean;
  overlap: boolean;
  autoScroll: boolean;
  sections: boolean;
  devMode: boolean;
  header: boolean;
  snowflakes: boolean;
  navigation: boolean;
}

export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  fontSize: 1,
  darkMode: null,
  banner: true,
  overlap: false,
  autoScroll: true,
  sections: true,
  devMode: false,
  header: true,
  snowflakes: false,
  navigation: true,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export function parseSetting<K extends SettingKey>(key: K, raw: string | null): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  if (raw === null) return fallback;
  if (key === "fontSize") {
    const stored = raw === "1" || raw === "2" || raw === "3" ? (Number(raw) as FontSizeStep) : null;
    return (stored === null ? fallback : previousFontSize(stored)) as Settings[K];
  }
  if (raw === "true") return true as Settings[K];
  if (raw === "false") return false as Settings[K];
  return fallback;
}

export function serializeSetting<K extends SettingKey>(key: K, value: Settings[K]): string | null {
  if (value === null) return null;
  if (key === "fontSize") return String(nextFontSize(value as FontSizeStep));
  return value ? "true" : "false";
}

export type FontSizeStep = Settings["fontSize"];

export function nextFontSize(step: FontSizeStep): FontSizeStep {
  return step === 3 ? 1 : ((step + 1) as 2 | 3);
}

export function previousFontSize(step: FontSizeStep): FontSizeStep {
  return step === 1 ? 3 : ((step - 1) as 1 | 2);
}

/** Drawn by the page's code as it hydrates: the pre-paint script applies the document's, the rest act when used. */
export const DRAWN_BY_CODE: readonly SettingKey[] = ["snowflakes", "sections"];

/** Must not throw when storage is blocked, and must set what `applySettingsToDocument` sets (a test runs both). */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement;try{var s=window.localStorage;var m=s.getItem("darkMode");var dark=m==="true"||(m!=="false"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",!!dark);var f=s.getItem("fontSize");f=f==="1"?"3":f==="3"?"2":"";if(f)d.setAttribute("data-font-size",f);if(s.getItem("header")==="false")d.setAttribute("data-header","static");if(s.getItem("banner")==="false")d.setAttribute("data-banner","hidden");if(s.getItem("navigation")==="false")d.setAttribute("data-navigation","hidden");if(s.getItem("overlap")==="true")d.setAttribute("data-overlap","true");}catch(e){if(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark");}})();`;
