import { Figure } from "../components/article-figure.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import vegetationTree from "../figures/vegetation-tree.svg";
import type { ArticleContentProps, ArticleFigure } from "../model.ts";

const TREE: ArticleFigure = {
  src: vegetationTree,
  title: "Drzewko z drutu: szkielet, kora i korona",
  alt: "Trzy etapy budowy drzewka: szkielet ze skręconych drutów miedzianych rozchylonych w gałęzie, ten sam szkielet pokryty masą i pomalowany na brąz oraz gotowe drzewko z koroną z kępek zielonej posypki.",
  width: 800,
  height: 460,
};

export function VegetationArticle({ article }: ArticleContentProps) {
  return (
    <ArticleLayout
      title={article.title}
      inProgress
      figures={[TREE]}
      lead="Model budowli postawiony na gołej podstawce wygląda jak eksponat w gablocie. Kilka drzew, krzewów i pas trawy od razu osadza go w krajobrazie."
    >
      <p>
        Zieleń robi w modelu więcej, niż się wydaje. Zasłania przejście między budynkiem a krawędzią podstawki, chowa
        przewody od oświetlenia i nadaje skalę: drzewo obok zamku mówi widzowi, jak duży jest zamek. Dlatego nawet przy
        latarni morskiej, która w rzeczywistości stoi wśród wydm, warto dodać choćby kępę traw i kilka niskich sosen.
      </p>
      <Figure figure={TREE} />
      <p>
        Popularny sposób na drzewa to skręcony drut miedziany – np. z odizolowanego przewodu elektrycznego – rozpleciony
        na konary i coraz cieńsze gałązki. Szkielet pokrywa się masą szpachlową albo gęstym klejem z farbą, żeby uzyskać
        fakturę kory, a koronę tworzy posypka z gąbki przyklejona do końców gałęzi. Krzewy powstają z kawałków gąbki
        nasączonych rozcieńczonym klejem i obsypanych posypką w dwóch, trzech odcieniach zieleni.
      </p>
      <p>
        Pełna wersja artykułu – z doborem wielkości drzew do skali modelu, listą materiałów i zdjęciami kolejnych etapów
        – jest w przygotowaniu. Pytania można zadawać w komentarzach poniżej.
      </p>
    </ArticleLayout>
  );
}
