import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zamek Kapituły Warmińskiej w Olsztynie to gotycka warownia wzniesiona w XIV wieku w zakolu Łyny, przez stulecia siedziba administratora dóbr kapituły. W latach 1516–1519 i 1520–1521 urząd ten sprawował Mikołaj Kopernik; tablicę astronomiczną na ścianie krużganka przypisuje się jego ręce. Dziś w zamku mieści się Muzeum Warmii i Mazur.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Zamek powstał z inicjatywy kapituły warmińskiej, czyli kolegium kanoników katedralnych, które w 1346 roku otrzymało rozległe komornictwo olsztyńskie. Budowę rozpoczęto około połowy XIV wieku na wysokim cyplu w zakolu Łyny, jeszcze przed lokacją miasta w 1353 roku. Warownia miała bronić dóbr kapituły, przechowywać jej zapasy i pieniądze oraz służyć za siedzibę administratora, wybieranego spośród kanoników. Najpierw powstało skrzydło północno-wschodnie i część murów, a w kolejnych dziesięcioleciach drugie skrzydło oraz wieża.",
          "Warmia należała wówczas do państwa krzyżackiego, dlatego zamek odgrywał ważną rolę w wojnach polsko-krzyżackich i kilkakrotnie przechodził z rąk do rąk, między innymi po bitwie pod Grunwaldem w 1410 roku. Na mocy drugiego pokoju toruńskiego z 1466 roku Warmia znalazła się pod zwierzchnictwem Korony Polskiej. Najsłynniejszym administratorem zamku był Mikołaj Kopernik, który pełnił ten urząd w latach 1516–1519 i 1520–1521, a na przełomie 1520 i 1521 roku przygotował skuteczną obronę Olsztyna przed wojskami zakonu. Zamek pozostawał własnością kapituły do pierwszego rozbioru Polski w 1772 roku, kiedy Warmię zajęły Prusy.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Zamek założono na planie zbliżonym do prostokąta o bokach długości około 40 i 57 metrów, otoczonym murami i fosą. Najstarsze, ceglane skrzydło północno-wschodnie, posadowione na dwukondygnacyjnych piwnicach, mieściło na piętrze najważniejsze pomieszczenia: mieszkanie administratora, refektarz i kaplicę, a wyższe kondygnacje służyły jako magazyny. Od strony dziedzińca przylega do niego krużganek, którym przechodzono między komnatami. Refektarz i sąsiednią komnatę nakryto około 1520 roku sklepieniami kryształowymi, należącymi do najcenniejszych detali zamku.",
          "Naprzeciwko stoi skrzydło południowo-zachodnie, pierwotnie gospodarcze, z kuchnią, browarem i spichrzami, w którym w XVI wieku urządzono kaplicę św. Anny ze sklepieniem gwiaździstym. W zachodnim narożniku wznosi się wieża o czworobocznej podstawie i cylindrycznej górnej części, mierząca około 40 metrów. W połowie XVIII wieku od strony miasta dobudowano barokowe skrzydło pałacowe, a w XIX wieku fosę osuszono i zastąpiono most groblą. Na ścianie krużganka zachowała się tablica astronomiczna do wyznaczania momentu równonocy, której wykreślenie około 1517 roku przypisuje się Kopernikowi – prawdopodobnie jedyny przyrząd naukowy, jaki po nim pozostał.",
        ],
        photo: {
          caption: "Zamek Kapituły Warmińskiej w Olsztynie z wieżą w zachodnim narożniku",
          alt: "Zamek w Olsztynie – rysunek poglądowy: gotycki ceglany zamek otoczony murami, z wysoką wieżą o czworobocznej podstawie i cylindrycznej górnej części",
        },
      },
      {
        heading: "Zamek dziś",
        paragraphs: [
          "Po rozbiorach zamek służył pruskiej administracji, a w latach 1901–1911 przebudowano go na rezydencję prezydenta rejencji olsztyńskiej. W 1921 roku urządzono w nim muzeum regionalne, a po II wojnie światowej zamek stał się siedzibą instytucji, która dziś nosi nazwę Muzeum Warmii i Mazur. Zwiedzający oglądają dawne komnaty administratorów, ekspozycję poświęconą Kopernikowi z oryginalną tablicą astronomiczną oraz zbiory sztuki dawnej i pamiątek regionu. W dawnej fosie działa amfiteatr, w którym latem odbywają się koncerty i festiwale, a przy grobli wiodącej do zamku stoi ławeczka z postacią astronoma.",
        ],
        photo: {
          caption: "Zamek w Olsztynie – siedziba Muzeum Warmii i Mazur",
          alt: "Zamek w Olsztynie – rysunek poglądowy: ceglane skrzydła zamku nad dawną fosą, grobla prowadząca do wejścia i zamkowa wieża ponad dachami",
        },
      },
    ],
    source: {
      label: "Zamek Kapituły Warmińskiej w Olsztynie",
      url: "https://pl.wikipedia.org/wiki/Zamek_Kapituły_Warmińskiej_w_Olsztynie",
    },
  },
};
