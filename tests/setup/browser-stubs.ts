import { vi } from "vitest";

/**
 * jsdom lacks two browser APIs the live map and the photo viewer use (everything else in Leaflet runs in jsdom as it
 * is): matchMedia, for reduced motion, and ResizeObserver, which keeps their size in step with their box.
 */
export function stubBrowserApis({ reducedMotion = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
