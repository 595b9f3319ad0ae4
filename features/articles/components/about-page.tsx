import { Link } from "react-router";
import { ArticleLayout } from "./article-layout.tsx";
import { modelsNoun } from "../model.ts";
import * as prose from "./prose.css.ts";

export interface AboutPageProps {
  author: string;
  email: string;
  siteName: string;
  /** How many models the site shows; the sentence is left out when unknown. */
  modelCount?: number;
}

export function AboutPage({ author, email, siteName, modelCount }: AboutPageProps) {
  return (
    <ArticleLayout
      title="O autorze"
      lead={
        <>
          Nazywam się {author}. Modele z kartonu sklejam mniej więcej od 1998 roku, a na stronie {siteName} pokazuję te,
          które udało mi się skończyć – i te, które wciąż powstają.
        </>
      }
    >
      <h2 id="co-buduje">Co buduję</h2>
      <p>
        Najbliższe są mi budowle: zamki i ratusze, kościoły oraz latarnie morskie polskiego wybrzeża, od Świnoujścia po
        Krynicę Morską. Obok nich powstają modele z zupełnie innej półki – rakiety i łazik marsjański, samoloty
        odrzutowe, a od czasu do czasu figurka postaci z gry lub filmu.
        {modelCount ? (
          <>
            {" "}
            Na stronie jest teraz {modelCount} {modelsNoun(modelCount)}, każdy z galerią zdjęć i krótką historią
            prawdziwego obiektu.
          </>
        ) : null}
      </p>

      <h2 id="jak-buduje">Jak buduję</h2>
      <p>
        Podstawą są arkusze wydawnictw modelarskich i darmowe modele pobrane z sieci, drukowane na kartonie. Części
        wycinam nożem modelarskim przy stalowej linijce, na macie do cięcia, a linie zgięć przed złożeniem biguję tępą
        stroną ostrza. Kleję wikolem (klejem polioctanowinylowym), drobne wzmocnienia – klejem cyjanoakrylowym. Białe
        krawędzie kartonu retuszuję farbą dobraną do koloru części, żeby nie odcinały się na zdjęciach.
      </p>
      <p>
        Wiele modeli świeci: w oknach, laternach latarni i lampach przy wejściach są diody LED, a efektami – błyskami
        latarni, migotaniem ognia – steruje Arduino. Jak to zrobić, opisuję w artykułach{" "}
        <Link to="/Oswietlenie">Oświetlenie modeli</Link> i <Link to="/Arduino">Arduino w modelach</Link>.
      </p>

      <h2 id="o-stronie">O stronie</h2>
      <p>
        Strona jest zbudowana w React Router i działa na platformie chmurowej Cloudflare; zdjęcia i komentarze są
        przechowywane w jej usługach R2 i D1. Pod każdym modelem i artykułem można zostawić komentarz – bez zakładania
        konta albo po zalogowaniu.
      </p>

      <h2 id="kontakt">Kontakt</h2>
      <p className={prose.note}>
        Pytania o modele, oświetlenie albo uwagi do strony: <a href={`mailto:${email}`}>{email}</a>. Odpowiadam zwykle w
        ciągu kilku dni.
      </p>
    </ArticleLayout>
  );
}
