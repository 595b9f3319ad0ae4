import type { CSSProperties } from "react";

export function placeholderBytes(base64: string | undefined): Uint8Array | undefined {
  if (!base64) return undefined;
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return bytes.length < 5 ? undefined : bytes;
  } catch {
    return undefined;
  }
}

/** The ThumbHash's average colour, from its header: importing `thumbhash` would put its drawing into every page. */
function averageColour(hash: Uint8Array): string {
  const header = hash[0]! | (hash[1]! << 8) | (hash[2]! << 16);
  const luminance = (header & 63) / 63;
  const p = ((header >> 6) & 63) / 31.5 - 1;
  const q = ((header >> 12) & 63) / 31.5 - 1;
  const blue = luminance - (2 / 3) * p;
  const red = (3 * luminance - blue + q) / 2;
  const green = red - q;
  const channel = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 255);
  return `rgb(${channel(red)} ${channel(green)} ${channel(blue)})`;
}

/** A picture's box until its image arrives: the average colour, the same on the server and in the browser. */
export function placeholderStyle(hash: string | undefined): CSSProperties | undefined {
  const bytes = placeholderBytes(hash);
  return bytes ? { backgroundColor: averageColour(bytes) } : undefined;
}
