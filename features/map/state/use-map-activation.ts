import { useState } from "react";
import type { LeafletMap } from "../components/leaflet-map.client.tsx";

export type MapActivation =
  | { status: "inactive" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; LeafletMap: typeof LeafletMap };

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
