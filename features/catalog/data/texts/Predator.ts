import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Predator to pozaziemski łowca, który po raz pierwszy pojawił się na ekranie w filmie Johna McTiernana z 1987 roku. Przybywa na Ziemię, by polować na najgroźniejszych przeciwników, posługując się kamuflażem czyniącym go niemal niewidzialnym, widzeniem w podczerwieni i bronią plazmową. Postać stała się ikoną kina science fiction i bohaterem wielu kontynuacji, komiksów oraz gier.",
  history: {
    sections: [
      {
        heading: "Początki",
        paragraphs: [
          "Pierwszy film o Predatorze powstał w wytwórni 20th Century Fox według scenariusza braci Jima i Johna Thomasów, a wyreżyserował go John McTiernan. Główną rolę majora Alana „Dutcha” Schaefera zagrał Arnold Schwarzenegger, a w obsadzie znaleźli się także m.in. Carl Weathers, Bill Duke i Jesse Ventura. Fabuła opowiada o oddziale komandosów wysłanym do dżungli Ameryki Środkowej, który zostaje wytropiony i po kolei eliminowany przez niewidzialnego przybysza z kosmosu. Zdjęcia kręcono w Meksyku, m.in. w okolicach Puerto Vallarta.",
          "Film wszedł na ekrany w czerwcu 1987 roku, okazał się dużym sukcesem kasowym i z czasem zyskał status klasyki kina akcji. Otrzymał nominację do Oscara za efekty wizualne. Widzów zaskoczyło połączenie militarnego kina akcji z horrorem i fantastyką naukową, a także ujęcia pokazujące świat oczami łowcy, w barwach obrazu termowizyjnego.",
        ],
      },
      {
        heading: "Postać",
        paragraphs: [
          "W Predatora wcielił się Kevin Peter Hall, aktor mierzący ponad 2,1 metra wzrostu. Kostium i charakteryzację przygotowała pracownia Stana Winstona, z której pochodzi słynna twarz z żuwaczkami, skryta pod metalową maską. Według często przytaczanej anegdoty pomysł żuwaczek podsunął Winstonowi James Cameron. Pierwotnie w potwora miał się wcielić Jean-Claude Van Damme, w zupełnie innym kostiumie, jednak ten projekt szybko porzucono.",
          "Predator jest wysoki i niezwykle silny, a jego technika daleko wyprzedza ludzką. Aktywny kamuflaż pozwala mu stapiać się z otoczeniem, a na ramieniu nosi działko plazmowe naprowadzane laserowym celownikiem o trzech czerwonych punktach. Do walki wręcz służą mu wysuwane ostrza na przedramieniu, a w ostateczności może zdetonować ładunek ukryty w urządzeniu na nadgarstku. Łowca kieruje się własnym kodeksem: poluje wyłącznie na uzbrojonych i groźnych przeciwników, a czaszki ofiar zabiera jako trofea.",
        ],
        photo: {
          caption: "Predator – łowca w metalowej masce",
          alt: "Predator – rysunek poglądowy: wysoki, potężnie zbudowany łowca w metalowej masce, z działkiem plazmowym na ramieniu i ostrzami na przedramieniu",
        },
      },
      {
        heading: "Kontynuacje",
        paragraphs: [
          "Sukces filmu zaowocował kontynuacją „Predator 2” z 1990 roku, w której łowca poluje w rozgrzanym upałem Los Angeles, a stawia mu czoła policjant grany przez Danny’ego Glovera. W 2010 roku powstał film „Predators”, rozgrywający się na obcej planecie zamienionej w rezerwat łowiecki, a w 2018 roku – „Predator” w reżyserii Shane’a Blacka, który zagrał niegdyś jednego z komandosów w pierwszej części. Duże uznanie zdobył film „Predator: Prey” z 2022 roku, w którym młoda Komanczka mierzy się z łowcą na Wielkich Równinach na początku XVIII wieku.",
          "Predator spotkał się też na ekranie z Obcym, potworem z serii zapoczątkowanej przez Ridleya Scotta, w filmach „Obcy kontra Predator” (2004) i „Obcy kontra Predator 2” (2007). Pomysł tego starcia narodził się w komiksach wydawnictwa Dark Horse, które od końca lat 80. rozwijało uniwersum obu stworzeń. W powieściach i komiksach rasa łowców otrzymała nazwę Yautja, a jej obyczaje i hierarchię opisano znacznie dokładniej niż w filmach.",
        ],
        photo: {
          caption: "Predator wśród dżungli",
          alt: "Predator – rysunek poglądowy: łowca z włócznią skradający się wśród liści gęstej, zielonej dżungli",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Cykl jest wciąż rozwijany: po sukcesie „Predator: Prey” powstały kolejne filmy, także animowane, a łowca regularnie pojawia się w grach wideo, m.in. jako grywalna postać w bijatyce Mortal Kombat X. Maska, sploty włosów i trzy punkty laserowego celownika należą do najbardziej rozpoznawalnych motywów popkultury. Predator jest częstym bohaterem figurek kolekcjonerskich, przebrań i modeli tworzonych przez fanów.",
        ],
      },
    ],
    source: { label: "Predator (film 1987)", url: "https://pl.wikipedia.org/wiki/Predator_(film_1987)" },
  },
};
