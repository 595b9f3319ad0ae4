import { afterEach, describe, expect, test } from "vitest";
import { letterDelay, parseBannerState, parseStartSlide, randomSlide, titleLetters, wrapIndex } from "../model.ts";
import { BANNER_ID, initialSlide } from "../state/start-slide.ts";

describe("moving between slides", () => {
  test("goes to the first slide after the last and to the last before the first", () => {
    expect(wrapIndex(12, 1, 13)).toBe(0);
    expect(wrapIndex(0, -1, 13)).toBe(12);
    expect(wrapIndex(5, 1, 13)).toBe(6);
    expect(wrapIndex(5, -1, 13)).toBe(4);
  });

  test("stays on the only slide there is", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});

describe("the title's letters", () => {
  test("start 100 ms after the change and follow 150 ms apart", () => {
    expect(letterDelay(0)).toBe(0.1);
    expect(letterDelay(1)).toBe(0.25);
    expect(letterDelay(10)).toBe(1.6);
  });

  test("are numbered across the words, spaces not counted", () => {
    const words = titleLetters("Łazik  Curiosity");
    expect(words.map((word) => word.map(({ letter }) => letter).join(""))).toEqual(["Łazik", "Curiosity"]);
    expect(words[1]?.[0]).toEqual({ letter: "C", order: 5 });
  });
});

describe("the stored play state", () => {
  test("is paused only when stored as paused", () => {
    expect(parseBannerState("paused")).toBe("paused");
    expect(parseBannerState("running")).toBe("running");
    expect(parseBannerState(null)).toBe("running");
    expect(parseBannerState("PAUSED")).toBe("running");
  });
});

describe("the start slide", () => {
  afterEach(() => document.getElementById(BANNER_ID)?.remove());

  test("is any of the slides, uniformly", () => {
    expect(randomSlide(13, () => 0)).toBe(0);
    expect(randomSlide(13, () => 0.999999)).toBe(12);
    expect(randomSlide(13, () => 0.5)).toBe(6);
    expect(randomSlide(0, () => 0.5)).toBe(0);
  });

  test("accepts only a valid index written by the server", () => {
    expect(parseStartSlide("4", 13)).toBe(4);
    expect(parseStartSlide("13", 13)).toBeUndefined();
    expect(parseStartSlide("-1", 13)).toBeUndefined();
    expect(parseStartSlide("2x", 13)).toBeUndefined();
    expect(parseStartSlide(null, 13)).toBeUndefined();
  });

  test("is the server's choice when hydrating its markup, so both render the same slide", () => {
    const markup = document.createElement("section");
    markup.id = BANNER_ID;
    markup.setAttribute("data-start", "7");
    document.body.appendChild(markup);
    for (let attempt = 0; attempt < 5; attempt++) expect(initialSlide(13)).toBe(7);
  });

  test("is drawn at random without server markup", () => {
    const seen = new Set(Array.from({ length: 200 }, () => initialSlide(13)));
    expect(seen.size).toBeGreaterThan(5);
    for (const index of seen) expect(index).toBeLessThan(13);
  });
});
