import type { Settings } from "./model.ts";

/** Whether the operating system asks for a dark colour scheme. */
export function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
}

/**
 * Puts settings on <html> the way the pre-paint script does (app/ui/theme.css.ts and the features style from
 * these): the `dark` class, `data-font-size` 2/3, `data-header="static"`, `data-banner="hidden"`,
 * `data-navigation="hidden"` and `data-overlap="true"`. Used after Zapisz and when another tab changes a setting.
 */
export function applySettingsToDocument(settings: Settings, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", settings.darkMode ?? systemPrefersDark());
  setAttribute(root, "data-font-size", settings.fontSize === 1 ? null : String(settings.fontSize));
  setAttribute(root, "data-header", settings.header ? null : "static");
  setAttribute(root, "data-banner", settings.banner ? null : "hidden");
  setAttribute(root, "data-navigation", settings.navigation ? null : "hidden");
  setAttribute(root, "data-overlap", settings.overlap ? "true" : null);
}

function setAttribute(root: HTMLElement, name: string, value: string | null) {
  if (value === null) root.removeAttribute(name);
  else if (root.getAttribute(name) !== value) root.setAttribute(name, value);
}
