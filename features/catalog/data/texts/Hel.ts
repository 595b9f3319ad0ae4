import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Helu stoi wśród sosen nieopodal cypla Mierzei Helskiej, u wejścia do Zatoki Gdańskiej. Obecną ośmioboczną wieżę z czerwonej cegły wzniesiono w 1942 roku tuż obok miejsca, w którym stała jej poprzedniczka, wysadzona podczas obrony Helu we wrześniu 1939 roku. Wieża ma 41,5 m wysokości, a jej światło sięga 17 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Cypel Mierzei Helskiej od wieków był dla żeglarzy zmierzających do Gdańska jednym z najniebezpieczniejszych miejsc, bo w ciemności łatwo było tu osiąść na mieliźnie. W 1638 roku miejscowi żeglarze zwrócili się do gdańskiej rady miejskiej z prośbą o postawienie na cyplu latarni. Wkrótce zaczęto palić tam ogień na drewnianej konstrukcji, którą jednak kilkakrotnie niszczyły pożary i trzeba ją było odbudowywać.",
          "Pierwszą murowaną latarnię wzniosły władze pruskie; budowa, opóźniona przez wojny napoleońskie, zakończyła się w 1826 roku, a światło zapalono w sierpniu 1827 roku. Była to okrągła, biała wieża o bardzo grubych murach, która przez ponad sto lat prowadziła statki do Gdańska. We wrześniu 1939 roku, podczas obrony Helu, polscy saperzy wysadzili ją w powietrze. Wieża stanowiła bowiem doskonały punkt orientacyjny dla artylerii niemieckich okrętów ostrzeliwujących półwysep.",
          "W czasie okupacji Niemcy szybko postawili nową latarnię, niezbędną dla żeglugi na Zatoce Gdańskiej. Projekt przygotowano w Berlinie w 1941 roku, a wieżę wzniesiono w ciągu kilku miesięcy obok fundamentów poprzedniczki; zaczęła świecić w 1942 roku. Budowla przetrwała walki 1945 roku i po wojnie przeszła pod zarząd polskiej administracji morskiej.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Obecna latarnia ma postać ośmiobocznej wieży z czerwonej cegły, która zwęża się ku górze. Mierzy 41,5 m i kończy się galerią oraz laterną przykrytą stożkowym dachem. Na galerię prowadzą kręte schody liczące około dwustu stopni. Na latarni działa także stacja systemu automatycznej identyfikacji statków AIS.",
        ],
        photo: {
          caption: "Latarnia w Helu – ośmioboczna wieża z 1942 roku",
          alt: "Latarnia morska Hel – rysunek poglądowy: ceglana, ośmioboczna wieża, węższa u szczytu niż u podstawy, zakończona galerią i laterną przykrytą stożkowym dachem",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Światło latarni znajduje się na wysokości 39 m n.p.m. i ma nominalny zasięg 17 mil morskich, czyli około 31,5 km. Jest to światło izofazowe: przez 5 sekund świeci, a przez kolejne 5 sekund pozostaje zgaszone, w równym dziesięciosekundowym rytmie. Źródłem jest żarówka dużej mocy w cylindrycznej soczewce Fresnela, a gdy się przepali, automatyczny zmieniacz wprowadza w jej miejsce zapasową. Światło widać zarówno od strony otwartego morza, jak i z wód Zatoki Gdańskiej.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Przez kilkadziesiąt lat po wojnie latarnia znajdowała się na terenie wojskowym i nie można jej było zwiedzać ani swobodnie fotografować. Turystom udostępniono ją dopiero 1 sierpnia 1994 roku. Dziś w sezonie można wejść na galerię, skąd rozciąga się widok na cypel, port, Zatokę Gdańską i otwarte morze, a przy dobrej widoczności także na brzegi Trójmiasta. Latarnia pozostaje czynna i podlega Urzędowi Morskiemu w Gdyni.",
        ],
        photo: {
          caption: "Latarnia w Helu wśród sosen nieopodal cypla",
          alt: "Latarnia morska Hel – rysunek poglądowy: ceglana wieża ponad sosnowym lasem na końcu Mierzei Helskiej, za nią wody Zatoki Gdańskiej",
        },
      },
    ],
    source: { label: "Latarnia morska Hel", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Hel" },
  },
};
