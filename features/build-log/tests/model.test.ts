import { describe, expect, test } from "vitest";
import { isEmptyNote, noteSummary, polishDate, type BuildNoteView } from "../model.ts";

const EMPTY: BuildNoteView = {
  content: " ",
  nodes: [],
  started: null,
  finished: null,
  hours: null,
  changes: "",
  lighting: "",
  rating: null,
  verdict: "",
};

describe("the build note", () => {
  test("is empty without text and facts; any one fact makes it worth showing", () => {
    expect(isEmptyNote(null)).toBe(true);
    expect(isEmptyNote(EMPTY)).toBe(true);
    expect(isEmptyNote({ ...EMPTY, hours: 0 })).toBe(false);
    expect(isEmptyNote({ ...EMPTY, rating: 3 })).toBe(false);
    expect(isEmptyNote({ ...EMPTY, content: "Tekst" })).toBe(false);
  });

  test("summarises its first paragraph as plain text for the page's description", () => {
    expect(noteSummary("## Start\n\nBudowa **ruszyła** w [sierpniu](/Hel).\n\nDalej")).toBe("Start");
    expect(noteSummary("\n\nBudowa **ruszyła** w [sierpniu](/Hel) ![x](/a.png).\n\nDalej")).toBe(
      "Budowa ruszyła w sierpniu .",
    );
    expect(noteSummary("   ")).toBeUndefined();
    expect(noteSummary("a".repeat(300), 20)).toBe(`${"a".repeat(19)}…`);
  });

  test("writes days the Polish way", () => {
    expect(polishDate("2025-08-18")).toBe("18.08.2025");
  });
});
