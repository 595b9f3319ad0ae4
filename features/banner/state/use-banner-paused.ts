import { useCallback, useSyncExternalStore } from "react";
import { readRaw, writeRaw } from "#features/settings/index.ts";
import { BANNER_STATE_KEY, parseBannerState } from "../model.ts";

const listeners = new Set<() => void>();
let unsaved: boolean | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readPaused(): boolean {
  return unsaved ?? parseBannerState(readRaw(BANNER_STATE_KEY)) === "paused";
}

export function useBannerPaused(): [boolean, (paused: boolean) => void] {
  const paused = useSyncExternalStore(subscribe, readPaused, () => false);
  const setPaused = useCallback((next: boolean) => {
    unsaved = writeRaw(BANNER_STATE_KEY, next ? "paused" : "running") ? undefined : next;
    for (const listener of listeners) listener();
  }, []);
  return [paused, setPaused];
}
