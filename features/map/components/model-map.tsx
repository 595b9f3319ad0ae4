import { useState } from "react";
import type { LatLng } from "#features/catalog/index.ts";
import { MAP_TEXT, modelMapView, sizeToggleLabel, type ModelMapMode } from "../model.ts";
import { useMapActivation } from "../state/use-map-activation.ts";
import * as styles from "./map-frame.css.ts";
import { MapFrame, modeControl } from "./map-frame.tsx";
import { EnlargeIcon, ShrinkIcon } from "./map-icons.tsx";

export interface ModelMapProps {
  name: string;
  position: LatLng;
  address?: string;
}

export function ModelMap({ name, position, address }: ModelMapProps) {
  const [activation, activate] = useMapActivation();
  const [large, setLarge] = useState(false);
  const [mode, setMode] = useState<ModelMapMode>("detail");
  const view = modelMapView(position, mode, large);

  const popup = (
    <>
      <span className={styles.popupTitle}>{name}</span>
      {address ? <span className={styles.popupAddress}>{address}</span> : null}
    </>
  );

  return (
    <MapFrame
      kind="model"
      large={large}
      label={MAP_TEXT.modelLabel(name)}
      activation={activation}
      onActivate={activate}
      controls={[
        modeControl(mode, setMode),
        {
          id: "size",
          label: sizeToggleLabel(large),
          icon: large ? <ShrinkIcon /> : <EnlargeIcon />,
          onClick: () => setLarge(!large),
        },
      ]}
    >
      {(LeafletMap) => (
        <LeafletMap
          center={view.center}
          zoom={view.zoom}
          markers={[{ id: "model", position, label: name, popup }]}
          focusOnReady
        />
      )}
    </MapFrame>
  );
}
