import { modelHref, type Banner } from "../model.ts";

function banner(name: string, slug: string, link: string): Banner {
  return { name, full: `banners/full/${slug}.webp`, mobile: `banners/mobile/${slug}.webp`, link: modelHref(link) };
}

/** The 13 slides of the home banner, in the original site's order. */
export const banners: readonly Banner[] = [
  banner("Zamek w Będzinie", "bedzin-noc", "/Bedzin"),
  banner("Świątynia Wang", "wang-noc", "/Wang"),
  banner("Zamek w Oporowie", "oporow", "/Oporow"),
  banner("Łazik Curiosity", "curiosity", "/Curiosity"),
  banner("Świątynia Wang", "wang", "/Wang"),
  banner("Ratusz w Sandomierzu", "sandomierz", "/SandomierzRatusz"),
  banner("Kościół w Gryfinie", "gryfino", "/Gryfino"),
  banner("Świątynia Wang", "wang-noc-2", "/Wang"),
  banner("Zamek w Będzinie", "bedzin", "/Bedzin"),
  banner("Wieżowce", "wiezowce", "/Wiezowce"),
  banner("Świątynia Wang", "wang-2", "/Wang"),
  banner("Zamek w Oporowie", "oporow-noc", "/Oporow"),
  banner("Phantom F-4B", "phantom", "/PhantomF4"),
];
