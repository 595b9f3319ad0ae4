import { useMemo, type CSSProperties } from "react";
import { thumbHashToAverageRGBA, thumbHashToDataURL } from "thumbhash";
import { useHydrated } from "../use-hydrated.ts";

function bytesOf(base64: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The server sends only the average colour; the browser draws the ThumbHash itself once the page runs. */
export function placeholderStyle(hash: string | undefined, drawn: boolean): CSSProperties | undefined {
  const bytes = hash ? bytesOf(hash) : undefined;
  if (!bytes || bytes.length < 5) return undefined;
  try {
    if (drawn) return { backgroundImage: `url("${thumbHashToDataURL(bytes)}")`, backgroundSize: "cover" };
    const { r, g, b } = thumbHashToAverageRGBA(bytes);
    const channel = (value: number) => Math.round(value * 255);
    return { backgroundColor: `rgb(${channel(r)} ${channel(g)} ${channel(b)})` };
  } catch {
    return undefined;
  }
}

export function usePlaceholder(hash: string | undefined): CSSProperties | undefined {
  const hydrated = useHydrated();
  return useMemo(() => placeholderStyle(hash, hydrated), [hash, hydrated]);
}
