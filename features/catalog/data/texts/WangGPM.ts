import type { ModelTexts } from "./types.ts";
import { texts as wang } from "./Wang.ts";

export const texts: ModelTexts = {
  description:
    "Świątynia Wang, oficjalnie Kościół Górski Naszego Zbawiciela, to średniowieczny kościół słupowy, wzniesiony z sosnowego drewna w Vang w Norwegii i w latach 1842–1844 przeniesiony do Karpacza. Otoczona zadaszonymi galeriami, z kamienną dzwonnicą u boku, stoi na stoku Karkonoszy, służy parafii ewangelicko-augsburskiej i co roku przyciąga rzesze turystów.",
  history: wang.history,
};
