import { describe, expect, test } from "vitest";
import {
  DEFAULT_SETTINGS,
  nextFontSize,
  parseSetting,
  previousFontSize,
  serializeSetting,
  type FontSizeStep,
} from "../model.ts";
import { changedSettings, fontSizeLabel, formatPolishTime, type PanelSettings } from "../panel-model.ts";

describe("first-visit defaults", () => {
  test("are the spec's: overlap off, banner on, sticky header, sections open, no dev mode, autoscroll, no snow", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      overlap: false,
      banner: true,
      header: true,
      sections: true,
      devMode: false,
      autoScroll: true,
      snowflakes: false,
      fontSize: 1,
    });
  });

  test("leave the colour scheme to the system until the visitor chooses", () => {
    expect(DEFAULT_SETTINGS.darkMode).toBeNull();
    expect(parseSetting("darkMode", null)).toBeNull();
  });

  test("apply to every key that was never stored", () => {
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) {
      expect(parseSetting(key, null)).toBe(DEFAULT_SETTINGS[key]);
    }
  });
});

describe("the font-size cycle", () => {
  test("goes 1 → 2 → 3 → 1", () => {
    expect([1, 2, 3].map((step) => nextFontSize(step as FontSizeStep))).toEqual([2, 3, 1]);
  });

  test("steps back 1 → 3 → 2 → 1", () => {
    expect([1, 2, 3].map((step) => previousFontSize(step as FontSizeStep))).toEqual([3, 1, 2]);
  });

  test("stores the step after the one on screen", () => {
    expect(serializeSetting("fontSize", 1)).toBe("2");
    expect(serializeSetting("fontSize", 2)).toBe("3");
    expect(serializeSetting("fontSize", 3)).toBe("1");
  });

  test("reads a stored value back as the step before it, so a reload keeps the size", () => {
    for (const step of [1, 2, 3] as FontSizeStep[]) {
      expect(parseSetting("fontSize", serializeSetting("fontSize", step))).toBe(step);
    }
  });

  test("labels each stored value as the spec does: 1 duża, 2 mała, else średnia", () => {
    const labelOfStored = (raw: string) => fontSizeLabel(parseSetting("fontSize", raw));
    expect(labelOfStored("1")).toBe("duża");
    expect(labelOfStored("2")).toBe("mała");
    expect(labelOfStored("3")).toBe("średnia");
  });

  test("names the size on screen: 1rem mała, 1.1rem średnia, 1.2rem duża", () => {
    expect([1, 2, 3].map((step) => fontSizeLabel(step as FontSizeStep))).toEqual(["mała", "średnia", "duża"]);
  });
});

describe("parsing stored values", () => {
  test.each(["abc", "4", "0", "", "1.0", " 2", "null", "{}"])(
    "falls back to step 1 for a corrupt font size %j",
    (raw) => {
      expect(parseSetting("fontSize", raw)).toBe(1);
    },
  );

  test.each(["TRUE", "yes", "1", "", "undefined"])("falls back to the default for a corrupt flag %j", (raw) => {
    expect(parseSetting("banner", raw)).toBe(true);
    expect(parseSetting("snowflakes", raw)).toBe(false);
    expect(parseSetting("darkMode", raw)).toBeNull();
  });

  test("stores flags as the strings 'true' and 'false', as the old site did", () => {
    expect(serializeSetting("autoScroll", true)).toBe("true");
    expect(serializeSetting("sections", false)).toBe("false");
    expect(parseSetting("autoScroll", "true")).toBe(true);
    expect(parseSetting("sections", "false")).toBe(false);
  });
});

describe("what a save writes", () => {
  const saved: PanelSettings = {
    darkMode: false,
    fontSize: 1,
    banner: true,
    overlap: false,
    autoScroll: true,
    sections: true,
    header: true,
  };

  test("is only what the draft changed", () => {
    expect(changedSettings(saved, { ...saved, darkMode: true, fontSize: 3 })).toEqual({ darkMode: true, fontSize: 3 });
  });

  test("is nothing for an untouched draft, so the colour scheme keeps following the system", () => {
    expect(changedSettings(saved, { ...saved })).toEqual({});
  });
});

describe("the clock", () => {
  test("shows HH:MM in Polish winter time", () => {
    expect(formatPolishTime(new Date("2025-01-15T08:05:00Z"))).toBe("09:05");
  });

  test("shows HH:MM in Polish summer time", () => {
    expect(formatPolishTime(new Date("2025-07-15T08:05:00Z"))).toBe("10:05");
  });

  test("writes midnight as 00:00, never 24:00", () => {
    expect(formatPolishTime(new Date("2025-01-01T23:00:00Z"))).toBe("00:00");
  });
});
