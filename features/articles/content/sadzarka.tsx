import { Figure } from "../components/article-figure.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import * as prose from "../components/prose.css.ts";
import grassApplicator from "../figures/grass-applicator.svg";
import type { ArticleContentProps, ArticleFigure } from "../model.ts";

const PRINCIPLE: ArticleFigure = {
  src: grassApplicator,
  title: "Zasada działania sadzarki: sito, pole elektryczne i podstawka z klejem",
  alt: "Metalowe sito z włóknami trawy połączone z jednym biegunem generatora wysokiego napięcia, pod nim podstawka z warstwą kleju połączona z drugim biegunem przez zacisk w mokrym kleju. Włókna lecą w dół wzdłuż pola i wbijają się w klej pionowo.",
  width: 800,
  height: 440,
};

export function GrassApplicatorArticle({ article }: ArticleContentProps) {
  return (
    <ArticleLayout
      title={article.title}
      inProgress
      figures={[PRINCIPLE]}
      lead="Trawa wysypana na klej kładzie się płasko i wygląda jak zielony filc. Stojącą, gęstą trawę daje dopiero sadzarka elektrostatyczna."
    >
      <p>
        Sadzarka ładuje elektrycznie krótkie włókna sztucznej trawy. Naładowane włókna ustawiają się wzdłuż linii pola
        elektrycznego, lecą w stronę podstawki i wbijają się w świeży klej pionowo – tak, jak rośnie prawdziwa trawa. Po
        wyschnięciu kleju nadmiar włókien zsypuje się z powrotem do pojemnika.
      </p>
      <Figure figure={PRINCIPLE} />
      <p>
        Urządzenie to metalowe sito połączone z jednym biegunem generatora wysokiego napięcia. Drugi biegun łączy się z
        podstawką przez zacisk albo gwóźdź wbity w mokry klej. Wystarczy potrząsać sitem kilka centymetrów nad
        podstawką. Do modeli w skali 1:100–1:150 pasują włókna 2–4 mm, a na pierwszy plan dłuższe, 6 mm. Gotowe sadzarki
        są w sklepach modelarskich; popularne są też konstrukcje domowe z elektrycznej packi na owady.
      </p>
      <div className={prose.note}>
        <p>
          <span className={prose.noteTitle}>Bezpieczeństwo.</span> Prąd w sadzarce jest bardzo mały, ale wyładowanie
          wysokiego napięcia jest bolesne. Nie dotykaj jednocześnie sita i zacisku, a urządzeń zasilanych z sieci nie
          przerabiaj bez doświadczenia w elektronice.
        </p>
      </div>
      <p>
        Pełna wersja artykułu, opisująca budowę domowej sadzarki, dobór kleju i włókien oraz układanie kilku warstw
        trawy o różnej długości i kolorze, jest w przygotowaniu.
      </p>
    </ArticleLayout>
  );
}
