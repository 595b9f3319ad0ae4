/**
 * The visitor's stored preferences: localStorage keys, their first-visit defaults and how each is written
 * (spec section 3, "Local settings keys"). Booleans are stored as the strings 'true'/'false', as the
 * original site did, so existing visitors keep their choices.
 */
export interface Settings {
  /** 1, 2 or 3: the body font size step (1rem, 1.1rem, 1.2rem). */
  fontSize: 1 | 2 | 3;
  /** null until the visitor chooses: then the system colour preference decides. */
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

/** Parses one stored string; anything unexpected (corrupt, foreign) falls back to the default. */
export function parseSetting<K extends SettingKey>(key: K, raw: string | null): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  if (raw === null) return fallback;
  if (key === "fontSize") {
    const step = Number(raw);
    return (step === 1 || step === 2 || step === 3 ? step : fallback) as Settings[K];
  }
  if (raw === "true") return true as Settings[K];
  if (raw === "false") return false as Settings[K];
  return fallback;
}

/** The string a setting is stored as. */
export function serializeSetting<K extends SettingKey>(key: K, value: Settings[K]): string | null {
  if (value === null) return null;
  return key === "fontSize" ? String(value) : value ? "true" : "false";
}

/** The font-size step after this one: 1 → 2 → 3 → 1 (spec section 4). */
export function nextFontSize(step: Settings["fontSize"]): Settings["fontSize"] {
  return step === 3 ? 1 : ((step + 1) as 2 | 3);
}

/** The label the panel shows for a stored font-size value (spec section 2, "Panels"). */
export function fontSizeLabel(step: Settings["fontSize"]): string {
  return step === 1 ? "duża" : step === 2 ? "mała" : "średnia";
}

/**
 * The inline script that runs before first paint: it applies dark mode, font size, the static header and
 * the hidden banner and strip from localStorage, so a stored choice never flashes. Kept tiny and
 * dependency-free; it must not throw when storage is blocked.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement;try{var s=window.localStorage;var m=s.getItem("darkMode");var dark=m==="true"||(m!=="false"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",!!dark);var f=s.getItem("fontSize");if(f==="2"||f==="3")d.setAttribute("data-font-size",f);if(s.getItem("header")==="false")d.setAttribute("data-header","static");if(s.getItem("banner")==="false")d.setAttribute("data-banner","hidden");if(s.getItem("navigation")==="false")d.setAttribute("data-navigation","hidden");if(s.getItem("overlap")==="true")d.setAttribute("data-overlap","true");}catch(e){if(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark");}})();`;
