import { describe, expect, test } from "vitest";
import { isCalendarDay, isoDate, newestFirst, showMore } from "../model.ts";
import { buildUpdates } from "./fixtures.ts";

describe("update helpers", () => {
  test("reads DD-MM-YYYY as an ISO date and refuses anything else", () => {
    expect(isoDate("18-08-2025")).toBe("2025-08-18");
    expect(isoDate("2025-08-18")).toBeUndefined();
    expect(isoDate("1-8-2025")).toBeUndefined();
  });

  test("orders by date, not by the order given or the day number", () => {
    const sorted = newestFirst(buildUpdates());
    expect(sorted.map((entry) => entry.date).slice(0, 4)).toEqual([
      "18-08-2025",
      "10-04-2025",
      "08-04-2025",
      "12-02-2025",
    ]);
    expect(sorted.at(-1)!.date).toBe("24-08-2024");
  });

  test("puts the later-added entry of one day first", () => {
    const sorted = newestFirst([
      { id: 1, date: "01-01-2025" },
      { id: 2, date: "01-01-2025" },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([2, 1]);
  });

  test("adds three at a time, or the remainder", () => {
    expect(showMore(3, 10)).toBe(6);
    expect(showMore(9, 10)).toBe(10);
    expect(showMore(3, 4)).toBe(4);
  });
});

describe("a calendar day", () => {
  test.each([
    ["2025-08-18", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2025-13-01", false],
    ["18-08-2025", false],
    ["2025-8-18", false],
  ])("%s: %s", (day, valid) => {
    expect(isCalendarDay(day)).toBe(valid);
  });
});
