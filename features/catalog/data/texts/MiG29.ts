import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "MiG-29UB to dwumiejscowa, szkolno-bojowa odmiana radzieckiego myśliwca MiG-29, opracowanego w biurze konstrukcyjnym Mikojana. Instruktor zajmuje tylną kabinę, a uczeń przednią; samolot nie ma radaru, lecz zachował działko i możliwość przenoszenia uzbrojenia. Od 1989 roku maszyny tego typu służą także w polskim lotnictwie wojskowym.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "MiG-29 powstał w latach 70. w biurze konstrukcyjnym Mikojana i Gurewicza jako lekki myśliwiec frontowy, który miał uzupełniać cięższego Su-27 i stanowić odpowiedź na nowe amerykańskie samoloty, takie jak F-15 i F-16. Prototyp wzniósł się w powietrze 6 października 1977 roku, a seryjne egzemplarze zaczęły trafiać do jednostek lotnictwa radzieckiego w 1983 roku. W kodzie NATO samolot otrzymał nazwę Fulcrum. Budowano go w wielu wersjach i eksportowano do kilkudziesięciu państw.",
          "Dwumiejscowa wersja szkolno-bojowa MiG-29UB, oznaczona fabrycznie jako 9.51, została oblatana na początku lat 80. i w kodzie NATO nosi nazwę Fulcrum-B. Była niezbędna do szkolenia pilotów przechodzących na nowy typ, ponieważ pozwalała instruktorowi nadzorować lot i w razie potrzeby przejąć sterowanie. Z zewnątrz przypomina wersję jednomiejscową, ma jednak wydłużoną osłonę, pod którą mieszczą się dwa fotele ustawione jeden za drugim.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "MiG-29 to dwusilnikowy samolot o układzie integralnym, w którym kadłub płynnie przechodzi w skrzydła, z dwoma statecznikami pionowymi i szeroko rozstawionymi wlotami powietrza pod napływami skrzydeł. Napędzają go dwa silniki turbowentylatorowe Klimow RD-33 z dopalaczami, pozwalające osiągać ponad dwukrotną prędkość dźwięku. Ciekawym rozwiązaniem są klapy zamykające główne wloty podczas kołowania i startu – powietrze dociera wtedy do silników przez żaluzje na górnej powierzchni napływów skrzydeł. Chroni to silniki przed zassaniem kamieni i zanieczyszczeń z lotnisk.",
          "W wersji UB z przodu siedzi uczeń, a z tyłu instruktor, który do obserwacji przestrzeni przed samolotem może wysunąć niewielki peryskop. Ze względu na dodatkową kabinę zrezygnowano z radaru, dlatego samolot nie może odpalać pocisków naprowadzanych radiolokacyjnie. Zachowano jednak działko kalibru 30 mm, czujnik podczerwieni przed kabiną oraz węzły pod skrzydłami. Pozwala to używać pocisków naprowadzanych na podczerwień, bomb i niekierowanych pocisków rakietowych.",
        ],
        photo: {
          caption: "MiG-29UB – kadłub płynnie przechodzący w skrzydła",
          alt: "MiG-29UB – rysunek poglądowy: dwumiejscowy myśliwiec w locie poziomym, z dwoma statecznikami pionowymi i szeroko rozstawionymi wlotami powietrza pod skrzydłami",
        },
      },
      {
        heading: "Służba w Polsce",
        paragraphs: [
          "Pierwsze MiG-i-29, w tym dwumiejscowe UB, przyleciały do Polski w 1989 roku i trafiły do 1. Pułku Lotnictwa Myśliwskiego „Warszawa” w Mińsku Mazowieckim. W 1995 roku flotę powiększyły maszyny z Czech, pozyskane w zamian za śmigłowce W-3 Sokół, a w 2004 roku samoloty przejęte od Niemiec, pochodzące z dawnego lotnictwa NRD i przekazane za symboliczną kwotę. Polskie MiG-i-29 stacjonowały w bazach w Mińsku Mazowieckim i w Malborku. Wersja UB służyła przez cały ten czas do szkolenia nowych pilotów i do okresowego sprawdzania umiejętności doświadczonych lotników.",
          "Przez ponad trzy dekady MiG-i-29 były jednym z filarów polskiej obrony powietrznej, pełniły dyżury w systemie obrony NATO i uczestniczyły w misji nadzoru przestrzeni powietrznej państw bałtyckich. Samoloty kilkakrotnie modernizowano, m.in. dostosowując ich wyposażenie do standardów Sojuszu. W 2023 roku Polska jako pierwsze państwo NATO przekazała część swoich MiG-ów-29 walczącej Ukrainie. Pozostałe maszyny mają zostać zastąpione nowymi samolotami, takimi jak F-35 i FA-50.",
        ],
        photo: {
          caption: "MiG-29UB w locie",
          alt: "MiG-29UB – rysunek poglądowy: szary dwumiejscowy myśliwiec wznoszący się stromo na tle błękitnego nieba",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "MiG-29 nadal służy w lotnictwie wielu państw, m.in. Rosji, Indii i Ukrainy, a biuro Mikojana opracowało jego kolejne odmiany, od MiG-29M po pokładowy MiG-29K. W tych siłach powietrznych dwumiejscowe UB wciąż służą do szkolenia pilotów. W Polsce MiG-29 przez lata występował na pokazach lotniczych, a jego dynamiczna akrobacja należała do najchętniej oglądanych punktów programu.",
        ],
      },
    ],
    source: { label: "MiG-29", url: "https://pl.wikipedia.org/wiki/MiG-29" },
  },
};
