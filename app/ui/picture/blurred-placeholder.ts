import { useMemo, type CSSProperties } from "react";
import { thumbHashToDataURL } from "thumbhash";
import { placeholderBytes, placeholderStyle } from "./placeholder.ts";

/** The blurred ThumbHash once `drawn`, the average colour before (on the server and during hydration). */
export function blurredPlaceholderStyle(hash: string | undefined, drawn: boolean): CSSProperties | undefined {
  const bytes = drawn ? placeholderBytes(hash) : undefined;
  if (!bytes) return placeholderStyle(hash);
  try {
    return { backgroundImage: `url("${thumbHashToDataURL(bytes)}")`, backgroundSize: "cover" };
  } catch {
    return placeholderStyle(hash);
  }
}

/** Drawn on the main thread, so only for a picture about to be seen: a gallery holds up to 162 of them. */
export function useBlurredPlaceholder(hash: string | undefined, drawn: boolean): CSSProperties | undefined {
  return useMemo(() => blurredPlaceholderStyle(hash, drawn), [hash, drawn]);
}
