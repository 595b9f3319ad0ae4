/** Falling snow drawn on a canvas over the page, switched by the visitor. */
export { Snow } from "./components/snow.tsx";
