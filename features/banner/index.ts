/** The home banner: a rotating slide show of the models, with controls behind a gear. */
export { BannerSlider } from "./components/banner-slider-on-demand.tsx";
export { randomSlide } from "./model.ts";
