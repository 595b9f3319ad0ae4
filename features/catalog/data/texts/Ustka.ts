import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Ustce stoi przy wschodnim falochronie, u ujścia Słupi do Bałtyku, i od 1892 roku wskazuje drogę do portu. Jej ośmioboczna wieża z czerwonej cegły przylega do budynku dawnej stacji pilotów, urozmaiconego licznymi gzymsami, daszkami i oknami. Światło umieszczone 22,2 m n.p.m. widać z odległości 18 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Wejście do portu w Ustce zawsze należało do trudnych: silne prądy przybrzeżne i wiatry wiejące prostopadle do brzegu spychały statki w stronę falochronów. Według tradycji pierwszym znakiem dla żeglarzy była wieża nieistniejącego dziś kościoła, stojącego niedaleko ujścia Słupi. Od 1871 roku przy stacji pilotów wciągano na maszt lampę naftową z metalową soczewką. Świeciła ona czerwonym światłem widocznym z odległości około 6 mil morskich.",
          "Obecną latarnię zbudowano w 1892 roku razem z nową stacją pilotów, którzy przeprowadzali statki przez płycizny przy wejściu do portu. W 1904 roku stałe czerwone światło zastąpiono białym światłem przerywanym. II wojnę światową budowla przetrwała niemal bez szkód i już w listopadzie 1945 roku ponownie zaczęła świecić – początkowo pod nazwą Ujście (pisaną też Uście), którą nosiło wtedy miasto. Nazwę Ustka miasto i latarnia noszą od 1947 roku.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Latarnia tworzy jedną bryłę z budynkiem dawnej stacji pilotów, wzniesionym z czerwonej cegły licówki w surowym stylu charakterystycznym dla pruskiego budownictwa technicznego. Ośmioboczna wieża ma 19,5 m wysokości i cztery kondygnacje. Jej sylwetkę urozmaicają liczne gzymsy, małe daszki oraz kilkanaście okien różnej wielkości. Na szczyt prowadzą schody betonowe, a wyżej metalowe, zaś z galerii można przez szybę zajrzeć do wnętrza laterny.",
          "W 1993 roku latarnię wpisano do rejestru zabytków jako cenny przykład dziewiętnastowiecznej architektury portowej. Budynek zachował pierwotny układ i detale, choć jego wnętrza dostosowano do współczesnych potrzeb. Wraz z falochronami i dawnymi zabudowaniami portowymi tworzy charakterystyczny fragment krajobrazu Ustki.",
        ],
        photo: {
          caption: "Latarnia w Ustce – ośmioboczna wieża przy dawnej stacji pilotów",
          alt: "Latarnia morska Ustka – rysunek poglądowy: ośmioboczna wieża z czerwonej cegły przylegająca do budynku stacji pilotów, z gzymsami, małymi daszkami i wieloma oknami",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Światło latarni znajduje się na wysokości 22,2 m n.p.m., a jego nominalny zasięg wynosi 18 mil morskich, czyli ponad 33 km. Latarnia nadaje światło przerywane o okresie 6 sekund: przez 4 sekundy świeci, po czym na 2 sekundy gaśnie. Źródłem jest żarówka dużej mocy w cylindrycznej soczewce, zamocowana na zmieniaczu. Gdy żarówka się przepali, urządzenie samoczynnie wprowadza na jej miejsce zapasową.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia pozostaje czynnym znakiem nawigacyjnym i jednym z symboli Ustki. W sezonie letnim jest udostępniana zwiedzającym, którzy z galerii podziwiają port, kanał Słupi, plaże i panoramę miasta. Znajduje się tuż przy nadmorskiej promenadzie, dlatego chętnie odwiedzają ją spacerowicze i turyści wypoczywający w mieście.",
        ],
        photo: {
          caption: "Latarnia w Ustce przy porcie u ujścia Słupi",
          alt: "Latarnia morska Ustka – rysunek poglądowy: ceglana latarnia z galerią przy wschodnim falochronie, obok kanał portowy Słupi i nadmorska promenada",
        },
      },
    ],
    source: { label: "Latarnia morska Ustka", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Ustka" },
  },
};
