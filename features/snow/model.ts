export interface Flake {
  x: number;
  y: number;
  radius: number;
  /** In px per 1/60 s frame, like `wind`. */
  speed: number;
  wind: number;
}

export const NARROW_WIDTH_PX = 768;
export const FRAMES_PER_SECOND = 60;
export const FRAME_MS = 1000 / FRAMES_PER_SECOND;
export const FLAKE_COLOUR = "rgba(173, 216, 230, 0.9)";

export function flakeCount(width: number): number {
  return width < NARROW_WIDTH_PX ? 30 : 100;
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

export function createFlake(width: number, height: number, random: () => number = Math.random, y?: number): Flake {
  return {
    x: random() * width,
    y: y ?? random() * height,
    radius: between(random, 0.5, 3),
    speed: between(random, 1, 3),
    wind: between(random, -0.5, 2),
  };
}

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
