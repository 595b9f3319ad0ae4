import type { Settings } from "./model.ts";

export function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
}

// Must match what the pre-paint script in app/root.tsx sets, or a reload would look different from a save.
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
