import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Falcon 9 to dwustopniowa rakieta nośna amerykańskiej firmy SpaceX, napędzana silnikami Merlin na naftę rakietową i ciekły tlen. Jako pierwsza rakieta orbitalna rutynowo odzyskuje pierwszy stopień, który ląduje pionowo na lądowisku lub pływającej barce, a potem leci ponownie. Wynosi satelity, zaopatrzenie oraz astronautów lecących na Międzynarodową Stację Kosmiczną.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "SpaceX, założony w 2002 roku przez Elona Muska, zaczynał od małej rakiety Falcon 1, a następnie przystąpił do budowy znacznie większego Falcona 9. Nazwa nawiązuje do statku Sokół Millennium z „Gwiezdnych wojen” oraz do dziewięciu silników pierwszego stopnia. Pierwszy start odbył się 4 czerwca 2010 roku z przylądka Canaveral. W maju 2012 roku rakieta wyniosła kapsułę Dragon, która jako pierwszy statek zbudowany przez prywatną firmę połączyła się z Międzynarodową Stacją Kosmiczną.",
          "Rakieta rozwijała się w kolejnych wersjach, coraz mocniejszych i lepiej przystosowanych do odzyskiwania. Przełom nastąpił 21 grudnia 2015 roku, gdy pierwszy stopień po wyniesieniu satelitów wrócił i wylądował pionowo na lądowisku na przylądku Canaveral. W kwietniu 2016 roku po raz pierwszy udało się lądowanie na autonomicznej barce na oceanie, a w marcu 2017 roku ponownie poleciał odzyskany stopień. Nie obyło się bez porażek: w 2015 roku rakieta z zaopatrzeniem dla stacji rozpadła się w locie, a w 2016 roku inny egzemplarz eksplodował na stanowisku podczas tankowania.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Falcon 9 w obecnej wersji, nazywanej Block 5, mierzy z osłoną ładunku około 70 m, a z kapsułą Crew Dragon około 66 m, przy średnicy 3,7 m. Pierwszy stopień ma dziewięć silników Merlin 1D, a drugi – jeden silnik Merlin w odmianie próżniowej, z dużą dyszą. Oba stopnie spalają naftę rakietową RP-1 z ciekłym tlenem, a ich zbiorniki wykonano ze stopu aluminium i litu. Do powrotu służą cztery rozkładane nogi lądownicze oraz cztery stery kratowe w górnej części stopnia, którymi rakieta steruje w atmosferze.",
          "W wersji jednorazowej rakieta może wynieść na niską orbitę ponad 20 ton ładunku, a także wysyłać satelity na orbitę geostacjonarną. Odzyskiwany pierwszy stopień wraca na lądowisko w pobliżu miejsca startu albo na barkę czekającą na oceanie, zależnie od masy ładunku i wymaganej prędkości. Niektóre stopnie poleciały już ponad dwadzieścia razy, a z morza wyławia się także osłony ładunku. Trzy połączone pierwsze stopnie tworzą cięższą rakietę Falcon Heavy.",
        ],
        photo: {
          caption: "Rakieta Falcon 9 na stanowisku startowym",
          alt: "Rakieta Falcon 9 – rysunek poglądowy: smukła biała rakieta dwustopniowa stojąca pionowo na stanowisku startowym, z nogami lądowniczymi złożonymi u dołu pierwszego stopnia",
        },
      },
      {
        heading: "Loty załogowe",
        paragraphs: [
          "30 maja 2020 roku Falcon 9 wyniósł kapsułę Crew Dragon z astronautami NASA Robertem Behnkenem i Douglasem Hurleyem – był to pierwszy od 2011 roku załogowy start na orbitę z terytorium Stanów Zjednoczonych. Od tego czasu rakieta regularnie dowozi załogi na Międzynarodową Stację Kosmiczną w ramach programu NASA, a także obsługuje misje prywatne. 25 czerwca 2025 roku w misji Axiom Mission 4 poleciał nią Sławosz Uznański-Wiśniewski, drugi Polak w kosmosie po Mirosławie Hermaszewskim.",
        ],
        photo: {
          caption: "Falcon 9 – rakieta lotów załogowych na Międzynarodową Stację Kosmiczną",
          alt: "Rakieta Falcon 9 – rysunek poglądowy: wysoka biała rakieta gotowa do startu na betonowym stanowisku, pod błękitnym niebem",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Falcon 9 jest obecnie najczęściej startującą rakietą na świecie i w ostatnich latach wykonuje ponad sto lotów rocznie. Znaczną część z nich stanowią starty satelitów Starlink, tworzących sieć szerokopasmowego internetu satelitarnego. Rakieta startuje z trzech stanowisk: SLC-40 na przylądku Canaveral, 39A w Centrum Kosmicznym imienia Kennedy’ego oraz SLC-4E w bazie Vandenberg w Kalifornii. Jej sukces odmienił rynek usług startowych i skłonił innych producentów do prac nad rakietami wielokrotnego użytku.",
        ],
      },
    ],
    source: { label: "Falcon 9", url: "https://pl.wikipedia.org/wiki/Falcon_9" },
  },
};
