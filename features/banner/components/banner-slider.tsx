import type { Banner } from "../../catalog/index.ts";

export interface BannerSliderProps {
  banners: readonly Banner[];
}

/** Placeholder until the banner issue lands: renders nothing. */
export function BannerSlider(_props: BannerSliderProps) {
  return null;
}
