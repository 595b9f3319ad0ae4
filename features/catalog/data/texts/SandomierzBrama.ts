import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Brama Opatowska to jedyna zachowana brama dawnych murów obronnych Sandomierza, wzniesiona w drugiej połowie XIV wieku z fundacji Kazimierza Wielkiego. Ceglaną, gotycką wieżę bramną podwyższono w XVI stuleciu i zwieńczono renesansową attyką. Z tarasu na jej szczycie roztacza się szeroka panorama Starego Miasta i doliny Wisły.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Po najeździe Litwinów w 1349 roku Kazimierz Wielki otoczył Sandomierz nowym pierścieniem murów, a z tego okresu pochodzi również obecny układ Starego Miasta. Do miasta prowadziły cztery bramy – Krakowska, Lubelska, Zawichojska i Opatowska – oraz dwie furty dla pieszych, a mury wzmacniało ponad dwadzieścia baszt. Nazwy bram wzięły się od miast, do których wiodły wychodzące z nich drogi. Brama Opatowska strzegła wjazdu od północy, od strony gościńca prowadzącego do Opatowa.",
          "W XVI wieku bramę podwyższono, a jej szczyt ozdobiono renesansową attyką ufundowaną przez sandomierskiego lekarza Stanisława Bartolona. Pozostałe bramy nie przetrwały: Lubelska uległa zniszczeniu już w XVII wieku, a Zawichojską i Krakowską rozebrano w późniejszych stuleciach. Podczas powstania styczniowego, w lutym 1863 roku, rozegrał się tu dramatyczny epilog bitwy pod Słupczą – rozbici powstańcy próbowali bronić się na barykadzie w bramie, lecz ścigający ich Kozacy przełamali opór już w pierwszym natarciu. Spośród dawnych furt zachowała się tylko Furta Dominikańska, zwana Uchem Igielnym.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Brama jest ceglaną wieżą na planie zbliżonym do kwadratu o bokach długości około 9–10 metrów. Jej mury mają u podstawy około dwóch metrów grubości i zwężają się ku górze, a w ścianach przepruto wąskie otwory strzelnicze. W przyziemiu znajduje się przejazd ujęty ostrołukowymi arkadami; otwór wjazdowy zamykała niegdyś opuszczana brona, czyli okuta żelazem krata z dębowych belek. Przed bramą stało przedbramie z mostem zwodzonym, połączone z nią wąską szyją, w której napastnicy stawali się łatwym celem dla obrońców.",
          "Pierwotnie wieża kończyła się niżej i była nakryta stożkowym dachem. Szesnastowieczna nadbudowa dodała kondygnację z półkoliście zamkniętymi wnękami oraz attykę złożoną z arkadowej ściany i grzebienia ze sterczynami w kształcie jaskółczych ogonów, rozdzielonymi ażurową kratą z cegły. Za attyką krył się wklęsły dach, który ułatwiał odprowadzanie wody i był trudniejszy do podpalenia. Dziś brama ma ponad 30 metrów wysokości, a attyka, zabezpieczona i otynkowana podczas remontu w 1958 roku, należy do najbardziej charakterystycznych elementów bramy.",
        ],
        photo: {
          caption: "Brama Opatowska – gotycka wieża bramna z renesansową attyką",
          alt: "Brama Opatowska w Sandomierzu – rysunek poglądowy: ceglana wieża bramna z ostrołukowym przejazdem w przyziemiu, zwieńczona attyką z arkadową ścianą i grzebieniem ze sterczynami",
        },
      },
      {
        heading: "Brama dziś",
        paragraphs: [
          "Już w latach 1928–1929, po założeniu żelbetowego stropu, bramę udostępniono zwiedzającym jako punkt widokowy. Po schodach można wejść na taras na jej szczycie, skąd widać całe Stare Miasto, dolinę Wisły, a przy dobrej widoczności także Góry Świętokrzyskie. Brama stanowi reprezentacyjne wejście na sandomierską starówkę od strony ulicy Opatowskiej, a po obu jej stronach zachowały się fragmenty dawnych murów. W 2017 roku wraz z historycznym zespołem miasta została uznana za pomnik historii.",
        ],
        photo: {
          caption: "Brama Opatowska – wejście na sandomierską starówkę",
          alt: "Brama Opatowska w Sandomierzu – rysunek poglądowy: wysoka brama z tarasem widokowym na szczycie i fragmentami murów po obu stronach, za nią kamienice Starego Miasta",
        },
      },
    ],
    source: { label: "Brama Opatowska", url: "https://pl.wikipedia.org/wiki/Brama_Opatowska" },
  },
};
