/** Falling snow as numbers: the flakes and how one frame moves them (spec section 9, "Snow"). */
export interface Flake {
  x: number;
  y: number;
  /** 0.5 to 3 px. */
  radius: number;
  /** 1 to 3 px down per frame at 60 frames per second. */
  speed: number;
  /** -0.5 to 2 px sideways per frame. */
  wind: number;
}

/** Windows narrower than this get the small flurry. */
export const NARROW_WIDTH_PX = 768;
export const FRAMES_PER_SECOND = 60;
export const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** The flakes' colour: the spec's light blue. Canvas paint, not a page style, so it does not come from the theme. */
export const FLAKE_COLOUR = "rgba(173, 216, 230, 0.9)";

/** 30 flakes when the window is narrower than 768 px, else 100. */
export function flakeCount(width: number): number {
  return width < NARROW_WIDTH_PX ? 30 : 100;
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** A new flake somewhere in the window (`y` given: a flake re-entering at the top). */
export function createFlake(width: number, height: number, random: () => number = Math.random, y?: number): Flake {
  return {
    x: random() * width,
    y: y ?? random() * height,
    radius: between(random, 0.5, 3),
    speed: between(random, 1, 3),
    wind: between(random, -0.5, 2),
  };
}

/** The flake count for this width, keeping the flakes that are already falling. */
export function resizeFlakes(
  flakes: Flake[],
  width: number,
  height: number,
  random: () => number = Math.random,
): Flake[] {
  const count = flakeCount(width);
  const kept = flakes.slice(0, count);
  while (kept.length < count) kept.push(createFlake(width, height, random));
  return kept;
}

/**
 * Moves the flakes on by `frames` frames of 1/60 s (a fraction on faster screens, more after a stall). A flake
 * that falls out at the bottom comes back at the top at a new place; one blown out at a side enters at the other.
 */
export function stepFlakes(
  flakes: Flake[],
  frames: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): void {
  for (const flake of flakes) {
    flake.y += flake.speed * frames;
    flake.x += flake.wind * frames;
    if (flake.y - flake.radius > height) {
      flake.y = -flake.radius;
      flake.x = random() * width;
    }
    if (flake.x - flake.radius > width) flake.x = -flake.radius;
    else if (flake.x + flake.radius < 0) flake.x = width + flake.radius;
  }
}
