import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Mauler to jeden z najgroźniejszych przeciwników w serii gier Gears of War – potężny wojownik rasy Locust, odmiana ciężkozbrojnego Boomera. Zamiast wyrzutni granatów nosi ogromną tarczę i kiścień z wybuchową kulą, a jego głowę osłania rogaty hełm. Pojawił się w drugiej części cyklu i szybko stał się jednym z najbardziej rozpoznawalnych wrogów.",
  history: {
    sections: [
      {
        heading: "Seria gier",
        paragraphs: [
          "Gears of War to cykl strzelanin z perspektywy trzeciej osoby, zapoczątkowany w listopadzie 2006 roku grą wydaną na konsolę Xbox 360. Pierwsze części stworzyło amerykańskie studio Epic Games, a wydawcą był Microsoft; kluczową rolę w powstaniu serii odegrali projektant Cliff Bleszinski i producent Rod Fergusson. Gra zachwyciła oprawą graficzną opartą na silniku Unreal Engine 3 i spopularyzowała system walki, w którym gracz nieustannie kryje się za murami i przeszkodami. Wersję na komputery osobiste przygotowało polskie studio People Can Fly.",
          "Po sukcesie pierwszej odsłony ukazały się Gears of War 2 (2008) i Gears of War 3 (2011), zamykające trylogię o Marcusie Fenixie, a w 2013 roku prequel Gears of War: Judgment, współtworzony przez People Can Fly. W 2014 roku Microsoft przejął całą markę, a kolejne gry – Gears of War 4, Gears 5 i taktyczne Gears Tactics – powstały pod kierunkiem kanadyjskiego studia The Coalition. Uniwersum rozrosło się także o powieści i komiksy.",
        ],
        photo: {
          caption: "Mauler z serii gier Gears of War",
          alt: "Mauler – rysunek poglądowy: potężny, ciężko opancerzony wojownik Locust w rogatym hełmie, z tarczą i kiścieniem",
        },
      },
      {
        heading: "Świat gry",
        paragraphs: [
          "Akcja rozgrywa się na fikcyjnej planecie Sera, wyniszczonej wcześniej długą wojną o imulsję – cenne paliwo wydobywane spod powierzchni. W dniu nazwanym Emergence Day z podziemi wyłoniła się Szarańcza, czyli Locust Horde, rasa istot żyjących w ogromnych jaskiniach, która w krótkim czasie wymordowała znaczną część ludzkości. Ocaleni skupili się wokół Koalicji (w oryginale Coalition of Ordered Governments, COG), której żołnierzy nazywa się „Gearsami”. Gracz kieruje najczęściej oddziałem Delta dowodzonym przez sierżanta Marcusa Fenixa.",
        ],
      },
      {
        heading: "Postać",
        paragraphs: [
          "Mauler należy do rodziny Boomerów – rosłych, ciężko opancerzonych wojowników Locust, którzy w pierwszej części walczyli głównie wyrzutnią granatów zwaną Boomshotem. Mauler zrezygnował z broni dystansowej na rzecz walki wręcz: w jednej ręce trzyma masywną tarczę Boomshield, a w drugiej kiścień z wybuchową kulą, którą uderza o ziemię, raniąc wszystkich w pobliżu. Tarcza chroni go przed ostrzałem od frontu, dlatego trzeba go obejść z boku, zmusić do odsłonięcia się albo sięgnąć po granaty. Powolny, lecz niemal niepowstrzymany, wymusza na graczu zmianę taktyki i przerywa typowe dla serii ukrywanie się za osłonami.",
          "W Gears of War 2 po pokonaniu Maulera można było podnieść jego tarczę i używać jej jako przenośnej osłony, trzymając w drugiej ręce pistolet. Postać wróciła w Gears of War 3, gdzie w trybie Beast gracze mogli wcielić się w Maulera i walczyć po stronie Szarańczy. Charakterystyczna sylwetka z rogatym hełmem, tarczą i kiścieniem sprawiła, że Mauler stał się częstym tematem figurek, grafik i modeli tworzonych przez fanów.",
        ],
        photo: {
          caption: "Mauler z tarczą Boomshield i kiścieniem",
          alt: "Mauler – rysunek poglądowy: postać w ciężkiej zbroi z masywną tarczą w jednej ręce i kiścieniem z wybuchową kulą w drugiej, na tle dżungli",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Gears of War pozostaje jedną z najważniejszych marek Microsoftu, a gry z serii sprzedały się w wielu milionach egzemplarzy. W 2024 roku zapowiedziano grę Gears of War: E-Day, która ma opowiedzieć o pierwszym dniu inwazji Szarańczy. Serwis Netflix ogłosił z kolei prace nad filmem aktorskim osadzonym w tym uniwersum. Mauler, choć jest tylko jednym z wielu wrogów, należy do postaci, które fani najczęściej kojarzą z brutalnymi starciami z Locustami.",
        ],
      },
    ],
    source: { label: "Gears of War 2", url: "https://pl.wikipedia.org/wiki/Gears_of_War_2" },
  },
};
