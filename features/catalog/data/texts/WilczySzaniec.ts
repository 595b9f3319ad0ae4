import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Wilczy Szaniec (niem. Wolfsschanze) to dawna kwatera główna Adolfa Hitlera, zbudowana w latach 1940–1944 w lesie koło Gierłoży pod Kętrzynem. Przywódca III Rzeszy kierował stąd wojną na froncie wschodnim, a 20 lipca 1944 roku doszło tu do nieudanego zamachu na jego życie. Ruiny wysadzonych bunkrów są dziś miejscem pamięci i zwiedzania.",
  history: {
    sections: [
      {
        heading: "Budowa",
        paragraphs: [
          "Decyzję o budowie kwatery w Prusach Wschodnich podjęto w 1940 roku, gdy Niemcy przygotowywali napaść na Związek Radziecki. Las koło wsi Gierłoż wybrano ze względu na bliskość granicy, połączenie kolejowe z Kętrzynem oraz naturalną osłonę, jaką dawały okoliczne jeziora, bagna i gęsty starodrzew. Prace prowadziła Organizacja Todta, a dla zachowania tajemnicy budowę przedstawiano jako zakłady chemiczne „Askania”. Nazwa kwatery nawiązywała do pseudonimu „Wolf”, którego Hitler używał w latach 20.",
          "Hitler przybył do Wilczego Szańca 24 czerwca 1941 roku, dwa dni po ataku na ZSRR, i z przerwami przebywał tu aż do 20 listopada 1944 roku. W kwaterze zapadały kluczowe decyzje dotyczące działań na froncie wschodnim, odbywały się codzienne narady wojskowe i przyjmowano zagranicznych gości. W okolicy rozmieszczono inne ośrodki dowodzenia, między innymi kwaterę naczelnego dowództwa wojsk lądowych w Mamerkach. Kompleks był nieustannie rozbudowywany, a najważniejsze schrony wzmacniano kolejnymi płaszczami betonu.",
        ],
      },
      {
        heading: "Zamach 20 lipca",
        paragraphs: [
          "20 lipca 1944 roku pułkownik Claus Schenk von Stauffenberg wniósł na naradę teczkę z ładunkiem wybuchowym i zostawił ją w pobliżu Hitlera. Ponieważ główny schron był wówczas przebudowywany, narada odbywała się w drewnianym baraku, a nie w zamkniętym betonowym bunkrze, co znacznie osłabiło skutki wybuchu. Eksplozja śmiertelnie raniła cztery osoby, lecz Hitler przeżył z niegroźnymi obrażeniami. Stauffenberg i kilku innych spiskowców zostało rozstrzelanych w Berlinie jeszcze tej samej nocy, a w kolejnych miesiącach reżim rozprawił się z setkami osób powiązanych ze spiskiem.",
        ],
        photo: {
          caption: "Ruiny schronów Wilczego Szańca w lesie pod Gierłożą",
          alt: "Wilczy Szaniec – rysunek poglądowy: rozerwane wybuchami betonowe bloki schronu wśród drzew lasu koło Gierłoży",
        },
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Kwatera zajmowała około 250 hektarów i dzieliła się na trzy strefy bezpieczeństwa, otoczone ogrodzeniami, zasiekami i polami minowymi. W najściślej strzeżonej strefie stały schrony Hitlera i jego najbliższych współpracowników, między innymi Göringa i Bormanna, a także kasyna, koszary i budynki łączności. Wzniesiono tu kilkadziesiąt budowli żelbetowych, w tym kilka ciężkich schronów o ścianach i stropach grubości kilku metrów, oraz liczne baraki. Obiekty maskowano siatkami, sztuczną roślinnością na dachach i tynkiem z domieszką trawy morskiej oraz zielonego barwnika, aby z powietrza zlewały się z lasem.",
          "Gdy w styczniu 1945 roku Armia Czerwona zbliżała się do Prus Wschodnich, Niemcy wysadzili schrony w nocy z 24 na 25 stycznia. Potężne eksplozje rozerwały betonowe bryły, ale nie zdołały ich unicestwić – do dziś w lesie leżą przesunięte, popękane fragmenty ścian i stropów. Kilka dni później teren zajęły wojska radzieckie. Po wojnie okolicę przez wiele lat oczyszczano z min, których pozostawiono tu dziesiątki tysięcy.",
        ],
        photo: {
          caption: "Popękane stropy wysadzonego schronu w Wilczym Szańcu",
          alt: "Wilczy Szaniec – rysunek poglądowy: masywne, przesunięte fragmenty żelbetowych ścian i stropów z ciemnymi otworami wejść, porośnięte mchem, w tle gęsty las",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Ruiny Wilczego Szańca należą do najczęściej odwiedzanych miejsc na Mazurach i przyciągają turystów z wielu krajów. Terenem zarządza Nadleśnictwo Srokowo, które udostępnia go jako trasę zwiedzania z oznakowanymi obiektami i tablicami informacyjnymi. W miejscu baraku narad znajduje się tablica upamiętniająca uczestników spisku z 20 lipca 1944 roku. Wchodzenie do wnętrz zrujnowanych schronów jest zabronione ze względów bezpieczeństwa, dlatego teren zwiedza się wyznaczonymi ścieżkami, najlepiej z przewodnikiem.",
        ],
      },
    ],
    source: { label: "Wilczy Szaniec", url: "https://pl.wikipedia.org/wiki/Wilczy_Szaniec" },
  },
};
