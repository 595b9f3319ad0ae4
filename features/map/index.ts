/** Maps of the models' real places, activated on demand (Leaflet loads only then). */
export { HomeMap, type HomeMapProps } from "./components/home-map.tsx";
export { ModelMap, type ModelMapProps } from "./components/model-map.tsx";
