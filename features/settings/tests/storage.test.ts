import { afterEach, describe, expect, test, vi } from "vitest";
import { DEFAULT_SETTINGS } from "../model.ts";
import { readRaw, readSetting, readSettings, writeRaw, writeSetting } from "../storage.ts";
import { storeSettings } from "./fixtures.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the storage module", () => {
  test("reads what was written", () => {
    expect(writeSetting("overlap", true)).toBe(true);
    expect(writeSetting("fontSize", 3)).toBe(true);
    expect(readSetting("overlap")).toBe(true);
    expect(readSetting("fontSize")).toBe(3);
    expect(window.localStorage.getItem("fontSize")).toBe("1");
  });

  test("returns the defaults for an empty storage", () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test("falls back to the default for each corrupt value and keeps the good ones", () => {
    storeSettings({ fontSize: "huge", darkMode: "maybe", banner: "false", header: "{}", overlap: "true" });
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, banner: false, overlap: true });
  });

  test("removes a setting written as null, so the system colour scheme decides again", () => {
    writeSetting("darkMode", true);
    writeSetting("darkMode", null);
    expect(window.localStorage.getItem("darkMode")).toBeNull();
  });

  test("keeps raw values for other features' keys", () => {
    expect(writeRaw("bannerState", "paused")).toBe(true);
    expect(readRaw("bannerState")).toBe("paused");
    expect(writeRaw("bannerState", null)).toBe(true);
    expect(readRaw("bannerState")).toBeNull();
  });
});

describe("a storage that throws", () => {
  test("a full storage refuses writes without crashing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(writeSetting("banner", false)).toBe(false);
    expect(writeRaw("user", "{}")).toBe(false);
    expect(readSetting("banner")).toBe(true);
  });

  test("a blocked storage reads as the defaults and refuses writes", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(readRaw("user")).toBeNull();
    expect(writeSetting("header", false)).toBe(false);
    expect(writeSetting("darkMode", null)).toBe(false);
    expect(writeRaw("user", null)).toBe(false);
  });

  test("a browser whose localStorage getter throws (cookies blocked) reads as the defaults", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(writeSetting("snowflakes", true)).toBe(false);
    expect(readRaw("bannerState")).toBeNull();
  });
});
