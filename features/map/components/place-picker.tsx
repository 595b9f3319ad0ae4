import { useState } from "react";
import type { LatLng } from "#features/catalog/index.ts";
import {
  MAP_TEXT,
  PICKER_DETAIL_ZOOM,
  POLAND_CENTER,
  type MapView,
  type ModelMapMode,
  type PlacePickerProps,
} from "../model.ts";
import { useMapActivation } from "../state/use-map-activation.ts";
import * as styles from "./map-frame.css.ts";
import { MapFrame, modeControl } from "./map-frame.tsx";

export default function PlacePicker({ name, position, onPick }: PlacePickerProps) {
  const [activation, activate] = useMapActivation();
  // The view follows the saved point and the toggle, never a pick: the map stays where the owner is looking.
  const [mode, setMode] = useState<ModelMapMode>(position ? "detail" : "overview");
  const [picked, setPicked] = useState<LatLng | undefined>(position);
  const view: MapView =
    position && mode === "detail" ? { center: position, zoom: PICKER_DETAIL_ZOOM } : { center: POLAND_CENTER, zoom: 6 };

  const pick = (point: LatLng) => {
    setPicked(point);
    onPick(point);
  };

  return (
    <div className={styles.picker}>
      <p className={styles.pickerHint}>{MAP_TEXT.pickerHint}</p>
      <MapFrame
        kind="picker"
        label={MAP_TEXT.pickerLabel(name)}
        activation={activation}
        onActivate={activate}
        controls={position ? [modeControl(mode, setMode)] : []}
      >
        {(LeafletMap) => (
          <LeafletMap
            center={view.center}
            zoom={view.zoom}
            markers={picked ? [{ id: "point", position: picked, label: name, popup: name }] : []}
            onPick={pick}
            focusOnReady
          />
        )}
      </MapFrame>
    </div>
  );
}
