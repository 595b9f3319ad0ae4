import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Kikut to latarnia morska ukryta w lesie Wolińskiego Parku Narodowego, na wysokim wzgórzu nad klifowym brzegiem, nieopodal Wisełki na wyspie Wolin. Niewielka, 18,2-metrowa wieża powstała z przebudowy dawnej wieży widokowej i działa jako latarnia od 1962 roku. Dzięki położeniu jej światło świeci z wysokości 91,5 m n.p.m. – najwyżej na polskim wybrzeżu.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "W XIX wieku na wzniesieniu w pobliżu Wisełki stała wieża widokowo-orientacyjna, nazywana przez miejscowych Kiekturm – od dolnoniemieckiego słowa oznaczającego patrzenie. Zbudowano ją z ciosanych kamieni na wysokim brzegu klifowym, skąd roztaczał się daleki widok na Zatokę Pomorską. Później na jej szczycie ustawiono drewnianą stawę, która za dnia pomagała żeglarzom ustalić pozycję.",
          "Po II wojnie światowej ruch statków do portów Szczecina i Świnoujścia szybko rósł. Okazało się, że jednostki płynące na wschód od Świnoujścia wychodziły z zasięgu tamtejszej latarni, zanim mogły dostrzec światło latarni w Niechorzu. Postanowiono więc przekształcić starą wieżę w latarnię morską, a projekt adaptacji przygotowało w 1957 roku gdańskie Biuro Projektów Budownictwa Morskiego. Przebudowana wieża zaczęła świecić w 1962 roku.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Dolna część okrągłej wieży, mniej więcej do wysokości 10 m, pozostała kamienna, a wyżej nadbudowano ją cegłą. Na szczycie umieszczono białą laternę z pionowymi szprosami, nakrytą stożkowym daszkiem. Cała budowla ma 18,2 m wysokości, a jej mury u podstawy mają ponad metr grubości. Wieża stoi około 300 m od linii brzegowej, ukryta wśród drzew nadmorskiego lasu.",
        ],
        photo: {
          caption: "Latarnia Kikut – wieża kamienna u dołu, ceglana wyżej",
          alt: "Latarnia morska Kikut – rysunek poglądowy: niewielka okrągła wieża, w dolnej części z kamienia, wyżej z cegły, z białą laterną pod stożkowym daszkiem",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Choć sama wieża jest niewielka, położenie na wysokim wzgórzu sprawia, że światło Kikuta znajduje się na wysokości 91,5 m n.p.m. – wyżej niż w jakiejkolwiek innej polskiej latarni. Nominalny zasięg wynosi 16 mil morskich, czyli około 29,6 km. Latarnia nadaje światło izofazowe: przez 5 sekund świeci i przez 5 sekund pozostaje zgaszona.",
          "Początkowo w laternie pracowała lampa elektryczna z żarówką o mocy 1000 W, a rezerwę stanowiło oświetlenie gazowe zasilane acetylenem z butli ustawionych u podstawy wieży. Obecnie w cylindrycznej soczewce działa automatyczny zmieniacz z kilkoma żarówkami halogenowymi; gdy jedna się przepali, na jej miejsce samoczynnie wchodzi kolejna. Zasilanie awaryjne zapewniają akumulatory, dzięki czemu latarnia może pracować bez stałej obsługi.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia Kikut jest w pełni zautomatyzowana i nie jest udostępniana zwiedzającym. Mimo to stanowi popularny cel pieszych wędrówek, a prowadzi do niej czerwony szlak nadmorski z Wisełki, biegnący przez las Wolińskiego Parku Narodowego. Przy latarni działa także jedna ze stacji brzegowych systemu AIS, służącego do automatycznego śledzenia ruchu statków. Obiekt nadzoruje Urząd Morski w Szczecinie.",
        ],
        photo: {
          caption: "Latarnia Kikut w lesie Wolińskiego Parku Narodowego",
          alt: "Latarnia morska Kikut – rysunek poglądowy: wieża ukryta wśród drzew na wysokim wzgórzu nad klifowym brzegiem wyspy Wolin",
        },
      },
    ],
    source: { label: "Latarnia morska Kikut", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Kikut" },
  },
};
