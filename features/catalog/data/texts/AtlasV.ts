import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Atlas V to amerykańska rakieta nośna zbudowana przez koncern Lockheed Martin, którą od końca 2006 roku wystrzeliwuje spółka United Launch Alliance. Pierwszy stopień napędza rosyjski silnik RD-180, a górny stopień Centaur spala ciekły wodór z ciekłym tlenem. Rakieta słynie z niezawodności i wyniosła wiele misji NASA, m.in. sondy do Plutona i Jowisza oraz łaziki marsjańskie.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Rodzina rakiet Atlas wywodzi się z pierwszego amerykańskiego międzykontynentalnego pocisku balistycznego z lat 50.; to na Atlasie w 1962 roku John Glenn jako pierwszy Amerykanin okrążył Ziemię. Atlas V powstał w latach 90. w ramach programu Sił Powietrznych USA o nazwie EELV, który miał zapewnić tańsze i bardziej niezawodne wynoszenie ładunków wojskowych i cywilnych. W porównaniu z wcześniejszymi Atlasami otrzymał całkowicie nowy pierwszy stopień, a z dawnej rodziny zachował górny stopień Centaur. Pierwszy start odbył się 21 sierpnia 2002 roku z przylądka Canaveral, a na orbitę trafił wtedy satelita telekomunikacyjny Hot Bird 6.",
          "W grudniu 2006 roku Lockheed Martin i Boeing połączyły swoje działy rakietowe w spółkę United Launch Alliance, która od tej pory przygotowuje i wystrzeliwuje Atlasy V. Rakieta startuje ze stanowiska SLC-41 na przylądku Canaveral oraz z bazy Vandenberg w Kalifornii. Przez ponad dwie dekady zyskała opinię jednej z najbardziej niezawodnych rakiet w historii. Jedyną poważniejszą usterką był start z 2007 roku, w którym górny stopień wyłączył się za wcześnie i ładunek trafił na niższą orbitę niż planowano.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Pierwszy stopień, nazywany Common Core Booster, ma średnicę 3,8 metra i napędza go dwukomorowy silnik RD-180 produkcji rosyjskiej firmy NPO Energomasz, spalający naftę rakietową z ciekłym tlenem. Górny stopień Centaur ma jeden lub dwa silniki RL10 na ciekły wodór i ciekły tlen, które mogą być uruchamiane wielokrotnie. Udźwig można zwiększyć, dołączając do pierwszego stopnia od jednego do pięciu dopalaczy na paliwo stałe. Ładunek chronią osłony o średnicy 4 lub 5 metrów.",
          "Poszczególne konfiguracje oznacza się trzycyfrowym numerem: pierwsza cyfra podaje średnicę osłony ładunku w metrach, druga liczbę dopalaczy, a trzecia liczbę silników Centaura. Najlżejsza wersja 401 nie ma dopalaczy, a najmocniejsza 551 ma ich pięć. Dzięki tej modułowości ta sama rakieta mogła wynosić zarówno satelity telekomunikacyjne, jak i ciężkie sondy międzyplanetarne oraz statki załogowe.",
        ],
        photo: {
          caption: "Rakieta Atlas V na stanowisku startowym",
          alt: "Rakieta Atlas V – rysunek poglądowy: rakieta z pierwszym stopniem Common Core Booster, górnym stopniem Centaur i osłoną ładunku na szczycie, stojąca pionowo na stanowisku",
        },
      },
      {
        heading: "Misje",
        paragraphs: [
          "Atlas V wyniósł wiele najważniejszych misji naukowych NASA ostatnich dekad. W 2006 roku wysłał w kosmos sondę New Horizons, która w 2015 roku jako pierwsza przeleciała obok Plutona, a w 2011 roku sondę Juno, badającą Jowisza. Na Marsa poleciały na nim m.in. Mars Reconnaissance Orbiter, łaziki Curiosity i Perseverance oraz lądownik InSight. Rakieta wynosiła również bezzałogowy wojskowy wahadłowiec X-37B, liczne satelity wojskowe i łączności oraz sondę OSIRIS-REx, która przywiozła na Ziemię próbki planetoidy Bennu.",
          "Atlas V przystosowano także do lotów załogowych. W czerwcu 2024 roku wyniósł statek Boeing Starliner z pierwszą załogą – astronautami NASA Butchem Wilmore’em i Suni Williams. Z powodu usterek statku astronauci wrócili jednak na Ziemię dopiero w 2025 roku, na pokładzie kapsuły SpaceX.",
        ],
        photo: {
          caption: "Atlas V – rakieta misji New Horizons, Juno i Curiosity",
          alt: "Rakieta Atlas V – rysunek poglądowy: rakieta gotowa do startu, z osłoną ładunku kryjącą sondę lub satelitę, na tle czystego nieba",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "W 2021 roku United Launch Alliance ogłosiła, że sprzedała wszystkie pozostałe egzemplarze i nie przyjmuje nowych zamówień na Atlasa V, m.in. ze względu na odejście od rosyjskich silników. Jego następcą jest rakieta Vulcan Centaur, która po raz pierwszy poleciała w styczniu 2024 roku. Ostatnie Atlasy V wynoszą przede wszystkim satelity internetowej konstelacji Amazon Kuiper oraz statki Starliner. Wraz z nimi dobiegnie końca historia rodziny Atlas, sięgająca samych początków amerykańskiej astronautyki.",
        ],
      },
    ],
    source: { label: "Atlas V", url: "https://pl.wikipedia.org/wiki/Atlas_V" },
  },
};
