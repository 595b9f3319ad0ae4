// Browser only (Leaflet reads `window` when evaluated): loaded by dynamic import once the visitor activates a map.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useEffect, type ReactNode } from "react";
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from "react-leaflet";
import { prefersReducedMotion } from "#app/ui/media.ts";
import type { LatLng } from "#features/catalog/index.ts";
import { MAP_TEXT, MAX_ZOOM, PLACE_ICON, TILE_ATTRIBUTION, TILE_URL, type MapView } from "../model.ts";
import * as styles from "./leaflet-map.css.ts";

// Leaflet guesses its default icon's folder from its CSS, which a bundler moves: give it the bundled files.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface MapMarker {
  id: string | number;
  position: LatLng;
  label: string;
  iconUrl?: string;
  popup: ReactNode;
}

export interface LeafletMapProps extends MapView {
  markers: readonly MapMarker[];
  focusOnReady?: boolean;
  /** A click on the map (not on a marker or a control) picks that point. */
  onPick?: (position: LatLng) => void;
}

const placeIcons = new Map<string, L.Icon>();

/** One icon object per image, so re-renders never make Leaflet swap the marker's image. */
function placeIcon(url: string): L.Icon {
  let icon = placeIcons.get(url);
  if (!icon) {
    icon = L.icon({
      iconUrl: url,
      iconSize: [...PLACE_ICON.size],
      iconAnchor: [...PLACE_ICON.anchor],
      popupAnchor: [...PLACE_ICON.popupAnchor],
      className: styles.placeIcon,
    });
    placeIcons.set(url, icon);
  }
  return icon;
}

// Leaflet 1.9 has no public accessor; the private flag is stable across 1.x.
function isZoomAnimating(map: L.Map): boolean {
  return (map as L.Map & { _animatingZoom?: boolean })._animatingZoom === true;
}

function ViewSync({ center, zoom, focusOnReady }: MapView & { focusOnReady?: boolean }) {
  const map = useMap();
  const [lat, lng] = center;

  useEffect(() => {
    const apply = () => {
      map.invalidateSize({ pan: false });
      map.setView([lat, lng], zoom, { animate: false });
    };
    // Leaflet's zoom animation ends by moving to its target, undoing a view set meanwhile: wait, then jump unanimated.
    if (isZoomAnimating(map)) {
      map.once("zoomend", apply);
      return () => {
        map.off("zoomend", apply);
      };
    }
    apply();
  }, [map, lat, lng, zoom]);

  useEffect(() => {
    // Leaflet follows only window resizes; the box also resizes with the layout, and a stale size leaves grey tiles.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    if (focusOnReady) map.getContainer().focus({ preventScroll: true });
  }, [map, focusOnReady]);

  useMapEvents({
    popupopen(event) {
      const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
      close?.setAttribute("aria-label", MAP_TEXT.closePopup);
      close?.setAttribute("title", MAP_TEXT.closePopup);
    },
  });

  return null;
}

function PickOnClick({ onPick }: { onPick: (position: LatLng) => void }) {
  useMapEvents({
    click(event) {
      onPick([Math.round(event.latlng.lat * 1e6) / 1e6, Math.round(event.latlng.lng * 1e6) / 1e6]);
    },
  });
  return null;
}

export function LeafletMap({ center, zoom, markers, focusOnReady, onPick }: LeafletMapProps) {
  const reducedMotion = prefersReducedMotion();
  return (
    <MapContainer
      className={onPick ? `${styles.container} ${styles.picking}` : styles.container}
      center={center as [number, number]}
      zoom={zoom}
      maxZoom={MAX_ZOOM}
      zoomAnimation={!reducedMotion}
      fadeAnimation={!reducedMotion}
      markerZoomAnimation={!reducedMotion}
      zoomControl={false}
      attributionControl={false}
    >
      <ZoomControl zoomInTitle={MAP_TEXT.zoomIn} zoomOutTitle={MAP_TEXT.zoomOut} />
      <AttributionControl prefix={MAP_TEXT.leafletPrefix} />
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={MAX_ZOOM} />
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={marker.position as [number, number]}
          title={marker.label}
          alt={marker.label}
          {...(marker.iconUrl ? { icon: placeIcon(marker.iconUrl) } : {})}
        >
          <Popup>{marker.popup}</Popup>
        </Marker>
      ))}
      <ViewSync center={center} zoom={zoom} focusOnReady={focusOnReady} />
      {onPick ? <PickOnClick onPick={onPick} /> : null}
    </MapContainer>
  );
}
