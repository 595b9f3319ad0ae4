import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "W latach 1909–1933 Nowy Jork był areną wyścigu o tytuł najwyższego budynku świata. Rekord zdobywały kolejno Metropolitan Life Tower, Woolworth Building, 40 Wall Street, Chrysler Building i wreszcie Empire State Building, który nie miał sobie równych przez blisko czterdzieści lat. Wieżowce tej epoki ukształtowały sylwetkę Manhattanu i do dziś należą do jego symboli.",
  history: {
    sections: [
      {
        heading: "Wyścig wysokości",
        paragraphs: [
          "Na przełomie XIX i XX wieku Nowy Jork stał się głównym ośrodkiem budowy drapaczy chmur. Umożliwiły je dwa wynalazki: stalowy szkielet, który przejął ciężar budynku od grubych ścian nośnych, oraz bezpieczna winda osobowa. Ograniczona powierzchnia Manhattanu i wysokie ceny gruntów skłaniały inwestorów do budowania w górę, a wysokość gmachu stała się miarą prestiżu firmy, która miała w nim siedzibę. W 1909 roku ukończono wieżę towarzystwa ubezpieczeniowego Metropolitan Life, która przy wysokości około 213 metrów została najwyższym budynkiem świata.",
          "Już w 1913 roku rekord przejął Woolworth Building – neogotycki gmach zaprojektowany przez Cassa Gilberta dla Franka W. Woolwortha, właściciela sieci tanich sklepów. Mierzący 241 metrów wieżowiec, nazywany „katedrą handlu”, zachwycał bogatą dekoracją z terakoty i pozostawał najwyższy na świecie przez kilkanaście lat. W 1916 roku miasto wprowadziło przepisy strefowe, które nakazywały cofanie wyższych kondygnacji od linii ulicy, by światło docierało do chodników. Tak narodziła się charakterystyczna, schodkowa sylwetka nowojorskich wieżowców okresu międzywojennego.",
        ],
        photo: {
          caption: "Wieżowce Manhattanu z czasów wyścigu wysokości",
          alt: "Wieżowce Nowego Jorku – rysunek poglądowy: skupisko smukłych drapaczy chmur Manhattanu ze schodkowymi i spiczastymi zwieńczeniami",
        },
      },
      {
        heading: "Rywalizacja",
        paragraphs: [
          "Pod koniec lat 20., w czasie gospodarczego boomu, wyścig rozgorzał na nowo. O rekord walczyły dwa budynki: 40 Wall Street, siedziba Bank of Manhattan, projektowana przez H. Craiga Severance’a, oraz Chrysler Building, którego architektem był William Van Alen – dawny wspólnik Severance’a. Gdy projektanci 40 Wall Street podwyższyli swój gmach, by prześcignąć rywala, Van Alen miał w zanadrzu niespodziankę. W tajemnicy zmontował wewnątrz wieży stalową iglicę, którą jesienią 1929 roku w ciągu około półtorej godziny wysunięto na szczyt.",
          "Chrysler Building osiągnął 319 metrów i jako pierwszy budynek przewyższył wieżę Eiffla, dotąd najwyższą budowlę świata. Zwieńczenie ze stali nierdzewnej, złożone z kolejnych łuków z trójkątnymi oknami, oraz ozdoby nawiązujące do samochodów marki Chrysler uczyniły go jednym z najwspanialszych przykładów stylu art déco. Mierzący 283 metry 40 Wall Street musiał zadowolić się drugim miejscem. Rekord Chryslera przetrwał jednak niespełna rok.",
        ],
        photo: {
          caption: "Chrysler Building i 40 Wall Street – rywale z 1929 roku",
          alt: "Wieżowce Nowego Jorku – rysunek poglądowy: wysokie gmachy art déco obok siebie, wśród nich wieża ze stalowym zwieńczeniem z łuków i iglicą, w tle niższa zabudowa",
        },
      },
      {
        heading: "Empire State Building",
        paragraphs: [
          "Zwieńczeniem wyścigu był Empire State Building, zaprojektowany przez biuro Shreve, Lamb & Harmon i wzniesiony w zaledwie około 13 miesięcy. Budowę rozpoczęto w marcu 1930 roku, a uroczyste otwarcie nastąpiło 1 maja 1931 roku. Budynek ma 102 kondygnacje i 381 metrów wysokości do dachu, a wraz z anteną sięga dziś 443 metrów. Pozostał najwyższym budynkiem świata aż do 1970 roku, gdy przewyższyła go północna wieża World Trade Center.",
          "Wieżowiec powstał w czasie Wielkiego Kryzysu, dlatego przez lata wiele jego biur stało pustych, a nowojorczycy przezywali go „Empty State Building”. W 1933 roku zagrał w filmie „King Kong”, co uczyniło go ikoną kultury masowej. W tym samym roku otwarto 259-metrowy budynek RCA w Rockefeller Center, jeden z ostatnich wielkich wieżowców tej epoki. Kryzys gospodarczy, a potem wojna na wiele lat wstrzymały budowę kolejnych gigantów.",
        ],
        photo: {
          caption: "Empire State Building i jego sąsiedzi na Manhattanie",
          alt: "Wieżowce Nowego Jorku – rysunek poglądowy, sceneria zimowa: grupa wieżowców z iglicami ponad zaśnieżonym placem, szare niebo i padający śnieg",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Większość wieżowców z tamtego okresu przetrwała do dziś, choć nie wszystkie: budynek Singera, który tuż przed wieżą Metropolitan Life był najwyższy na świecie, rozebrano w 1968 roku. Chrysler Building, Empire State Building i Woolworth Building są chronione jako zabytki Nowego Jorku i mają status narodowych zabytków historycznych Stanów Zjednoczonych. Tarasy widokowe Empire State Building na 86. i 102. piętrze odwiedzają co roku miliony turystów, a nocą szczyt wieżowca rozświetla kolorowa iluminacja. Wieża Metropolitan Life i Woolworth Building zmieniły przeznaczenie – w pierwszej urządzono hotel, a w górnej części drugiej luksusowe apartamenty.",
        ],
      },
    ],
    source: {
      label: "Lista najwyższych budynków w Nowym Jorku",
      url: "https://pl.wikipedia.org/wiki/Lista_najwyższych_budynków_w_Nowym_Jorku",
    },
  },
};
