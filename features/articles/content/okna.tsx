import { Figure } from "../components/article-figure.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import windowLayers from "../figures/window-layers.svg";
import type { ArticleContentProps, ArticleFigure } from "../model.ts";

const LAYERS: ArticleFigure = {
  src: windowLayers,
  title: "Warstwy podświetlanego okna: ramka, szyba z folii, kalka i komora świetlna",
  alt: "Przekrój ściany modelu z oknem: od zewnątrz kartonowa ramka, szyba z przezroczystej folii, kalka rozpraszająca światło, a za nią komora z czarnego kartonu z diodą LED. Obok to samo okno od frontu, świecące ciepłym światłem i podzielone szprosami na cztery szybki.",
  width: 800,
  height: 440,
};

export function WindowsArticle({ article }: ArticleContentProps) {
  return (
    <ArticleLayout
      title={article.title}
      inProgress
      figures={[LAYERS]}
      lead="Okna decydują o tym, czy model budynku wygląda na zamieszkany – zwłaszcza wieczorem, gdy świeci się w nich światło."
    >
      <p>
        W wielu zestawach okna są tylko nadrukowane na kartonie. W modelu bez oświetlenia to wystarcza, ale gdy w środku
        ma świecić dioda, okna warto wyciąć i złożyć z kilku warstw: ramki z cienkiego kartonu, szyby z przezroczystej
        folii (nadaje się np. sztywna folia PET z opakowań) i kalki lub papieru śniadaniowego od środka. Kalka rozprasza
        światło, więc zamiast jasnego punktu diody widać równo podświetlone okno.
      </p>
      <Figure figure={LAYERS} />
      <p>
        Za oknem wkleja się komorę z czarnego kartonu. Bez niej światło przenika przez ściany i cały model świeci jak
        lampion, a sąsiednich pomieszczeń nie da się oświetlić osobno. Szprosy wycina się ostrym nożem przy metalowej
        linijce, a szybę przykleja cienką warstwą kleju wikolowego po brzegach: klej cyjanoakrylowy zostawia na folii
        biały nalot.
      </p>
      <p>
        Pełna wersja artykułu jest w przygotowaniu: okna w różnych skalach, witraże w kościołach i zasłony, które dają
        efekt zamieszkanego wnętrza.
      </p>
    </ArticleLayout>
  );
}
