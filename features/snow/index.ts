/** Falling snow drawn on a canvas over the page, switched by the visitor. */
export { Snow, type SnowProps } from "./components/snow.tsx";
