import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Darłówku stoi u nasady wschodniego falochronu, przy ujściu Wieprzy do Bałtyku, i wskazuje statkom wejście do portu w Darłowie. To niewysoka, ceglana budowla z 1885 roku – dawna stacja pilotów z przylegającą czworoboczną wieżą, podwyższoną w 1927 roku. Wieża ma 22 m, a światło widać z odległości 15 mil morskich.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Pierwsza wzmianka o sygnałach świetlnych w Darłowie pochodzi z 1715 roku, kiedy polecono zapalać światła po obu stronach ujścia Wieprzy. Port dawnego miasta hanzeatyckiego obsługiwał wówczas coraz liczniejsze statki handlowe i rybackie, a ich bezpieczne wejście do rzeki wymagało wyraźnego oznakowania. Przez ponad półtora wieku wystarczały jednak proste światła ustawiane przy brzegu, o których nie zachowało się wiele szczegółowych informacji.",
          "W 1885 roku u nasady wschodniego falochronu wzniesiono z czerwonej cegły niewielki budynek stacji pilotów, do którego od południa przylegała kwadratowa wieża. Dyżurny pilot obserwował stamtąd redę i obsługiwał lampę umieszczoną w oknie wieży. Świeciła ona stałym czerwonym światłem o zasięgu około 6 mil morskich. Pod koniec XIX wieku wymieniono soczewkę na lepszą, a na początku XX wieku latarnia zaczęła nadawać białe światło przerywane.",
          "Największa przebudowa nastąpiła w 1927 roku, gdy wieżę podwyższono o jedną kondygnację i zwieńczono stalową laterną z białą kopułą oraz galerią. Dzięki temu światło znalazło się wyżej i sięgało znacznie dalej niż wcześniej. Od tamtej pory wygląd budowli zmienił się tylko nieznacznie, a w 1996 roku unowocześniono zasilanie, by zapewnić nieprzerwaną pracę światła.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Darłowska latarnia wyróżnia się kształtem wieży: jest ona czworoboczna, podczas gdy większość polskich latarni ma wieże okrągłe lub ośmioboczne. Całość ma formę zwartego, ceglanego budynku, nad którego dachem wyrasta wieża zakończona białą laterną. Wieża mierzy 22 m, a światło znajduje się na wysokości 19,7 m n.p.m. Mury wzniesiono z cegły ceramicznej i wzmocniono dodatkową warstwą, aby lepiej znosiły działanie wilgoci i soli.",
          "Położenie tuż przy morzu ma swoje konsekwencje. Podczas jesiennych i zimowych sztormów fale potrafią dosięgnąć budynku, a przy silnym mrozie jego ściany pokrywa skorupa lodu. Z tego powodu stan murów i urządzeń optycznych wymaga stałej kontroli i częstych prac konserwacyjnych.",
        ],
        photo: {
          caption: "Latarnia w Darłówku – czworoboczna wieża nad dawną stacją pilotów",
          alt: "Latarnia morska Darłowo – rysunek poglądowy: niewysoki ceglany budynek dawnej stacji pilotów, nad którego dachem wyrasta czworoboczna wieża z białą laterną",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Latarnia nadaje światło błyskowe grupowe: dwa dwusekundowe błyski rozdzielone trzysekundową przerwą powtarzają się w cyklu trwającym 15 sekund. Nominalny zasięg światła wynosi 15 mil morskich, czyli blisko 28 km. W laternie pracuje soczewka Fresnela z żarówką halogenową, a urządzenie można obejrzeć przez szybę z poziomu galerii. Światło prowadzi do portu przede wszystkim kutry rybackie i jachty.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia pozostaje czynnym znakiem nawigacyjnym, a w sezonie letnim jest udostępniana zwiedzającym. Z galerii widać kanał portowy, nabrzeża Darłówka, szerokie plaże po obu stronach ujścia Wieprzy i otwarte morze. Obiekt należy do najbardziej rozpoznawalnych symboli Darłówka, popularnej miejscowości wypoczynkowej. Szczególnie malowniczo wygląda zimą, gdy sztormowe fale oblewają go lodem.",
        ],
        photo: {
          caption: "Latarnia w Darłówku u nasady wschodniego falochronu",
          alt: "Latarnia morska Darłowo – rysunek poglądowy: ceglana latarnia przy wejściu do portu, obok falochron i kanał ujścia Wieprzy, za nią szeroka plaża i morze",
        },
      },
    ],
    source: { label: "Latarnia morska Darłowo", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Darłowo" },
  },
};
