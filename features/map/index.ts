/** Maps of the models' real places, activated on demand (Leaflet loads only then). */
export { HomeMap } from "./components/home-map.tsx";
export { ModelMap } from "./components/model-map.tsx";
export { PlacePicker } from "./components/place-picker-on-demand.tsx";
export type { PlacePickerProps } from "./model.ts";
