import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Curiosity to sześciokołowy łazik NASA wielkości niewielkiego samochodu, najważniejsza część misji Mars Science Laboratory. Od sierpnia 2012 roku bada krater Gale’a i zbocza góry Aeolis Mons, szukając śladów dawnych warunków sprzyjających życiu. Zasila go radioizotopowy generator termoelektryczny, a łazik działa już wielokrotnie dłużej niż podstawowa misja, zaplanowana na jeden marsjański rok.",
  history: {
    sections: [
      {
        heading: "Misja",
        paragraphs: [
          "Mars Science Laboratory to misja amerykańskiej agencji NASA, której sercem jest łazik Curiosity, zaprojektowany i zbudowany w Jet Propulsion Laboratory w Pasadenie. Jej zadaniem było ustalenie, czy w przeszłości na Marsie panowały warunki, w których mogłyby istnieć mikroorganizmy. Nazwę łazika wybrano w ogólnokrajowym konkursie dla uczniów, w którym zwyciężyła propozycja dwunastoletniej Clary Ma z Kansas. Angielskie słowo „curiosity” oznacza ciekawość – cechę, która napędza każde badanie naukowe.",
          "Sonda wystartowała 26 listopada 2011 roku z przylądka Canaveral na szczycie rakiety Atlas V. Po ponad ośmiu miesiącach lotu, 6 sierpnia 2012 roku, weszła w atmosferę Marsa i rozpoczęła kilkuetapowe lądowanie. Najpierw pojazd wyhamowała osłona termiczna, potem otworzył się spadochron, a na końcu napędzany silnikami rakietowymi moduł opuścił łazik na linach wprost na koła. Ten tak zwany niebiański dźwig (sky crane) zastosowano wtedy po raz pierwszy w historii.",
        ],
        photo: {
          caption: "Łazik Curiosity – misja Mars Science Laboratory",
          alt: "Łazik marsjański Curiosity – rysunek poglądowy: sześciokołowy pojazd wielkości małego samochodu, z masztem kamer i ramieniem robota, na kamienistym dnie krateru Gale’a",
        },
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Curiosity ma około 3 metrów długości i waży blisko 900 kilogramów, co w chwili startu czyniło go największym i najcięższym łazikiem wysłanym na Marsa. Porusza się na sześciu aluminiowych kołach o średnicy około pół metra, zawieszonych na układzie wahaczy typu rocker-bogie, który pozwala przejeżdżać przez kamienie i nierówności terenu. Energię dostarcza radioizotopowy generator termoelektryczny, w którym ciepło rozpadu plutonu-238 zamieniane jest na prąd. Dzięki temu łazik nie zależy od paneli słonecznych ani od pyłu, który mógłby je pokryć.",
          "Na pokładzie znalazło się dziesięć instrumentów naukowych. Na maszcie umieszczono kamery Mastcam oraz ChemCam – urządzenie, które impulsami lasera odparowuje drobne fragmenty skał z odległości kilku metrów i bada światło powstałej plazmy. Ramię robotyczne zakończone jest wiertłem, kamerą do zdjęć makro i spektrometrem, a pobrane próbki trafiają do wnętrza pojazdu, gdzie laboratoria SAM i CheMin analizują ich skład chemiczny i mineralny. Łazik mierzy także promieniowanie i parametry pogody, a część przyrządów dostarczyły Francja, Hiszpania, Rosja i Kanada.",
        ],
      },
      {
        heading: "Odkrycia",
        paragraphs: [
          "Już w pierwszych miesiącach pracy Curiosity natrafił na skały zbudowane z zaokrąglonych otoczaków, które świadczą o tym, że przez krater płynął niegdyś strumień. W rejonie nazwanym Yellowknife Bay próbki z pierwszych odwiertów zawierały minerały ilaste i pierwiastki niezbędne dla organizmów, co dowiodło, że dawne jezioro w kraterze mogło być środowiskiem przyjaznym dla życia. W kolejnych latach łazik wykrył związki organiczne zachowane w skałach osadowych oraz sezonowe zmiany ilości metanu w atmosferze. Jego pomiary promieniowania mają duże znaczenie dla planowania przyszłych wypraw załogowych.",
        ],
        photo: {
          caption: "Łazik Curiosity wśród skał osadowych krateru Gale’a",
          alt: "Łazik marsjański Curiosity – rysunek poglądowy: łazik z uniesionym masztem kamer i wysuniętym ramieniem z wiertłem przy rdzawych skałach, w tle zbocza góry Aeolis Mons",
        },
      },
      {
        heading: "Curiosity dziś",
        paragraphs: [
          "Misja zaplanowana pierwotnie na jeden marsjański rok, czyli około dwóch lat ziemskich, była wielokrotnie przedłużana i trwa nadal. Łazik od lat wspina się po zboczach Aeolis Mons, zwanej też górą Sharp, i bada kolejne warstwy skał, w których zapisała się historia zmian klimatu planety. Koła pojazdu uległy z czasem wyraźnemu zużyciu, dlatego zespół misji zmienił sposób jazdy i starannie planuje trasy. Konstrukcja Curiosity posłużyła za wzór dla łazika Perseverance, który wylądował na Marsie w 2021 roku.",
        ],
      },
    ],
    source: { label: "Mars Science Laboratory", url: "https://pl.wikipedia.org/wiki/Mars_Science_Laboratory" },
  },
};
