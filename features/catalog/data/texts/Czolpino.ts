import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia Czołpino wznosi się na porośniętej lasem wydmie w Słowińskim Parku Narodowym, między jeziorami Gardno i Łebsko, około kilometra od morza. Wieża z czerwonej cegły, zbudowana w latach 1872–1875, ma tylko 25,2 m, lecz dzięki położeniu jej światło świeci z wysokości 75 m n.p.m. U stóp wydmy zachowała się dawna osada latarników.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Długi i niemal bezludny odcinek wybrzeża między Łebą a Rowami przez wieki nie miał żadnego stałego znaku nawigacyjnego. W 1872 roku pruskie władze postanowiły zbudować tu latarnię według projektu inżyniera E. Kummera. Na lokalizację wybrano wysoką wydmę w pobliżu osady Czołpino, skąd światło mogło być widoczne daleko w morzu.",
          "Budowa okazała się wyjątkowo trudna, ponieważ na to odludzie nie prowadziła żadna droga. Materiały przywożono barkami i wyładowywano na specjalnie wzniesionym pomoście, a potem przenoszono przez piaszczyste wydmy. Prace trwały trzy lata i dopiero w styczniu 1875 roku latarnia rozbłysła po raz pierwszy. Jej światło dawała wtedy lampa olejowa o kilku koncentrycznych knotach, ustawiona wewnątrz dużej soczewki Fresnela.",
          "W okresie międzywojennym latarnię zelektryfikowano, a dotychczasowe światło stałe zastąpiono przerywanym. Wieża przetrwała II wojnę światową bez większych zniszczeń. Już w grudniu 1945 roku jej światło ponownie zapłonęło, tym razem pod polskim zarządem.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Wieża ma kształt ściętego stożka wymurowanego z czerwonej cegły licówki, a u podstawy jej średnica wynosi około 7 m. Mierzy 25,2 m i kończy się laterną otoczoną galerią. Wydma, na której stoi latarnia, wznosi się ponad 50 m nad poziom morza, dzięki czemu źródło światła znalazło się aż 75 m n.p.m. Zbocza wydmy zalesiono, by powstrzymać wędrówkę piasku, i dziś drzewa niemal całkowicie zasłaniają dolną część wieży.",
          "U południowego podnóża wydmy powstała osada latarników z domem mieszkalnym i budynkami gospodarczymi. Latarnię obsługiwało trzech latarników z rodzinami, dlatego dom podzielono na trzy równe części. Zespół ten jest rzadkim przykładem dziewiętnastowiecznej osady latarniczej zachowanej niemal w całości.",
        ],
        photo: {
          caption: "Latarnia Czołpino na zalesionej wydmie",
          alt: "Latarnia morska Czołpino – rysunek poglądowy: wieża w kształcie ściętego stożka z czerwonej cegły, z laterną i galerią, wyrastająca ponad drzewa porastające wysoką wydmę",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Latarnia nadaje światło przerywane grupowe o okresie 8 sekund. W każdym cyklu światło dwukrotnie gaśnie na 2 sekundy, a pomiędzy przerwami świeci raz przez sekundę i raz przez trzy sekundy. Nominalny zasięg wynosi 21 mil morskich, czyli blisko 39 km. Źródłem jest żarówka o mocy 1000 W umieszczona w cylindrycznej soczewce Fresnela, która wzmacnia promień przede wszystkim od strony morza.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynna, a w sezonie udostępnia się ją turystom. Dotarcie do niej wymaga przejścia leśnym szlakiem z parkingu w Czołpinie i wspinaczki na wydmę, co bardziej przypomina krótką górską wycieczkę niż nadmorski spacer. Z galerii rozciąga się widok na morze, pas wydm oraz jeziora Łebsko i Gardno.",
          "W dawnych zabudowaniach osady latarników urządzono placówkę muzealną Słowińskiego Parku Narodowego, poświęconą dziejom latarnictwa i przyrodzie wybrzeża. Park, utworzony w 1967 roku, chroni wyjątkowy krajobraz ruchomych wydm, jezior przybrzeżnych i nadmorskich borów. Latarnia jest jednym z najbardziej charakterystycznych punktów na jego szlakach.",
        ],
        photo: {
          caption: "Latarnia Czołpino i dawna osada latarników",
          alt: "Latarnia morska Czołpino – rysunek poglądowy: górna część ceglanej wieży nad koronami sosen, u podnóża wydmy dom latarników podzielony na trzy mieszkania",
        },
      },
    ],
    source: { label: "Latarnia morska Czołpino", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Czołpino" },
  },
};
