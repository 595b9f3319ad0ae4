import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "McDonnell Douglas F-4 Phantom II to dwumiejscowy, dwusilnikowy odrzutowiec myśliwski i myśliwsko-bombowy, zdolny do lotu z ponad dwukrotną prędkością dźwięku. Wersja F-4B była pierwszą wielkoseryjną odmianą dla marynarki wojennej i piechoty morskiej USA, przeznaczoną do działania z pokładów lotniskowców. Phantomy tej wersji walczyły m.in. w wojnie wietnamskiej.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Samolot powstał w zakładach McDonnell Aircraft w St. Louis, które w połowie lat 50. zaproponowały marynarce wojennej Stanów Zjednoczonych ciężki samolot pokładowy. Projektowany początkowo jako maszyna szturmowa, w toku prac przekształcił się w naddźwiękowy myśliwiec przechwytujący, uzbrojony wyłącznie w pociski rakietowe. Prototyp oblatano 27 maja 1958 roku, a nazwa Phantom II nawiązywała do pierwszego odrzutowca firmy, FH-1 Phantom. W 1967 roku McDonnell połączył się z wytwórnią Douglas Aircraft, stąd późniejsza nazwa producenta – McDonnell Douglas.",
          "Na początku lat 60. Phantom ustanowił serię rekordów świata, m.in. prędkości i wysokości lotu, co potwierdziło jego wyjątkowe osiągi. Wersja F-4B stała się pierwszą masowo produkowaną odmianą dla marynarki wojennej i Korpusu Piechoty Morskiej – zbudowano jej ponad 600 egzemplarzy. Maszyna okazała się tak udana, że zamówiły ją również Siły Powietrzne USA, co w przypadku samolotu zaprojektowanego dla lotnictwa pokładowego było wówczas rzadkością. Łącznie wyprodukowano ponad 5000 Phantomów różnych wersji.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "F-4B to dwumiejscowy dolnopłat z dwoma silnikami turboodrzutowymi General Electric J79 z dopalaczami, umieszczonymi obok siebie w tylnej części kadłuba. W przedniej kabinie siedział pilot, a w tylnej operator radaru, który obsługiwał potężną jak na owe czasy stację radiolokacyjną. Charakterystyczną sylwetkę tworzą skrzydła o zewnętrznych częściach wyraźnie uniesionych ku górze oraz usterzenie poziome mocno pochylone w dół. Składane skrzydła ułatwiały przechowywanie samolotów na lotniskowcu, a wzmocnione podwozie i hak hamujący umożliwiały lądowanie na pokładzie.",
          "F-4B nie miał wbudowanego działka – podstawowym uzbrojeniem były cztery pociski AIM-7 Sparrow, częściowo zagłębione w spodzie kadłuba, oraz pociski AIM-9 Sidewinder podwieszane pod skrzydłami. Na węzłach podskrzydłowych i podkadłubowym samolot mógł przenosić także kilka ton bomb i innego uzbrojenia. Dzięki temu ten sam typ wykonywał zadania myśliwskie, rozpoznawcze i szturmowe.",
        ],
        photo: {
          caption: "Phantom F-4B – uniesione końcówki skrzydeł i opuszczone usterzenie",
          alt: "Phantom F-4B – rysunek poglądowy: dwumiejscowy, dwusilnikowy myśliwiec w locie, ze skrzydłami o końcówkach uniesionych ku górze i usterzeniem poziomym pochylonym w dół",
        },
      },
      {
        heading: "Służba",
        paragraphs: [
          "F-4B wszedł do eskadr marynarki wojennej i piechoty morskiej na początku lat 60. i szybko zastąpił starsze myśliwce pokładowe. W czasie wojny w Wietnamie Phantomy startowały z lotniskowców na Zatoce Tonkińskiej oraz z baz lądowych, takich jak Da Nang, wykonując zadania myśliwskie, eskortowe i szturmowe. Walki ze zwrotnymi MiG-ami ujawniły słabości samolotu uzbrojonego wyłącznie w pociski i przyczyniły się do utworzenia szkoły walki powietrznej marynarki, znanej jako Top Gun. Wiele F-4B zmodernizowano później do standardu F-4N, a w eskadrach myśliwskich marynarki Phantomy ustąpiły ostatecznie miejsca samolotom F-14 Tomcat.",
        ],
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Marynarka wojenna USA wycofała Phantomy z lotniskowców w latach 80., a Siły Powietrzne używały ich jeszcze bardzo długo jako bezzałogowych celów QF-4, aż do 2016 roku. Samolot służył w lotnictwie kilkunastu państw, m.in. Wielkiej Brytanii, Niemiec, Izraela, Japonii i Iranu, a w niektórych z nich, na przykład w Grecji i Turcji, latał jeszcze w XXI wieku. Liczne egzemplarze F-4B i innych wersji można dziś oglądać w muzeach lotnictwa oraz na pokładach lotniskowców-muzeów w Stanach Zjednoczonych.",
        ],
        photo: {
          caption: "Phantom F-4B marynarki wojennej USA w locie",
          alt: "Phantom F-4B – rysunek poglądowy: szary odrzutowiec marynarki wojennej USA z gwiazdą na skrzydle, wznoszący się stromo na tle nieba",
        },
      },
    ],
    source: {
      label: "McDonnell Douglas F-4 Phantom II",
      url: "https://pl.wikipedia.org/wiki/McDonnell_Douglas_F-4_Phantom_II",
    },
  },
};
