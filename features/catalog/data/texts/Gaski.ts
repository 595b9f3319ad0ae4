import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Gąskach, niewielkiej wsi między Mielnem a Ustroniem Morskim, należy do najwyższych latarni polskiego wybrzeża. Jej okrągła wieża z ciemnoczerwonej cegły, wzniesiona w latach 1876–1878, mierzy 49,8 m i góruje nad okolicznymi lasami. Światło na wysokości 51,1 m n.p.m. sięga 23,5 mili morskiej, a z tarasu pod laterną widać dużą część Wybrzeża Koszalińskiego.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Latarnię w Gąskach zbudowano, by zamknąć lukę w oznakowaniu wybrzeża między Kołobrzegiem a Darłowem. Prace rozpoczęto w 1876 roku i zakończono pod koniec 1877 roku, a światło zapalono 1 stycznia 1878 roku. Materiały budowlane dostarczano drogą morską i wyładowywano na pomoście zbudowanym specjalnie w tym celu. Na plac budowy trzeba było przewieźć ogromne ilości cegły i kamienia, dlatego dostawy morskie okazały się najprostszym rozwiązaniem.",
          "Wraz z wieżą powstał dom latarników z zabudowaniami gospodarczymi, tworzący zamknięty, ogrodzony zespół. Pierwotnie światło dawała lampa umieszczona w soczewce Fresnela, a w okresie międzywojennym latarnię przestawiono na zasilanie elektryczne. Podczas II wojny światowej sama wieża nie ucierpiała poważnie, zniszczeniu uległy jednak urządzenia optyczne. Po ich odtworzeniu latarnię ponownie uruchomiono w 1948 roku.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Bryła latarni składa się z trzech wyraźnie wydzielonych części. Dolną tworzy masywna, ośmioboczna podstawa na kamiennym fundamencie, sięgająca około 11 m wysokości, o murach grubości około dwóch metrów. Wyżej wznosi się okrągły trzon, zwieńczony stalowo-szklaną laterną pod kopulastym dachem z ozdobną kulą na szczycie. Cała wieża mierzy 49,8 m.",
          "Mury wzniesiono z ciemnoczerwonej cegły licówki, a do góry prowadzą kręte schody z granitowych płyt, liczące ponad dwieście stopni. W latach trzydziestych, a potem pięćdziesiątych XX wieku w konstrukcji pojawiły się pęknięcia. Naprawiano je, wypełniając rysy i wzmacniając mury zastrzykami z zaprawy cementowej. Dzięki tym pracom wieża zachowała pierwotny kształt i pozostaje w dobrym stanie.",
        ],
        photo: {
          caption: "Latarnia w Gąskach – ośmioboczna podstawa i okrągły trzon",
          alt: "Latarnia morska Gąski – rysunek poglądowy: wysoka wieża z ciemnoczerwonej cegły na masywnej ośmiobocznej podstawie, zwieńczona laterną pod kopulastym dachem z kulą",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Światło latarni znajduje się na wysokości 51,1 m n.p.m., a jego nominalny zasięg wynosi 23,5 mili morskiej, czyli około 43,5 km. Latarnia nadaje światło przerywane grupowe: w cyklu trwającym 15 sekund trzy razy na krótko gaśnie, a najdłuższy okres świecenia trwa ponad 6 sekund. Źródłem jest żarówka o mocy 1500 W w soczewce pierścieniowej. W razie awarii automatyczny przełącznik uruchamia żarówkę zapasową.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynna i udostępniona zwiedzającym. Z tarasu widokowego rozciąga się rozległa panorama morza, pobliskiego Sarbinowa i Mielna oraz pasa nadmorskich lasów. Wieża stoi nieco ponad sto metrów od plaży, więc jest doskonale widoczna z brzegu i stała się symbolem Gąsek.",
          "Dom latarników i budynki gospodarcze zachowały się w niemal niezmienionej postaci, dzięki czemu cały zespół ma dużą wartość jako zabytek techniki. Na terenie wokół latarni działają dziś punkty z pamiątkami i drobną gastronomią. Latem latarnia jest jednym z głównych celów wycieczek turystów wypoczywających w okolicznych miejscowościach.",
        ],
        photo: {
          caption: "Latarnia w Gąskach z domem latarników",
          alt: "Latarnia morska Gąski – rysunek poglądowy: okrągły ceglany trzon z tarasem widokowym pod laterną, u podnóża dom latarników i budynki gospodarcze, w tle pas nadmorskich lasów",
        },
      },
    ],
    source: { label: "Latarnia morska Gąski", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Gąski" },
  },
};
