/** The navigation strip: model cards with search, category filters and scrolling. */
export { NavStrip, type NavStripProps } from "./components/nav-strip.tsx";
