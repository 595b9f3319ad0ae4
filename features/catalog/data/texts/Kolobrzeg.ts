import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Kołobrzegu wznosi się u ujścia Parsęty, wprost na ceglanej rotundzie XVIII-wiecznego Fortu Ujście. Stożkową wieżę z czerwonej cegły postawiono jesienią 1945 roku w miejsce poprzedniczki wysadzonej w marcu tego samego roku. Światło, umieszczone 36 m nad poziomem morza, sięga 16 mil morskich, a z tarasu na szczycie widać port, plażę i molo.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Kołobrzeg od średniowiecza żył z morza i soli, a jego port przez stulecia potrzebował oznakowania dla zawijających statków. Według dawnych kronik miejskich pierwsze stałe światło zapłonęło tu w 1666 roku na wieży budynku, w którym urzędował zarząd portu. Zapalano je jednak tylko wtedy, gdy do ujścia Parsęty zbliżał się statek, a w kolejnych dziesięcioleciach często poprzestawano na latarniach wystawianych na falochronie. W XIX wieku olejową lampę z soczewką Fresnela wciągano na maszt przy stacji pilotów, stojącej u nasady wschodniego falochronu.",
          "Miejsce obecnej latarni od dawna miało znaczenie wojskowe. W latach 1770–1774 na prawym brzegu rzeki, tuż przy jej ujściu, wzniesiono Fort Ujście, który w latach 1832–1836 gruntownie przebudowano. Sercem umocnienia jest trzykondygnacyjna rotunda z cegły, mieszcząca niegdyś magazyny oraz stanowiska piechoty i artylerii, a w piwnicy studnię dla załogi. Pod koniec XIX wieku na forcie stanęła wieża latarni morskiej, która świeciła aż do ostatnich tygodni II wojny światowej.",
        ],
        photo: {
          caption: "Latarnia w Kołobrzegu na rotundzie Fortu Ujście",
          alt: "Latarnia morska Kołobrzeg – rysunek poglądowy: ceglana wieża wyrastająca z okrągłej rotundy dawnego fortu przy ujściu Parsęty",
        },
      },
      {
        heading: "Wojna i odbudowa",
        paragraphs: [
          "W marcu 1945 roku Kołobrzeg, ogłoszony przez Niemców twierdzą, stał się areną zaciętych walk, w których miasto zdobywały wojska polskie i radzieckie. 12 lub 13 marca Niemcy wysadzili latarnię, aby jej wieża nie służyła nacierającej artylerii jako punkt orientacyjny. Fort Ujście był ostatnim punktem oporu obrońców i opuszczono go dopiero w nocy z 17 na 18 marca.",
          "Nową latarnię zaczęto budować już w sierpniu 1945 roku z inicjatywy radzieckiego garnizonu, a pracami kierował inżynier w stopniu majora. Wieżę postawiono bezpośrednio na rotundzie fortu, używając cegły rozbiórkowej z ruin miasta i zaprawy z plażowego piasku, co później utrudniało konserwację murów. Budowę ukończono w listopadzie 1945 roku, a tradycja podaje jako dzień otwarcia 11 listopada. U stóp latarni urządzono cmentarz poległych żołnierzy, a sama wieża przez dziesięciolecia pełniła także rolę radzieckiego pomnika – brązową tablicę z sierpem i młotem zdjęto z niej dopiero w grudniu 2022 roku.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Latarnia ma postać ceglanego stożka zwężającego się ku górze, który wyrasta wprost z masywnej rotundy fortu. Wieża mierzy 26 m, a wieńczy ją galeria i przeszklona laterna z urządzeniem świetlnym. Ponieważ budowla stoi na dawnym umocnieniu, światło znajduje się 36 m nad poziomem morza.",
          "Latarnia nadaje światło błyskowe: jednosekundowe światło i dwusekundowa przerwa składają się na trzysekundowy okres. Jest ono widoczne od strony morza w sektorze od 079,5° do 242°, a jego zasięg nominalny wynosi 16 mil morskich, czyli około 29,6 km. Na wybrzeżu kołobrzeska wieża sąsiaduje z latarnią w Niechorzu na zachodzie i z latarnią w Gąskach na wschodzie.",
        ],
        photo: {
          caption: "Stożkowa wieża kołobrzeskiej latarni z galerią i laterną",
          alt: "Latarnia morska Kołobrzeg – rysunek poglądowy: stożkowa wieża z czerwonej cegły, u szczytu galeria i przeszklona laterna, u podstawy masywne mury rotundy",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia nadal działa jako znak nawigacyjny, a jednocześnie należy do najchętniej odwiedzanych miejsc w Kołobrzegu. Turyści wchodzą na taras widokowy, z którego widać port pasażerski, ujście Parsęty, falochrony, molo i szerokie plaże. Fort Ujście, choć zniekształcony przez powojenne przebudowy, pozostaje jednym z najcenniejszych śladów dawnej Twierdzy Kołobrzeg i również jest udostępniony zwiedzającym. Obiekt leży przy ulicy Morskiej, w północnej części portu, kilka minut spacerem od mola.",
        ],
        photo: {
          caption: "Latarnia w Kołobrzegu przy porcie, plaży i molo",
          alt: "Latarnia morska Kołobrzeg – rysunek poglądowy, sceneria zimowa: wieża latarni na forcie nad zaśnieżoną plażą i falochronami, w powietrzu padający śnieg",
        },
      },
    ],
    source: {
      label: "Latarnia morska Kołobrzeg",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Kołobrzeg",
    },
  },
};
