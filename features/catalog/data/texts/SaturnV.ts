import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Saturn V to trójstopniowa rakieta nośna superciężkiej klasy, zbudowana dla NASA na potrzeby programu Apollo. Mierzyła blisko 111 metrów wysokości i jako pierwsza wysłała ludzi poza niską orbitę okołoziemską, w stronę Księżyca. W latach 1967–1973 wystartowała trzynaście razy, wynosząc m.in. załogę Apollo 11 i stację Skylab.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Rakietę zaprojektowano w Centrum Lotów Kosmicznych imienia George’a C. Marshalla w Huntsville w stanie Alabama, pod kierunkiem Wernhera von Brauna. Powstała, by zrealizować cel wyznaczony w 1961 roku przez prezydenta Johna F. Kennedy’ego – lądowanie człowieka na Księżycu przed końcem dekady. Poszczególne stopnie budowały różne firmy: pierwszy Boeing, drugi North American Aviation, trzeci Douglas Aircraft, a moduł z aparaturą sterującą – IBM. Wybór metody lotu z oddzielnym lądownikiem księżycowym sprawił, że do każdej wyprawy wystarczał jeden, choć gigantyczny, start.",
          "Pierwszy, bezzałogowy lot odbył się 9 listopada 1967 roku w misji Apollo 4. W grudniu 1968 roku Saturn V wyniósł Apollo 8, którego załoga jako pierwsza w historii okrążyła Księżyc. 16 lipca 1969 roku rakieta wystartowała z misją Apollo 11, podczas której Neil Armstrong i Buzz Aldrin stanęli na powierzchni Srebrnego Globu. Ostatnia wyprawa załogowa na Księżyc, Apollo 17, rozpoczęła się w grudniu 1972 roku.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Saturn V miał około 110,6 metra wysokości i 10,1 metra średnicy, a z pełnymi zbiornikami ważył blisko 3 tysiące ton. Pierwszy stopień S-IC napędzało pięć silników F-1 spalających naftę rakietową z ciekłym tlenem; przez ponad pół wieku żaden jednokomorowy silnik na paliwo ciekłe, który poleciał, nie przewyższył ich ciągiem. Drugi stopień S-II i trzeci S-IVB korzystały z silników J-2 na ciekły wodór i ciekły tlen, przy czym trzeci stopień mógł ponownie uruchomić silnik, by skierować statek Apollo w stronę Księżyca. Nad nim znajdował się pierścień z aparaturą sterującą, a na samym szczycie – statek Apollo z wieżą ratunkową.",
          "Rakieta mogła wynieść na niską orbitę około 140 ton, a w kierunku Księżyca posłać niemal 50 ton ładunku. Zestawy składano w pionie w ogromnym budynku montażowym VAB w Centrum Kosmicznym imienia Kennedy’ego, skąd gąsienicowy transporter przewoził je na stanowisko startowe 39A lub 39B. Przy starcie pięć silników F-1 wytwarzało ciąg około 34 meganiutonów, a huk był słyszalny z odległości wielu kilometrów.",
        ],
        photo: {
          caption: "Saturn V – trzy stopnie i statek Apollo z wieżą ratunkową",
          alt: "Rakieta Saturn V – rysunek poglądowy: bardzo wysoka, biało-czarna rakieta trójstopniowa ze statkiem Apollo i wieżą ratunkową na szczycie, obok kratownicowa wieża startowa",
        },
      },
      {
        heading: "Program lotów",
        paragraphs: [
          "W ciągu trzynastu startów Saturn V nie utracił żadnego ładunku, choć zdarzały się poważne usterki, na przykład silne drgania i przedwczesne wyłączenie silników podczas lotu Apollo 6 oraz w czasie startu Apollo 13. Rakieta wysłała w stronę Księżyca dziewięć załóg, z których sześć wylądowało na jego powierzchni. Ostatni start, 14 maja 1973 roku, wyniósł na orbitę amerykańską stację kosmiczną Skylab. W tej wersji rakieta miała tylko dwa napędzane stopnie, a miejsce trzeciego zajęła sama stacja, zbudowana na bazie stopnia S-IVB.",
        ],
        photo: {
          caption: "Saturn V przy wieży startowej",
          alt: "Rakieta Saturn V – rysunek poglądowy: biało-czarna rakieta przy czerwonej kratownicowej wieży startowej z ramionami dostępowymi",
        },
      },
      {
        heading: "Saturn V dziś",
        paragraphs: [
          "Produkcję rakiety zakończono wraz z programem Apollo, a pozostałe gotowe stopnie nie zostały już wykorzystane do lotów. Do dziś zachowały się trzy egzemplarze, prezentowane w pozycji poziomej: w Centrum Kosmicznym imienia Kennedy’ego na Florydzie, w Centrum Lotów Kosmicznych imienia Lyndona B. Johnsona w Houston oraz w U.S. Space & Rocket Center w Huntsville. Każdego roku oglądają je tłumy zwiedzających, dla których są najbardziej namacalnym śladem wyścigu na Księżyc. Przez ponad pół wieku od ostatniego startu żadna rakieta wynosząca ludzi w kosmos nie dorównała jej wysokością ani masą.",
        ],
      },
    ],
    source: { label: "Saturn V", url: "https://pl.wikipedia.org/wiki/Saturn_V" },
  },
};
