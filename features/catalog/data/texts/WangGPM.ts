import type { ModelTexts } from "./types.ts";
import { texts as wang } from "./Wang.ts";

export const texts: ModelTexts = {
  description:
    "Świątynia Wang, oficjalnie Kościół Górski Naszego Zbawiciela, to ten sam średniowieczny norweski kościół słupowy w Karpaczu – wzniesiony z sosnowego drewna w Vang w Norwegii i przeniesiony w Karkonosze w latach 1842–1844. Stoi na górskim stoku obok kamiennej dzwonnicy, służy parafii ewangelicko-augsburskiej i co roku przyciąga rzesze turystów.",
  history: wang.history,
};
