import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia w Jarosławcu stoi na wzniesieniu w południowej części nadmorskiej wsi, kilkaset metrów od brzegu Bałtyku. Okrągła, stopniowo zwężająca się wieża z czerwonej cegły, zapalona po raz pierwszy w 1838 roku, mierzy 33,3 m i łączy się z dawnym domem latarników. Jej światło, umieszczone 50,2 m n.p.m., widać z odległości 23 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Na początku XIX wieku odcinek wybrzeża między Darłowem a Łebą słynął z licznych katastrof, zwłaszcza nocnych, gdy statki wchodziły na przybrzeżne płycizny. Pierwsze projekty latarni w okolicy Jarosławca powstały już w latach dwudziestych XIX wieku, a około 1830 roku wzniesiono tu niewielką latarnię. Okazała się ona jednak zbyt niska: jej światło zasłaniały drzewa i dachy okolicznych domów. Słabe mury nie pozwalały przy tym na nadbudowę wieży.",
          "W 1835 roku zdecydowano się więc zbudować nową, wyższą wieżę wraz z domem dla obsługi. Latarnię uruchomiono 1 lipca 1838 roku, a w jej laternie zapłonęło wówczas piętnaście lamp zasilanych olejem rzepakowym. Ich światło sięgało około 16 mil morskich. Na początku XX wieku przestawiono latarnię na gaz, a później na zasilanie elektryczne.",
          "Pod koniec II wojny światowej latarnia została uszkodzona, lecz już w 1946 roku ponownie zaczęła świecić. W 1993 roku wpisano ją do rejestru zabytków, a w 1996 roku przeszła gruntowny remont. Od tego czasu pozostaje w dobrym stanie i nadal pełni swoją pierwotną funkcję.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Wieża wzniesiona jest na planie koła z czerwonej, nieotynkowanej cegły, częściowo glazurowanej. Zwęża się ku górze uskokami, a granice kolejnych kondygnacji podkreślają ozdobne gzymsy, co nadaje jej charakterystyczną, schodkową sylwetkę. Do podstawy wieży przylega dwukondygnacyjny budynek, w którym dawniej mieszkali latarnicy. Wieża mierzy 33,3 m, a na jej szczycie znajduje się laterna otoczona galerią.",
        ],
        photo: {
          caption: "Latarnia w Jarosławcu – schodkowo zwężająca się wieża",
          alt: "Latarnia morska Jarosławiec – rysunek poglądowy: okrągła wieża z nieotynkowanej czerwonej cegły, zwężająca się uskokami podkreślonymi gzymsami, zakończona galerią wokół laterny",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Dzięki położeniu na wzniesieniu światło latarni znajduje się na wysokości 50,2 m n.p.m. Nominalny zasięg wynosi 23 mile morskie, czyli około 42,6 km. Latarnia nadaje światło błyskowe grupowe: dwa krótkie błyski powtarzają się co 9 sekund. Przez długi czas w XX wieku źródłem światła była żarówka o mocy 1000 W umieszczona w soczewce Fresnela, później urządzenia zmodernizowano.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynnym znakiem nawigacyjnym, a w sezonie letnim można ją zwiedzać. Z galerii widać zabudowę Jarosławca, wysoki brzeg, morze oraz pobliskie jezioro Wicko. Jarosławiec jest dziś popularną miejscowością wypoczynkową, a latarnia należy do jego najbardziej rozpoznawalnych zabytków.",
        ],
        photo: {
          caption: "Latarnia w Jarosławcu z dawnym domem latarników",
          alt: "Latarnia morska Jarosławiec – rysunek poglądowy: schodkowa ceglana wieża z przylegającym dwukondygnacyjnym domem latarników, na wzniesieniu ponad zabudową wsi",
        },
      },
    ],
    source: { label: "Latarnia morska Jarosławiec", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Jarosławiec" },
  },
};
