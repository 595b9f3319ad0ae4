import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

// What only the browser knows (stored values) may show once this is true without a hydration mismatch.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
