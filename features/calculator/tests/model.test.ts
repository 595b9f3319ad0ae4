import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  calculateResistor,
  e12AtOrAbove,
  formatResistance,
  parseField,
  resistorOhms,
  resistorPowerMw,
  valuesFromSearchParams,
} from "../model.ts";

describe("the resistor formula", () => {
  test("gives 350 Ω for 9 V, 2 V and 20 mA", () => {
    expect(resistorOhms(9, 2, 20)).toBe(350);
  });

  test("gives 150 Ω for 5 V, 2 V and 20 mA", () => {
    expect(resistorOhms(5, 2, 20)).toBe(150);
  });

  test("gives 0 when the current is 0", () => {
    expect(resistorOhms(9, 2, 0)).toBe(0);
  });

  test("gives 0 when any value is empty or zero", () => {
    expect(resistorOhms(null, 2, 20)).toBe(0);
    expect(resistorOhms(9, null, 20)).toBe(0);
    expect(resistorOhms(9, 2, null)).toBe(0);
    expect(resistorOhms(0, 2, 20)).toBe(0);
    expect(resistorOhms(9, 0, 20)).toBe(0);
  });

  test("truncates to whole ohms rather than rounding", () => {
    // 8.8 V / 0.015 A = 586.67 Ω
    expect(resistorOhms(12, 3.2, 15)).toBe(586);
    // 1.1 V / 0.003 A = 366.67 Ω
    expect(resistorOhms(3.3, 2.2, 3)).toBe(366);
  });

  test("is not thrown off by binary fractions: (9 V − 2,4 V) / 20 mA is exactly 330 Ω", () => {
    expect(resistorOhms(9, 2.4, 20)).toBe(330);
    expect(resistorOhms(5, 2.1, 20)).toBe(145);
    expect(resistorOhms(5, 3.2, 18)).toBe(100);
  });

  test("agrees with exact integer arithmetic for every value typed with one decimal", () => {
    const tenths = fc.integer({ min: 1, max: 500 });
    fc.assert(
      fc.property(tenths, tenths, tenths, (supply, forward, current) => {
        fc.pre(forward < supply);
        // In tenths of a volt and of a milliamp: R = (s − f) / 10 / (c / 10 / 1000) = (s − f) · 1000 / c.
        const expected = Math.floor(((supply - forward) * 1000) / current);
        expect(resistorOhms(supply / 10, forward / 10, current / 10)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the E12 value", () => {
  test("is the nearest standard value at or above the result", () => {
    expect(e12AtOrAbove(350)).toBe(390);
    expect(e12AtOrAbove(330)).toBe(330);
    expect(e12AtOrAbove(150)).toBe(150);
    expect(e12AtOrAbove(151)).toBe(180);
    expect(e12AtOrAbove(83)).toBe(100);
    expect(e12AtOrAbove(586)).toBe(680);
    expect(e12AtOrAbove(4701)).toBe(5600);
  });

  test("starts at 1 Ω and keeps small values exact", () => {
    expect(e12AtOrAbove(0)).toBe(1);
    expect(e12AtOrAbove(1.1)).toBe(1.2);
    expect(e12AtOrAbove(2)).toBe(2.2);
  });

  test("is written the way resistors are labelled", () => {
    expect(formatResistance(390)).toBe("390\u00a0Ω");
    expect(formatResistance(3900)).toBe("3,9\u00a0kΩ");
    expect(formatResistance(1_200_000)).toBe("1,2\u00a0MΩ");
    expect(formatResistance(1.2)).toBe("1,2\u00a0Ω");
  });
});

describe("the power in the resistor", () => {
  test("is (supply − forward) · current in milliwatts", () => {
    expect(resistorPowerMw(9, 2, 20)).toBe(140);
    expect(resistorPowerMw(9, 2.4, 20)).toBe(132);
    expect(resistorPowerMw(5, 2.1, 15)).toBe(43.5);
  });
});

describe("reading the typed values", () => {
  test("takes a decimal comma or point and treats blank as empty", () => {
    expect(parseField("2,4")).toEqual({ ok: true, value: 2.4 });
    expect(parseField(" 2.4 ")).toEqual({ ok: true, value: 2.4 });
    expect(parseField("")).toEqual({ ok: true, value: null });
  });

  test("refuses negative values and text that is not a number", () => {
    expect(parseField("-1")).toEqual({ ok: false, message: "Wartość nie może być ujemna." });
    expect(parseField("abc")).toEqual({ ok: false, message: "Wpisz liczbę, np. 2,4." });
    expect(parseField("1e999")).toEqual({ ok: false, message: "Wpisz liczbę, np. 2,4." });
  });
});

describe("the calculator's result", () => {
  test("gives the resistor, its E12 value and its power", () => {
    expect(calculateResistor({ supply: "9", forward: "2", current: "20" })).toEqual({
      kind: "resistor",
      ohms: 350,
      e12: 390,
      powerMw: 140,
    });
  });

  test("is 0 when a field is empty or zero", () => {
    expect(calculateResistor({ supply: "", forward: "", current: "" })).toEqual({ kind: "zero" });
    expect(calculateResistor({ supply: "9", forward: "2", current: "0" })).toEqual({ kind: "zero" });
  });

  test("explains instead of giving a negative resistance when the forward voltage is not below the supply", () => {
    expect(calculateResistor({ supply: "3", forward: "3,2", current: "20" })).toEqual({
      kind: "forwardTooHigh",
      supply: 3,
      forward: 3.2,
    });
    expect(calculateResistor({ supply: "3", forward: "3", current: "20" }).kind).toBe("forwardTooHigh");
  });

  test("names every invalid field", () => {
    expect(calculateResistor({ supply: "-9", forward: "x", current: "20" })).toEqual({
      kind: "invalid",
      errors: { supply: "Wartość nie może być ujemna.", forward: "Wpisz liczbę, np. 2,4." },
    });
  });
});

describe("a form sent without script", () => {
  test("is read back from the address", () => {
    expect(valuesFromSearchParams(new URLSearchParams("zasilanie=9&przewodzenie=2%2C4&prad="))).toEqual({
      supply: "9",
      forward: "2,4",
      current: "",
    });
  });

  test("is not there when none of the calculator's values are", () => {
    expect(valuesFromSearchParams(new URLSearchParams("strona=2"))).toBeNull();
  });
});
