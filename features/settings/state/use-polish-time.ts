import { useSyncExternalStore } from "react";
import { formatPolishTime } from "../panel-model.ts";

// One shared timer for every clock on the page; components re-render only when HH:MM changes.
const listeners = new Set<() => void>();
let current: string | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  const next = formatPolishTime(new Date());
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
    current = undefined;
  };
}

function getSnapshot() {
  current ??= formatPolishTime(new Date());
  return current;
}

// Null on the server and while hydrating, since the server's minute may differ from the browser's.
export function usePolishTime(): string | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
