import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia w Jastarni na Mierzei Helskiej ma najniższą wieżę wśród czynnych latarni morskich polskiego wybrzeża – smukły, stalowy walec mierzy zaledwie 13,5 m. Postawiono ją w 1950 roku w miejscu przedwojennej poprzedniczki, zniszczonej we wrześniu 1939 roku. Światło umieszczone 22 m n.p.m. nadaje w alfabecie Morse’a literę A i sięga 15 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Mierzeja Helska od dawna wymagała dobrego oznakowania, ponieważ wzdłuż jej brzegów prowadzi szlak do portów Zatoki Gdańskiej. W XIX wieku na półwyspie działała latarnia Jastarnia Bór, którą w 1936 roku zastąpiło nowe światło na Górze Szwedów w pobliżu Helu. Tuż przed wybuchem II wojny światowej w samej Jastarni postawiono kolejną wieżę. Nie przetrwała ona jednak nawet pierwszych tygodni wojny.",
          "Po wojnie postanowiono przywrócić światło w Jastarni i w 1950 roku w miejscu zniszczonej wieży stanęła nowa, niewielka latarnia. Według przekazów do jej budowy wykorzystano stalową konstrukcję dawnej stacji sygnałów mgłowych przy latarni Stilo, rozebraną i przewiezioną na półwysep. Obecna latarnia świeci od 1950 roku i należy do najmłodszych na polskim wybrzeżu.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Wieża ma postać stalowego walca o średnicy około 1,6 m, osadzonego na betonowym cokole. Poszczególne elementy z blachy stalowej połączono nitami i śrubami. Na szczycie znajduje się biała, dziesięcioboczna laterna kryjąca urządzenie optyczne. Cała budowla mierzy 13,5 m i jest najniższą wieżą latarni morskiej w Polsce.",
          "Wąskie wnętrze nie pozwala na swobodne poruszanie się po wieży, dlatego latarnia nie jest udostępniana zwiedzającym. Mimo to przyciąga uwagę spacerowiczów, bo wyraźnie różni się od masywnych, ceglanych latarni znanych z innych miejsc wybrzeża. Jej skromna sylwetka przypomina raczej maszt sygnałowy niż klasyczną wieżę latarni.",
        ],
        photo: {
          caption: "Latarnia w Jastarni – stalowy walec na betonowym cokole",
          alt: "Latarnia morska Jastarnia – rysunek poglądowy: niska, wąska wieża w postaci stalowego walca na betonowym cokole, zwieńczona białą dziesięcioboczną laterną",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Mimo niskiej wieży światło latarni znajduje się na wysokości 22 m n.p.m. – wyżej niż na przykład w Darłowie (19,7 m n.p.m.). Jego nominalny zasięg wynosi 15 mil morskich, czyli około 27,8 km. Latarnia nadaje światło kodowe, odpowiadające literze A alfabetu Morse’a. W dwudziestosekundowym cyklu światło pali się najpierw przez 2 sekundy, po dwusekundowej przerwie przez 7 sekund, a następnie gaśnie na 9 sekund. Źródło światła umieszczono w soczewce pierścieniowej ze zmieniaczem żarówek.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia pozostaje czynnym znakiem nawigacyjnym i wraz z latarnią w Helu oznakowuje wschodnią część Mierzei Helskiej. Dzieli je w linii prostej około 7,5 mili morskiej. Choć wieży nie można zwiedzać, stanowi ona ciekawy cel spacerów po Jastarni, także poza sezonem letnim.",
        ],
        photo: {
          caption: "Latarnia w Jastarni na Mierzei Helskiej",
          alt: "Latarnia morska Jastarnia – rysunek poglądowy: smukła stalowa latarnia przypominająca maszt sygnałowy, wśród niskiej zabudowy Jastarni",
        },
      },
    ],
    source: { label: "Latarnia morska Jastarnia", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Jastarnia" },
  },
};
