import { useState } from "react";
import type { LeafletMap } from "../components/leaflet-map.client.tsx";

/** Where a map is on its way from the server's reserved box to a live Leaflet map; never back to inactive. */
export type MapActivation =
  | { status: "inactive" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; LeafletMap: typeof LeafletMap };

/**
 * A map's activation: Leaflet's code and CSS are fetched the first time the visitor activates it (a separate
 * chunk, so pages nobody activates a map on never download Leaflet). A failed fetch can be tried again.
 */
export function useMapActivation(): [MapActivation, () => void] {
  const [activation, setActivation] = useState<MapActivation>({ status: "inactive" });

  function activate() {
    setActivation({ status: "loading" });
    import("../components/leaflet-map.client.tsx").then(
      (module) => setActivation({ status: "ready", LeafletMap: module.LeafletMap }),
      (error: unknown) => {
        console.error("Nie udało się wczytać mapy", error);
        setActivation({ status: "failed" });
      },
    );
  }

  return [activation, activate];
}
