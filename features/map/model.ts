import type { LatLng } from "#features/catalog/index.ts";

/** OpenStreetMap's standard tiles; their usage policy requires the attribution below on every map. */
export const TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">Współtwórcy OpenStreetMap</a>';
export const MAX_ZOOM = 19;

export interface MapView {
  center: LatLng;
  zoom: number;
}

export const HOME_VIEW: MapView = { center: [52.4, 19], zoom: 6 };

export const DETAIL_ZOOM = 17;
/** Picking a point wants the streets around it too. */
export const PICKER_DETAIL_ZOOM = 15;
export const POLAND_CENTER: LatLng = [52, 19];

export type ModelMapMode = "detail" | "overview";

export function modelMapView(position: LatLng, mode: ModelMapMode, large: boolean): MapView {
  return mode === "detail" ? { center: position, zoom: DETAIL_ZOOM } : { center: POLAND_CENTER, zoom: large ? 6 : 5 };
}

export const PLACE_ICON = {
  size: [50, 50],
  anchor: [25, 45],
  popupAnchor: [0, -25],
} as const satisfies Record<string, readonly [number, number]>;

export const MAP_TEXT = {
  activate: "Kliknij by aktywować",
  activateNote: "Mapa wczyta się z serwerów OpenStreetMap (Wielka Brytania), które poznają Twój adres IP.",
  enlarge: "duże okno",
  shrink: "małe okno",
  showOverview: "widok Polski",
  showDetail: "widok szczegółowy",
  loading: "Ładowanie mapy…",
  loadError: "Nie udało się wczytać mapy. Sprawdź połączenie z internetem i spróbuj ponownie.",
  retry: "Spróbuj ponownie",
  zoomIn: "Przybliż",
  zoomOut: "Oddal",
  closePopup: "Zamknij",
  leafletPrefix: '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
  homeLabel: "Mapa modeli",
  modelLabel: (name: string) => `Mapa: ${name}`,
  pickerLabel: (name: string) => `Wskaż na mapie położenie: ${name}`,
  pickerHint: "Albo kliknij miejsce na mapie: położenie wpisze się samo.",
} as const;

export interface PlacePickerProps {
  name: string;
  position?: LatLng;
  onPick: (position: LatLng) => void;
}

export function sizeToggleLabel(large: boolean): string {
  return large ? MAP_TEXT.shrink : MAP_TEXT.enlarge;
}

export function modeToggleLabel(mode: ModelMapMode): string {
  return mode === "detail" ? MAP_TEXT.showOverview : MAP_TEXT.showDetail;
}
