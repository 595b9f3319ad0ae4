import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zamek w Baranowie Sandomierskim, nazywany „małym Wawelem”, należy do najwspanialszych rezydencji renesansowych w Polsce. Wzniesiono go dla rodu Leszczyńskich w latach 1591–1606, a jego architekturę wiąże się z kręgiem Santi Gucciego. Biała bryła z czterema narożnymi wieżami i arkadowym dziedzińcem stoi na nizinie nad Wisłą, w pobliżu Tarnobrzega.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "W XV wieku w miejscu zamku stał obronny dwór rycerski, należący do rodu Baranowskich, a następnie do Kurozwęckich i Górków. W drugiej połowie XVI wieku dobra baranowskie kupił Rafał Leszczyński herbu Wieniawa, który wzniósł tu renesansowy dwór. Jego syn Andrzej Leszczyński, wojewoda brzesko-kujawski, rozbudował siedzibę w latach 1591–1606 w okazałą rezydencję o kształcie bliskim dzisiejszemu. Za czasów Leszczyńskich Baranów był ważnym ośrodkiem reformacji, a w ich siedzibie gościł król Stefan Batory.",
          "W 1677 roku Leszczyńscy sprzedali Baranów księciu Dymitrowi Wiśniowieckiemu, a po jego śmierci zamek przejął Józef Karol Lubomirski, który poślubił wdowę po nim. Lubomirski zlecił przebudowę Tylmanowi z Gameren; powstał wówczas barokowy wystrój części wnętrz i galeria dostawiona do skrzydła zachodniego. W kolejnych stuleciach zamek wielokrotnie zmieniał właścicieli, należąc między innymi do Sanguszków, Potockich i Krasickich. W 1849 roku strawił go pożar; odbudowę podjęli Dolańscy, którzy kupili zamek w 1867 roku, a po następnym pożarze pod koniec XIX wieku prace prowadził architekt Tadeusz Stryjeński.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Zamek wzniesiono na planie prostokąta wokół wewnętrznego dziedzińca, którego poziom podniesiono o około trzy metry ponad otaczający teren, by chronić rezydencję przed wylewami Wisły. Trzy skrzydła mieszkalne i ściana zamykająca dziedziniec od południa tworzą zwartą, jasno otynkowaną bryłę. W narożach stoją cztery cylindryczne wieże nakryte hełmami, a pośrodku fasady frontowej wysunięta jest czworoboczna wieża z bramą wjazdową. Elewacje wieńczy renesansowa attyka, która dodaje budowli lekkości i elegancji.",
          "Najcenniejszą częścią zamku jest dziedziniec otoczony dwukondygnacyjnymi krużgankami wspartymi na kamiennych kolumnach. Ich kamieniarkę zdobią rzeźbione maszkarony – fantazyjne, groteskowe twarze, które stały się znakiem rozpoznawczym Baranowa. Na krużganki piętra prowadzą reprezentacyjne schody, a w portalach i obramieniach widać wpływy warsztatu Santi Gucciego, włoskiego rzeźbiarza i architekta pracującego dla polskiego dworu królewskiego. Około 1620 roku rezydencję otoczono ziemnymi fortyfikacjami bastionowymi.",
        ],
        photo: {
          caption: "Zamek w Baranowie Sandomierskim – cztery narożne wieże i attyka",
          alt: "Zamek w Baranowie Sandomierskim – rysunek poglądowy: jasno otynkowana, prostokątna bryła z czterema cylindrycznymi wieżami w narożach, renesansową attyką i czworoboczną wieżą bramną pośrodku fasady",
        },
      },
      {
        heading: "Zamek dziś",
        paragraphs: [
          "Po II wojnie światowej, w wyniku reformy rolnej, zamek odebrano ostatnim prywatnym właścicielom i przekazano państwu. Zaniedbany gmach odrestaurowano w drugiej połowie XX wieku dzięki przemysłowi siarkowemu z pobliskiego Tarnobrzega, który urządził tu swój ośrodek reprezentacyjny. Od 1997 roku właścicielem zamku jest Agencja Rozwoju Przemysłu. Dziś działa w nim muzeum ze stylowymi wnętrzami i wystawami o dziejach rezydencji, a także hotel, restauracja i centrum konferencyjne; zamek otacza rozległy park.",
        ],
        photo: {
          caption: "Zamek w Baranowie Sandomierskim wśród parku nad Wisłą",
          alt: "Zamek w Baranowie Sandomierskim – rysunek poglądowy: biały renesansowy zamek z narożnymi wieżami nakrytymi hełmami, otoczony zielenią rozległego parku",
        },
      },
    ],
    source: {
      label: "Zamek w Baranowie Sandomierskim",
      url: "https://pl.wikipedia.org/wiki/Zamek_w_Baranowie_Sandomierskim",
    },
  },
};
