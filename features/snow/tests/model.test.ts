import { describe, expect, test } from "vitest";
import { createFlake, flakeCount, resizeFlakes, stepFlakes, type Flake } from "../model.ts";

/** A repeatable stand-in for Math.random. */
function seeded(seed = 7) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
}

describe("how many flakes fall", () => {
  test("30 in a window narrower than 768 px, 100 from 768 px on", () => {
    expect(flakeCount(375)).toBe(30);
    expect(flakeCount(767)).toBe(30);
    expect(flakeCount(768)).toBe(100);
    expect(flakeCount(1920)).toBe(100);
  });

  test("follows the window when it is resized, keeping the flakes already falling", () => {
    const wide = resizeFlakes([], 1280, 800, seeded());
    expect(wide).toHaveLength(100);
    const narrow = resizeFlakes(wide, 375, 800, seeded());
    expect(narrow).toHaveLength(30);
    expect(narrow[0]).toBe(wide[0]);
    expect(resizeFlakes(narrow, 1024, 800, seeded())).toHaveLength(100);
  });
});

describe("a flake", () => {
  test("has radius 0.5-3, speed 1-3 and wind -0.5 to 2, anywhere in the window", () => {
    const random = seeded();
    for (let i = 0; i < 500; i++) {
      const flake = createFlake(800, 600, random);
      expect(flake.radius).toBeGreaterThanOrEqual(0.5);
      expect(flake.radius).toBeLessThanOrEqual(3);
      expect(flake.speed).toBeGreaterThanOrEqual(1);
      expect(flake.speed).toBeLessThanOrEqual(3);
      expect(flake.wind).toBeGreaterThanOrEqual(-0.5);
      expect(flake.wind).toBeLessThanOrEqual(2);
      expect(flake.x).toBeGreaterThanOrEqual(0);
      expect(flake.x).toBeLessThanOrEqual(800);
      expect(flake.y).toBeGreaterThanOrEqual(0);
      expect(flake.y).toBeLessThanOrEqual(600);
    }
  });

  test("the extremes of the random source give the extremes of each range", () => {
    expect(createFlake(100, 100, () => 0)).toMatchObject({ radius: 0.5, speed: 1, wind: -0.5 });
    expect(createFlake(100, 100, () => 1)).toMatchObject({ radius: 3, speed: 3, wind: 2 });
  });
});

describe("one frame", () => {
  const flake = (overrides: Partial<Flake> = {}): Flake => ({
    x: 50,
    y: 50,
    radius: 2,
    speed: 2,
    wind: 1,
    ...overrides,
  });

  test("moves a flake down by its speed and sideways by its wind", () => {
    const flakes = [flake()];
    stepFlakes(flakes, 1, 800, 600);
    expect(flakes[0]).toMatchObject({ x: 51, y: 52 });
  });

  test("scales with the time that passed, counted in 60 Hz frames", () => {
    const flakes = [flake()];
    stepFlakes(flakes, 0.5, 800, 600);
    expect(flakes[0]).toMatchObject({ x: 50.5, y: 51 });
  });

  test("brings a flake that fell out at the bottom back in at the top", () => {
    const flakes = [flake({ y: 601 })];
    stepFlakes(flakes, 1, 800, 600, () => 0.25);
    expect(flakes[0]).toMatchObject({ y: -2, x: 200 });
  });

  test("lets a flake blown out at one side enter at the other", () => {
    const right = [flake({ x: 801.5, wind: 1 })];
    stepFlakes(right, 1, 800, 600);
    expect(right[0]?.x).toBe(-2);
    const left = [flake({ x: -1.7, wind: -0.5 })];
    stepFlakes(left, 1, 800, 600);
    expect(left[0]?.x).toBe(802);
  });
});
