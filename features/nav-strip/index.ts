/** The navigation strip: model cards with search, category filters and scrolling. */
export { NavStrip } from "./components/nav-strip-on-demand.tsx";
