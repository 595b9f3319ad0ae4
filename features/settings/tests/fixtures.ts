import { vi } from "vitest";
import type { Settings } from "../model.ts";

/** jsdom has no showModal(): a stand-in that opens and closes the <dialog> like a browser does. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/** Stored strings for a visitor's settings, as the browser would hold them. */
export function storeSettings(values: Partial<Record<keyof Settings, string>>) {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

/** The operating system's colour scheme for `matchMedia` (jsdom has none). */
export function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => query),
  );
  return {
    /** Switches the system scheme and tells the listeners, as the browser does. */
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Resets <html> to a page without any pre-paint state. */
export function resetDocument() {
  const root = document.documentElement;
  root.className = "";
  for (const name of ["data-font-size", "data-header", "data-banner", "data-navigation", "data-overlap"]) {
    root.removeAttribute(name);
  }
}

/** The <html> state that settings control, for comparisons. */
export function documentState() {
  const root = document.documentElement;
  return {
    dark: root.classList.contains("dark"),
    fontSize: root.getAttribute("data-font-size"),
    header: root.getAttribute("data-header"),
    banner: root.getAttribute("data-banner"),
    navigation: root.getAttribute("data-navigation"),
    overlap: root.getAttribute("data-overlap"),
  };
}
