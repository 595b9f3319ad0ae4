import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "SN15 był prototypem statku Starship – górnego stopnia wielokrotnego użytku, rozwijanego przez amerykańską firmę SpaceX. 5 maja 2021 roku w Boca Chica w Teksasie wzniósł się na wysokość około 10 kilometrów, opadł w pozycji poziomej i jako pierwszy z serii prototypów wylądował bezpiecznie i przetrwał lądowanie. Ten lot zamknął etap testów statku na dużej wysokości.",
  history: {
    sections: [
      {
        heading: "Program Starship",
        paragraphs: [
          "Starship to system transportu kosmicznego rozwijany przez SpaceX, firmę założoną w 2002 roku przez Elona Muska. Docelowo składa się z dwóch stopni wielokrotnego użytku: potężnego pierwszego stopnia Super Heavy oraz statku Starship, który ma przewozić ładunki i ludzi na orbitę okołoziemską, na Księżyc i na Marsa. Na przełomie 2018 i 2019 roku firma zrezygnowała z kompozytów węglowych na rzecz stali nierdzewnej, tańszej, łatwiejszej w obróbce i dobrze znoszącej zarówno mróz skroplonych paliw, jak i żar powrotu z kosmosu. Prototypy budowano pod gołym niebem w Boca Chica, w pobliżu Brownsville na południowym krańcu Teksasu.",
          "Pierwsze próby prowadzono na niewielkiej wysokości: w 2019 roku krótkie loty wykonał pojazd testowy Starhopper, a w 2020 roku prototypy SN5 i SN6 wzniosły się na około 150 metrów. Skrót SN oznacza numer seryjny (ang. serial number). Kolejnym etapem były loty na wysokość kilku kilometrów i więcej, w których sprawdzano najtrudniejszą część misji – powrót i lądowanie.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "SN15 miał postać stalowego walca o średnicy 9 metrów i wysokości około 50 metrów, zakończonego stożkowym nosem. Napędzały go trzy silniki Raptor, spalające ciekły metan z ciekłym tlenem w nowatorskim cyklu spalania etapowego z pełnym przepływem. Podczas opadania statkiem sterowały cztery ruchome klapy aerodynamiczne – dwie przy nosie i dwie przy ogonie – a lądował na krótkich, wysuwanych nogach. W porównaniu z poprzednikami otrzymał wiele ulepszeń konstrukcji, awioniki, oprogramowania i samych silników.",
        ],
        photo: {
          caption: "Prototyp Starship SN15 na stanowisku w Boca Chica",
          alt: "Rakieta Starship SN15 – rysunek poglądowy: stalowy walec ze stożkowym nosem i dwiema parami klap, przy nosie i przy ogonie, stojący pionowo na stanowisku",
        },
      },
      {
        heading: "Lot",
        paragraphs: [
          "Poprzednie prototypy SN8, SN9, SN10 i SN11, testowane od grudnia 2020 do marca 2021 roku, zakończyły loty wybuchami – przy przyziemieniu, chwilę po nim albo jeszcze w powietrzu. Każdy z nich potwierdził jednak skuteczność manewru zwanego belly flop, w którym statek opada w pozycji poziomej i hamuje całą powierzchnią kadłuba, niczym skoczek spadochronowy w swobodnym spadku. Numery SN12–SN14 pominięto, ponieważ SpaceX zdecydował się przejść od razu do wyraźnie ulepszonej wersji.",
          "5 maja 2021 roku SN15 wystartował z Boca Chica, podczas wznoszenia kolejno wyłączał silniki i osiągnął wysokość około 10 kilometrów. Następnie przeszedł do poziomego opadania, a tuż nad ziemią ponownie uruchomił silniki, obrócił się do pionu i łagodnie osiadł na lądowisku. Po przyziemieniu u podstawy statku wybuchł niewielki pożar, który szybko opanowano. Był to pierwszy w pełni udany lot prototypu Starshipa na dużą wysokość zakończony lądowaniem.",
        ],
        photo: {
          caption: "Prototyp SN15 na lądowisku w Boca Chica",
          alt: "Rakieta Starship SN15 – rysunek poglądowy: lśniący stalowy prototyp na krótkich nogach lądowniczych, stojący na betonowym lądowisku",
        },
      },
      {
        heading: "Dziedzictwo",
        paragraphs: [
          "Udane lądowanie SN15 zamknęło etap suborbitalnych prób samego statku i pozwoliło SpaceX skupić się na przygotowaniu lotów pełnego zestawu z pierwszym stopniem Super Heavy. Doświadczenia z tej serii wykorzystano przy budowie kolejnych statków, przystosowanych już do lotów w przestrzeń kosmiczną i pokrytych osłoną termiczną z ceramicznych płytek. Zaplecze w Boca Chica rozrosło się w kompleks produkcyjno-startowy Starbase, wokół którego w 2025 roku utworzono miasto o tej samej nazwie.",
        ],
      },
    ],
    source: { label: "Starship (hasło o całym programie)", url: "https://pl.wikipedia.org/wiki/Starship" },
  },
};
