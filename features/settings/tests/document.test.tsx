import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { applySettingsToDocument } from "../document.ts";
import { DEFAULT_SETTINGS, PRE_PAINT_SCRIPT } from "../model.ts";
import { useSettingsSync } from "../state/use-settings-sync.ts";
import { readSettings } from "../storage.ts";
import { documentState, resetDocument, storeSettings, stubSystemScheme } from "./fixtures.ts";

beforeEach(resetDocument);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetDocument();
});

describe("applySettingsToDocument", () => {
  test("puts every setting on <html>", () => {
    applySettingsToDocument({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      fontSize: 3,
      header: false,
      banner: false,
      navigation: false,
      overlap: true,
    });
    expect(documentState()).toEqual({
      dark: true,
      fontSize: "3",
      header: "static",
      banner: "hidden",
      navigation: "hidden",
      overlap: "true",
    });
  });

  test("takes everything off again for the defaults", () => {
    applySettingsToDocument({ ...DEFAULT_SETTINGS, darkMode: true, fontSize: 2, header: false, overlap: true });
    applySettingsToDocument({ ...DEFAULT_SETTINGS, darkMode: false });
    expect(documentState()).toEqual({
      dark: false,
      fontSize: null,
      header: null,
      banner: null,
      navigation: null,
      overlap: null,
    });
  });

  test("follows the system colour scheme while none is chosen", () => {
    stubSystemScheme(true);
    applySettingsToDocument(DEFAULT_SETTINGS);
    expect(documentState().dark).toBe(true);
  });
});

describe("the pre-paint script", () => {
  const cases: Record<string, Partial<Record<string, string>>> = {
    "a first visit": {},
    "dark, large font, static header, hidden banner": {
      darkMode: "true",
      fontSize: "1",
      header: "false",
      banner: "false",
    },
    "light, middle font, hidden strip, narrow cards": {
      darkMode: "false",
      fontSize: "3",
      navigation: "false",
      overlap: "true",
    },
    "small font stored as the next step": { fontSize: "2" },
    "corrupt values": { darkMode: "yes", fontSize: "7", header: "0", overlap: "1" },
  };

  test.each(Object.entries(cases))("sets exactly what applySettingsToDocument sets for %s", (_name, stored) => {
    stubSystemScheme(false);
    storeSettings(stored);
    new Function(PRE_PAINT_SCRIPT)();
    const prePainted = documentState();
    resetDocument();
    applySettingsToDocument(readSettings());
    expect(prePainted).toEqual(documentState());
  });

  test("shows a stored large font (stored as '1', the next step) at step 3", () => {
    storeSettings({ fontSize: "1" });
    new Function(PRE_PAINT_SCRIPT)();
    expect(documentState().fontSize).toBe("3");
  });

  test("still follows a dark system when storage is blocked", () => {
    stubSystemScheme(true);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => new Function(PRE_PAINT_SCRIPT)()).not.toThrow();
    expect(documentState().dark).toBe(true);
  });
});

describe("settings changed in another tab", () => {
  function Sync() {
    useSettingsSync();
    return null;
  }

  test("are applied to this page when the storage event arrives", () => {
    stubSystemScheme(false);
    render(<Sync />);
    storeSettings({ darkMode: "true", fontSize: "3", header: "false" });
    window.dispatchEvent(new StorageEvent("storage", { key: "darkMode", newValue: "true" }));
    expect(documentState()).toMatchObject({ dark: true, fontSize: "2", header: "static" });
  });

  test("are applied when the other tab cleared everything", () => {
    stubSystemScheme(false);
    document.documentElement.classList.add("dark");
    document.documentElement.setAttribute("data-header", "static");
    render(<Sync />);
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(documentState()).toMatchObject({ dark: false, header: null });
  });

  test("ignore keys that are not settings", () => {
    stubSystemScheme(false);
    render(<Sync />);
    storeSettings({ darkMode: "true" });
    window.dispatchEvent(new StorageEvent("storage", { key: "user" }));
    expect(documentState().dark).toBe(false);
  });

  test("a system switch to dark is followed while the visitor has not chosen", () => {
    const system = stubSystemScheme(false);
    render(<Sync />);
    system.change(true);
    expect(documentState().dark).toBe(true);
  });

  test("a system switch does not override the visitor's choice", () => {
    const system = stubSystemScheme(false);
    storeSettings({ darkMode: "false" });
    render(<Sync />);
    system.change(true);
    expect(documentState().dark).toBe(false);
  });
});
