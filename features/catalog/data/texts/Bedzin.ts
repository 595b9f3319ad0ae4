import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zamek w Będzinie to kamienna warownia na wzgórzu nad Czarną Przemszą, wzniesiona w miejscu wczesnośredniowiecznego grodu. W połowie XIV wieku Kazimierz Wielki rozbudował ją w murowaną twierdzę, która strzegła zachodniej granicy Królestwa Polskiego od strony Śląska. Po wiekach zniszczeń i dwóch rekonstrukcjach zamek jest dziś siedzibą Muzeum Zagłębia.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Wzgórze nad Czarną Przemszą zamieszkiwano już w czasach prehistorycznych, a w IX wieku stał tu drewniano-ziemny gród, który pilnował przeprawy przez rzekę i szlaku handlowego łączącego Kraków ze Śląskiem. W drugiej połowie XIII wieku w obrębie grodu postawiono kamienną, cylindryczną wieżę, od której zaczęły się dzieje murowanej warowni. Gdy w XIV stuleciu Śląsk znalazł się pod władzą czeską, granica państwa przebiegała tuż u stóp wzgórza. Kazimierz Wielki przekształcił więc gród w silny zamek, który w razie napaści z zachodu miał przyjąć pierwsze uderzenie; pierwszy znany z imienia burgrabia będziński pojawia się w dokumentach w 1349 roku.",
          "Zamek był siedzibą królewskich burgrabiów, a od XVI wieku starostów, którzy zarządzali okolicznymi dobrami i odpowiadali za obronę pogranicza. W 1589 roku w Będzinie i sąsiednim Bytomiu prowadzono rokowania zakończone traktatem, w którym arcyksiążę Maksymilian Habsburg miał się zrzec pretensji do polskiej korony. W 1616 roku warownię strawił pożar, a po odbudowie kolejnych zniszczeń dokonali Szwedzi w czasie potopu. Od XVIII wieku opuszczona budowla stopniowo zamieniała się w ruinę.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Zamek górny zajmuje szczyt wzgórza i ma zwarty, nieregularny układ dopasowany do kształtu terenu. Jego najstarszą częścią jest cylindryczny stołp o średnicy blisko 11 metrów, do którego pierwotnie wchodziło się dopiero na wysokości trzeciej kondygnacji. Tak wysoko umieszczone wejście można było łatwo odciąć, dlatego wieża służyła za ostatnie schronienie obrońców. Obok niej wzniesiono czworoboczną wieżę i przylegający do niej kilkukondygnacyjny budynek mieszkalny, zwany kasztelem, w którym mieszkał zarządca warowni.",
          "Mury zbudowano z łamanego kamienia dolomitowego na zaprawie wapiennej: zewnętrzne lica układano ze starannie dobranych bloków, a przestrzeń między nimi wypełniano gruzem zalewanym zaprawą. Zamek górny otaczały dwa pierścienie murów obwodowych rozdzielone międzymurzem, a droga na dziedziniec prowadziła przez kolejne bramy. Od zachodu przylegał do niego zamek dolny – obwarowane podzamcze z basztami, z którego przetrwały głównie niższe partie murów. Całe założenie łączyło się z murami miejskimi Będzina, tworząc wspólny system obrony miasta i twierdzy.",
        ],
        photo: {
          caption: "Zamek górny w Będzinie z okrągłym stołpem i kasztelem",
          alt: "Zamek w Będzinie – rysunek poglądowy: kamienna warownia na szczycie wzgórza, z cylindrycznym stołpem, czworoboczną wieżą i kasztelem za pierścieniem murów",
        },
      },
      {
        heading: "Przebudowy",
        paragraphs: [
          "Ratowanie ruin rozpoczęto w 1834 roku z inicjatywy hrabiego Edwarda Raczyńskiego, a prace prowadzono według projektu włoskiego architekta Franciszka Marii Lanciego. Nadał on zamkowi romantyczny, neogotycki wyraz: obniżył okrągłą wieżę i zwieńczył ją krenelażem, przebudował budynek mieszkalny i wprowadził nowe okna. Planowano urządzić tu szkołę górniczą, lecz z zamiaru zrezygnowano i budowla znów opustoszała. W kolejnych dziesięcioleciach ponownie niszczała, a lata wojen w XX wieku pogłębiły jej ruinę.",
          "Gruntowną odbudowę przeprowadzono w latach 1952–1956 według projektu inżyniera Zygmunta Gawlika. Odtworzono wówczas kasztel, mury obwodowe i wieże, zachowując przy tym część dziewiętnastowiecznych rozwiązań, w tym blanki na szczycie stołpu. Dzisiejsza sylwetka łączy więc średniowieczny rdzeń z romantyczną wizją zamku. Poziom dziedzińca podniósł się z biegiem stuleci tak bardzo, że najniższa kondygnacja okrągłej wieży znajduje się obecnie częściowo pod ziemią.",
        ],
      },
      {
        heading: "Zamek dziś",
        paragraphs: [
          "W lipcu 1956 roku w odbudowanym zamku otwarto ekspozycję Muzeum Zagłębia, które gospodaruje nim do dziś. Zwiedzający oglądają przede wszystkim zbiory dawnej broni i uzbrojenia, a także wystawy poświęcone dziejom Będzina i regionu. Dużą atrakcją jest wejście na szczyt okrągłej wieży, skąd rozciąga się szeroka panorama Zagłębia Dąbrowskiego i doliny Czarnej Przemszy. Po zmroku mury są iluminowane, dzięki czemu warownia pozostaje wyrazistym znakiem rozpoznawczym miasta.",
        ],
        photo: {
          caption: "Zamek w Będzinie, siedziba Muzeum Zagłębia, nad doliną Czarnej Przemszy",
          alt: "Zamek w Będzinie – rysunek poglądowy: odbudowane mury z łamanego dolomitu na wzgórzu nad miastem, ponad nimi okrągła wieża z tarasem widokowym",
        },
      },
    ],
    source: { label: "Zamek w Będzinie", url: "https://pl.wikipedia.org/wiki/Zamek_w_Będzinie" },
  },
};
