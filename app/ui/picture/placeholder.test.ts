import { rgbaToThumbHash, thumbHashToAverageRGBA } from "thumbhash";
import { describe, expect, test } from "vitest";
import { placeholderStyle } from "./placeholder.ts";

function hashOf(pixel: (x: number, y: number) => [number, number, number]): string {
  const size = 16;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) rgba.set([...pixel(x, y), 255], (y * size + x) * 4);
  return btoa(String.fromCharCode(...rgbaToThumbHash(size, size, rgba)));
}

describe("placeholderStyle", () => {
  test.each([
    ["a sky", hashOf((x, y) => [90 + x, 140 + y, 220])],
    ["a red roof over grass", hashOf((x, y) => (y < 8 ? [200, 40 + x, 30] : [40, 150, 60 + y]))],
    ["near black", hashOf(() => [3, 2, 8])],
  ])("gives %s the average colour thumbhash reads", (_name, hash) => {
    const { r, g, b } = thumbHashToAverageRGBA(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)));
    const channel = (value: number) => Math.round(value * 255);
    expect(placeholderStyle(hash)).toEqual({ backgroundColor: `rgb(${channel(r)} ${channel(g)} ${channel(b)})` });
  });

  test("gives nothing for a missing or broken hash", () => {
    expect(placeholderStyle(undefined)).toBeUndefined();
    expect(placeholderStyle("not base64!")).toBeUndefined();
    expect(placeholderStyle("AAAA")).toBeUndefined();
  });
});
