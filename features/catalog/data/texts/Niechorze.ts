import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Niechorzu, wzniesiona w latach 1863–1866 na wysokim klifie nad Bałtykiem, uchodzi za jedną z najpiękniejszych na polskim wybrzeżu. Jej 45-metrowa wieża z jasnej cegły, ozdobiona lizenami z cegły czerwonej i czarnej glazurowanej, przypomina bardziej zamkową basztę niż budowlę techniczną. Światło, umieszczone 62,8 m nad poziomem morza, widać z odległości 20 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "W połowie XIX wieku na wybrzeżu Pomorza Zachodniego brakowało silnego światła między latarnią w Świnoujściu, świecącą od 1857 roku, a latarnią w Jarosławcu. Kołobrzeska latarnia miała zbyt mały zasięg, by wypełnić tę lukę, a w rejonie Ławicy Odrzańskiej dochodziło do groźnych wypadków. Komisja powołana w 1860 roku rozważała budowę w okolicach Trzęsacza lub Niechorza; wybór padł na wysoki brzeg na zachód od wsi, noszącej wówczas nazwę Groß Horst. Decyzję o budowie pruskie władze podjęły 15 maja 1863 roku.",
          "Prace trwały około trzech lat i kosztowały 56 tysięcy talarów. Pierwsze światło zapłonęło 1 grudnia 1866 roku; dawała je lampa olejowa w aparacie Fresnela I klasy, a mechanizm obrotowy napędzały ciężarki opuszczane w szybie wewnątrz wieży. W 1945 roku pocisk artyleryjski uszkodził układ optyczny, a wycofujący się Niemcy podłożyli w budynku osiem min. Ładunki odnaleziono i rozbrojono, dzięki czemu latarnia ocalała i po naprawie ponownie zaświeciła 18 grudnia 1948 roku.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Podstawę zespołu tworzy czworoboczny korpus, z którego wyrasta ośmioboczna wieża o wysokości 45 m. Ściany licowano jasnożółtą cegłą, a narożniki podkreślono lizenami układanymi na przemian z cegły czerwonej i czarnej glazurowanej. Wieżę wieńczy mocno wysunięty gzyms z galerią widokową, nad którą osadzono laternę ze stalowych profili i szyb, nakrytą półkolistą kopułą. Do wieży przylegają niższe przybudówki z ciemnoczerwonej cegły, w których mieszkały rodziny latarników.",
          "Na galerię prowadzi ponad dwieście stopni krętych schodów. Światło znajduje się 62,8 m nad poziomem morza, a jego zasięg nominalny wynosi 20 mil morskich, czyli około 37 km; latarnia nadaje krótki błysk co dziesięć sekund. Ponieważ wieża stoi na krawędzi klifu podmywanego przez fale, u jego podnóża zbudowano masywną betonową opaskę o długości około 500 m. Należy ona do największych budowli hydrotechnicznych na polskim wybrzeżu i chroni brzeg przed osuwaniem.",
        ],
        photo: {
          caption: "Latarnia w Niechorzu – wieża z jasnej cegły z lizenami",
          alt: "Latarnia morska Niechorze – rysunek poglądowy: ośmioboczna wieża z jasnożółtej cegły z narożnymi lizenami w czerwone i czarne pasy, z galerią na wysuniętym gzymsie i laterną pod kopułą",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynna, podlega Urzędowi Morskiemu w Szczecinie i jest udostępniona zwiedzającym. W latach 1999–2000 przeprowadzono gruntowny remont wieży i zabudowań: przywrócono pierwotny kolor elewacji, odnowiono dawne mieszkania latarników i odtworzono zabytkowe ogrodzenie dziedzińca. Z galerii widać Niechorze, położone częściowo między morzem a jeziorem Liwia Łuża, a także sąsiednie Rewal, Trzęsacz i Pobierowo. Latarnia jest najbardziej rozpoznawalnym symbolem gminy Rewal, a w samej miejscowości działa również park miniatur latarni morskich.",
        ],
        photo: {
          caption: "Latarnia w Niechorzu na klifie nad Bałtykiem",
          alt: "Latarnia morska Niechorze – rysunek poglądowy: wieża przypominająca zamkową basztę, z niższymi przybudówkami z ciemnoczerwonej cegły, na krawędzi klifu nad morzem",
        },
      },
    ],
    source: {
      label: "Latarnia morska Niechorze",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Niechorze",
    },
  },
};
