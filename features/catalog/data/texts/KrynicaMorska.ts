import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Krynicy Morskiej stoi na wysokiej, zalesionej wydmie Mierzei Wiślanej, między Zatoką Gdańską a Zalewem Wiślanym. Obecną stożkową wieżę oddano do użytku w 1951 roku w miejsce latarni z 1895 roku, zniszczonej pod koniec II wojny światowej. Jej światło, umieszczone 53 m nad poziomem morza, sięga 18 mil morskich, a z galerii widać zarówno otwarte morze, jak i zalew.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Latarnia na Mierzei Wiślanej nie miała wskazywać wejścia do portu, lecz wypełnić lukę w oznakowaniu wybrzeża między Helem a Piławą, dzisiejszym Bałtijskiem. Pruska administracja morska wybrała na jej miejsce jedną z najwyższych wydm mierzei, wznoszącą się na około 29 m, kilkaset metrów od letniska Kahlberg – po wojnie nazwanego Łysicą, a od 1958 roku Krynicą Morską. Budowę powierzono elbląskiemu przedsiębiorcy Edwardowi Stachowi, który rozpoczął prace w czerwcu 1894 roku. Cegłę sprowadzono z cegielni w Matarni pod Gdańskiem, a granitowe elementy aż z Drezna, bo na piaszczystej mierzei brakowało materiałów budowlanych.",
          "Światło zapłonęło po raz pierwszy 1 maja 1895 roku. Okrągła ceglana wieża stała na czworokątnym cokole i kończyła się ośmiobocznym granitowym gzymsem, nad którym umieszczono laternę z obrotowym aparatem Fresnela. Latarnia służyła żegludze przez pół wieku, aż w 1945 roku wysadzono ją w powietrze. Po wojnie, od 1948 roku, tymczasowe światło świeciło z konstrukcji ustawionej na dachu pobliskiego domu wypoczynkowego.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Budowę nowej latarni ukończono w 1951 roku, a wieża stanęła obok ruin poprzedniczki. Wzniesiono ją z betonowych pustaków, połączonych pionowymi prętami stalowego zbrojenia. Trzon ma kształt stożka o średnicy 6 m u podstawy i 4,5 m u szczytu, a jego wnętrze jest puste – schody biegną wzdłuż ścian, więc z góry widać salę wejściową. Wysokość wieży wynosi 26,5 m.",
          "Dzięki położeniu na wydmie światło znajduje się 53 m nad poziomem morza, a jego zasięg nominalny wynosi 18 mil morskich, czyli około 33,3 km. Źródłem światła są dwie żarówki o mocy 1000 W. Latarnia nadaje światło błyskowe grupowe: dwa dwusekundowe błyski rozdzielone dwusekundową przerwą, a po nich sześć sekund ciemności, co daje dwunastosekundowy okres. Na latarni działa także jedna ze stacji brzegowych systemu AIS, który pozwala automatycznie śledzić ruch statków u wybrzeża.",
        ],
        photo: {
          caption: "Latarnia w Krynicy Morskiej – stożkowa wieża z 1951 roku",
          alt: "Latarnia morska Krynica Morska – rysunek poglądowy: stożkowy trzon z betonowych pustaków zwieńczony galerią i laterną, na szczycie wysokiej wydmy",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia wciąż pełni służbę nawigacyjną i podlega Urzędowi Morskiemu w Gdyni, a w sezonie jest udostępniana zwiedzającym. Z galerii rozciąga się rzadki widok na dwa akweny jednocześnie: Zatokę Gdańską po jednej stronie i Zalew Wiślany po drugiej, a przy dobrej pogodzie także na odległy Frombork. Do wieży, ukrytej wśród sosen w północno-wschodniej części miasta, prowadzi leśna ścieżka pod górę. Latarnia jest jedną z głównych atrakcji Krynicy Morskiej i co roku przyciąga wielu letników.",
        ],
        photo: {
          caption: "Latarnia w Krynicy Morskiej wśród sosen Mierzei Wiślanej",
          alt: "Latarnia morska Krynica Morska – rysunek poglądowy: jasna wieża wśród sosen zalesionej mierzei, z jednej strony Zatoka Gdańska, z drugiej Zalew Wiślany",
        },
      },
    ],
    source: {
      label: "Latarnia morska Krynica Morska",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Krynica_Morska",
    },
  },
};
