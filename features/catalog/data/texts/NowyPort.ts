import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zabytkowa latarnia morska w gdańskim Nowym Porcie, zbudowana w latach 1893–1894, przez dziewięćdziesiąt lat prowadziła statki do portu u ujścia Wisły. Z jej okien 1 września 1939 roku Niemcy ostrzeliwali polską placówkę na Westerplatte. Od 1984 roku latarnia nie świeci, lecz jako obiekt prywatny jest udostępniona zwiedzającym, a na jej szczycie znów działa kula czasu.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Światła nawigacyjne przy ujściu Wisły mają w Gdańsku długą tradycję: od 1482 roku ogień palono na wieży w Wisłoujściu, a od 1758 roku wejście do portu wskazywały latarnie w Nowym Porcie, z murowaną Blizą na czele. Pod koniec XIX wieku stara budowla nie odpowiadała już potrzebom coraz większych statków, którym potrzebne było wyżej umieszczone i silniejsze światło. Postanowiono więc wznieść nową wieżę na wzniesieniu przy kanale portowym, zwanym Górą Pilotów.",
          "Latarnię zbudowano w latach 1893–1894. Według często powtarzanego przekazu jej sylwetka nawiązuje do latarni w amerykańskim Cleveland, którą mieli podziwiać członkowie gdańskiej delegacji. Źródłem światła była elektryczna lampa łukowa – rozwiązanie na Bałtyku wówczas pionierskie, przeniesione ze starej latarni, w której zastosowano je kilka lat wcześniej. Wieża służyła także pilotom portowym jako punkt obserwacyjny.",
          "Na maszcie nad laterną zamontowano kulę czasu. Codziennie dokładnie w południe, na sygnał telegraficzny z obserwatorium astronomicznego w Berlinie, kula opadała wzdłuż masztu, a nawigatorzy statków stojących w porcie i na redzie mogli według niej wyregulować chronometry. Urządzenie zdemontowano w 1929 roku.",
        ],
      },
      {
        heading: "Wrzesień 1939",
        paragraphs: [
          "Latarnia zapisała się w historii pierwszego dnia II wojny światowej. Nad ranem 1 września 1939 roku Niemcy urządzili w niej stanowisko karabinu maszynowego, z którego ostrzeliwali Wojskową Składnicę Tranzytową na Westerplatte, położoną po drugiej stronie kanału portowego. Obrońcy placówki uciszyli to gniazdo celnym strzałem z armaty. Miejsce trafienia, zamurowane później jaśniejszą cegłą, wciąż jest widoczne na ścianie wieży.",
        ],
        photo: {
          caption: "Latarnia w Nowym Porcie naprzeciw Westerplatte",
          alt: "Latarnia morska Nowy Port – rysunek poglądowy: ceglana wieża nad kanałem portowym, po którego drugiej stronie leży Westerplatte",
        },
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Latarnia to smukła, ośmioboczna wieża z cegły, zwieńczona galerią z balustradą z kutego żelaza i laterną, nad którą wznosi się maszt z kulą czasu. Wieża ma 31,3 m wysokości. W ostatnim okresie pracy światło latarni miało zasięg 17 mil morskich, czyli około 31,5 km, a jego charakterystykę tworzyły dwie sekundy światła i trzy sekundy przerwy. We wnętrzu zachowały się historyczne urządzenia optyczne i elektryczne.",
        ],
        photo: {
          caption: "Latarnia w Nowym Porcie z masztem kuli czasu",
          alt: "Latarnia morska Nowy Port – rysunek poglądowy: smukła ośmioboczna wieża z cegły, z galerią o balustradzie z kutego żelaza i laterną, nad którą wznosi się maszt z kulą czasu",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnię wygaszono w 1984 roku, gdy jej zadania przejęła nowa latarnia w Porcie Północnym. Budowla jest wpisana do rejestru zabytków, a w 2004 roku przeszła w prywatne ręce, została odnowiona i udostępniona zwiedzającym jako jedyna prywatna latarnia morska w Polsce. W 2008 roku na maszt powróciła kula czasu; jej replika opada dziś o wyznaczonych godzinach ku uciesze turystów.",
          "Latarnię można zwiedzać w sezonie, od wiosny do jesieni. Wewnątrz urządzono wystawę poświęconą dawnym gdańskim latarniom, a z galerii roztacza się widok na Westerplatte, wejście do portu, Twierdzę Wisłoujście i całą Zatokę Gdańską. Obiekt stoi przy ulicy Przemysłowej, a w sezonie można do niego dopłynąć także tramwajem wodnym.",
        ],
      },
    ],
    source: {
      label: "Latarnia morska Gdańsk Nowy Port",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Gdańsk_Nowy_Port",
    },
  },
};
