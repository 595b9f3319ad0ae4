import { useState } from "react";
import { Link } from "react-router";
import { imageUrl, type Place } from "#features/catalog/index.ts";
import { HOME_VIEW, MAP_TEXT, sizeToggleLabel } from "../model.ts";
import { useFollowLink } from "#features/settings/index.ts";
import { useMapActivation } from "../state/use-map-activation.ts";
import type { MapMarker } from "./leaflet-map.client.tsx";
import { MapFrame } from "./map-frame.tsx";
import { EnlargeIcon, ShrinkIcon } from "./map-icons.tsx";

export interface HomeMapProps {
  places: readonly Place[];
  onSizeChange?: (large: boolean) => void;
  iconUrl?: (icon: string) => string;
}

export function HomeMap({ places, onSizeChange, iconUrl = imageUrl }: HomeMapProps) {
  const [activation, activate] = useMapActivation();
  const [large, setLarge] = useState(false);
  const followLink = useFollowLink();

  const markers: MapMarker[] = places.map((place) => ({
    id: place.id,
    position: place.position,
    label: place.name,
    iconUrl: iconUrl(place.icon),
    popup: (
      <Link to={place.link} onClick={(event) => followLink(event, { to: place.link })}>
        {place.name}
      </Link>
    ),
  }));

  function toggleSize() {
    setLarge(!large);
    onSizeChange?.(!large);
  }

  return (
    <MapFrame
      kind="home"
      large={large}
      label={MAP_TEXT.homeLabel}
      activation={activation}
      onActivate={activate}
      controls={[
        {
          id: "size",
          label: sizeToggleLabel(large),
          icon: large ? <ShrinkIcon /> : <EnlargeIcon />,
          onClick: toggleSize,
        },
      ]}
    >
      {(LeafletMap) => <LeafletMap center={HOME_VIEW.center} zoom={HOME_VIEW.zoom} markers={markers} focusOnReady />}
    </MapFrame>
  );
}
