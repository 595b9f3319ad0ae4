import type { ModelTexts } from "./types.ts";
import { texts as wang } from "./Wang.ts";

export const texts: ModelTexts = {
  description:
    "Świątynia Wang, oficjalnie Kościół Górski Naszego Zbawiciela, to średniowieczny norweski kościół słupowy, który dziś stoi w Karpaczu: wzniesiono go z sosnowego drewna w Vang w Norwegii, a w latach 1842–1844 przeniesiono w Karkonosze. Stoi na górskim stoku obok kamiennej dzwonnicy, służy parafii ewangelicko-augsburskiej i co roku przyciąga rzesze turystów.",
  history: wang.history,
};
