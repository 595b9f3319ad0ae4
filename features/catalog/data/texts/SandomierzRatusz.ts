import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Ratusz w Sandomierzu to najstarsza budowla na tutejszym Rynku, wzniesiona w drugiej połowie XIV wieku, po spustoszeniu miasta przez Litwinów w 1349 roku. Gotycki gmach rozbudowano i w XVI stuleciu zwieńczono okazałą renesansową attyką, a w XVII wieku dostawiono do niego wysoką wieżę. Dziś mieści oddział muzeum oraz urząd stanu cywilnego.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Sandomierz, jeden z najważniejszych ośrodków średniowiecznej Polski, otrzymał prawa miejskie w XIII wieku, a jego pierwszy ratusz był zapewne budowlą drewnianą. Po najeździe Litwinów w 1349 roku, który zniszczył miasto, na środku rynku zaczęto wznosić gmach murowany. Był to gotycki budynek na planie zbliżonym do kwadratu, zwieńczony wysoką, ośmioboczną wieżą. Z tej pierwotnej budowli pochodzi dzisiejsza południowa część ratusza o wyjątkowo grubych murach.",
          "Pod koniec XV wieku średniowieczną wieżę rozebrano, a budynek przedłużono w kierunku północnym, nadając mu plan wydłużonego prostokąta. W XVI stuleciu ratusz otrzymał renesansowy wystrój, którego najokazalszym elementem stała się wysoka attyka. W XVII wieku gmach dwukrotnie płonął i za każdym razem go odbudowywano; w pierwszej połowie tego stulecia dostawiono od zachodu nową wieżę. W ratuszu zbierały się władze miejskie i sąd, działał tu także areszt.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Ratusz jest piętrowym budynkiem z cegły, postawionym na kamiennej podmurówce, z narożnikami i detalami wykonanymi z kamiennych ciosów. Wszystkie elewacje wieńczy wysoka attyka z profilowanej cegły, która niczym dekoracyjna ściana zasłania dach. Tworzą ją szerszy pas ślepych arkad, węższy fryz z okrągłymi otworami i grzebień zakończony sterczynami. Naroża attyki zdobią kamienne głowy, w których tradycja dopatruje się personifikacji stanów dawnego społeczeństwa.",
          "Od zachodu wznosi się otynkowana na biało wieża, w dolnej części czworoboczna, a powyżej dachu ośmioboczna, nakryta łamanym hełmem i wyposażona w tarcze zegarowe. Jej szczyt wieńczył niegdyś orzeł z czasów Księstwa Warszawskiego. Na południowej ścianie, należącej do najstarszej części gmachu, znajduje się zegar słoneczny wykonany w 1958 roku techniką sgraffita przez Tadeusza Przypkowskiego, znawcę i kolekcjonera zegarów. Przy północno-wschodnim narożniku zachowała się ukośna skarpa, w której mieściła się dawniej miejska latryna.",
        ],
        photo: {
          caption: "Ratusz w Sandomierzu z renesansową attyką i wieżą od zachodu",
          alt: "Ratusz w Sandomierzu – rysunek poglądowy: piętrowy gotycki gmach z cegły, zwieńczony wysoką attyką ze ślepymi arkadami i sterczynami, z białą wieżą zegarową od zachodu",
        },
      },
      {
        heading: "Ratusz dziś",
        paragraphs: [
          "Gruntowny remont połączony z odtworzeniem detali przeprowadzono w 1873 roku, a kolejne prace konserwatorskie w drugiej połowie XX wieku. Obecnie w ratuszu działa oddział Muzeum Okręgowego w Sandomierzu oraz urząd stanu cywilnego, w którego salach udzielane są śluby. Codziennie w południe z wieży rozbrzmiewa hejnał Sandomierza, a w pobliżu kończy się podziemna trasa turystyczna wiodąca pod kamienicami Starego Miasta. Ratusz stoi w sercu historycznego zespołu miasta, który w 2017 roku uznano za pomnik historii.",
        ],
        photo: {
          caption: "Ratusz pośrodku sandomierskiego Rynku",
          alt: "Ratusz w Sandomierzu – rysunek poglądowy: biała wieża ratusza, czworoboczna u dołu i ośmioboczna wyżej, z tarczą zegara i łamanym hełmem, wokół kamienice Rynku",
        },
      },
    ],
    source: { label: "Ratusz w Sandomierzu", url: "https://pl.wikipedia.org/wiki/Ratusz_w_Sandomierzu" },
  },
};
