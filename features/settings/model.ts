/**
 * The visitor's stored preferences: localStorage keys, their first-visit defaults and how each is written
 * (spec section 3, "Local settings keys"). Booleans are stored as the strings 'true'/'false', as the
 * original site did, so existing visitors keep their choices.
 */
export interface Settings {
  /** 1, 2 or 3: the body font size step on screen (1rem, 1.1rem, 1.2rem); stored as the next step. */
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
    const stored = raw === "1" || raw === "2" || raw === "3" ? (Number(raw) as FontSizeStep) : null;
    return (stored === null ? fallback : previousFontSize(stored)) as Settings[K];
  }
  if (raw === "true") return true as Settings[K];
  if (raw === "false") return false as Settings[K];
  return fallback;
}

/** The string a setting is stored as. */
export function serializeSetting<K extends SettingKey>(key: K, value: Settings[K]): string | null {
  if (value === null) return null;
  if (key === "fontSize") return String(nextFontSize(value as FontSizeStep));
  return value ? "true" : "false";
}

/*
 * Font size (spec section 4): the size cycles 1 → 2 → 3 → 1 (body 1rem, 1.1rem, 1.2rem) and "the saved value is
 * stored as the next step". We read that literally: `Settings.fontSize` is the step on screen, and what goes into
 * localStorage is the step after it (1rem is stored as "2", 1.1rem as "3", 1.2rem as "1"). The spec's labels are
 * given for the stored value (1 'duża', 2 'mała', else 'średnia'), which then name exactly the size on screen, and a
 * first visit (nothing stored, step 1) is the ordinary 1rem. Values saved by the old site keep their meaning.
 */

export type FontSizeStep = Settings["fontSize"];

/** The font-size step after this one: 1 → 2 → 3 → 1. */
export function nextFontSize(step: FontSizeStep): FontSizeStep {
  return step === 3 ? 1 : ((step + 1) as 2 | 3);
}

/** The font-size step before this one: 1 → 3 → 2 → 1. */
export function previousFontSize(step: FontSizeStep): FontSizeStep {
  return step === 1 ? 3 : ((step - 1) as 1 | 2);
}

/** The panel's label for the step on screen: the spec's label for its stored value (the next step). */
export function fontSizeLabel(step: FontSizeStep): string {
  const stored = nextFontSize(step);
  return stored === 1 ? "duża" : stored === 2 ? "mała" : "średnia";
}

/** The settings the panel edits. `darkMode` is what the page shows now (stored choice or system preference). */
export type PanelSettings = Pick<Settings, "fontSize" | "banner" | "overlap" | "autoScroll" | "sections" | "header"> & {
  darkMode: boolean;
};

/** The settings that differ between what was saved and the draft: only these are written on save. */
export function changedSettings(saved: PanelSettings, draft: PanelSettings): Partial<Settings> {
  const changes: Partial<Record<keyof PanelSettings, unknown>> = {};
  for (const key of Object.keys(draft) as (keyof PanelSettings)[]) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  return changes as Partial<Settings>;
}

let polishTime: Intl.DateTimeFormat | undefined;

/** HH:MM in Polish time (Europe/Warsaw, summer time included), whatever the visitor's own time zone. */
export function formatPolishTime(date: Date): string {
  polishTime ??= new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return polishTime.format(date);
}

/**
 * The inline script that runs before first paint: it applies dark mode, font size, the static header and
 * the hidden banner and strip from localStorage, so a stored choice never flashes. Kept tiny and
 * dependency-free; it must not throw when storage is blocked. It sets exactly what `applySettingsToDocument`
 * sets (a test runs both on the same storage); the stored font size is the step after the one shown.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement;try{var s=window.localStorage;var m=s.getItem("darkMode");var dark=m==="true"||(m!=="false"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",!!dark);var f=s.getItem("fontSize");f=f==="1"?"3":f==="3"?"2":"";if(f)d.setAttribute("data-font-size",f);if(s.getItem("header")==="false")d.setAttribute("data-header","static");if(s.getItem("banner")==="false")d.setAttribute("data-banner","hidden");if(s.getItem("navigation")==="false")d.setAttribute("data-navigation","hidden");if(s.getItem("overlap")==="true")d.setAttribute("data-overlap","true");}catch(e){if(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark");}})();`;
