import { vi } from "vitest";

/**
 * jsdom lacks two browser APIs the live map uses (everything else in Leaflet runs in jsdom as it is):
 * matchMedia, for reduced motion, and ResizeObserver, which keeps Leaflet's size in step with its box.
 */
export function stubMapBrowserApis({ reducedMotion = false } = {}) {
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
