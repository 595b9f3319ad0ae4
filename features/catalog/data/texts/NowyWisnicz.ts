import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zamek w Wiśniczu to okazała rezydencja obronna na zalesionym wzgórzu nad Leksandrówką, niedaleko Bochni. Założony w XIV wieku przez ród Kmitów, w XVII stuleciu został przebudowany przez Stanisława Lubomirskiego w barokową siedzibę otoczoną pięcioboczną fortyfikacją bastionową. Po ponad stu latach ruiny zamek odbudowano i udostępniono zwiedzającym.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Warowną siedzibę w Wiśniczu wzniósł w drugiej połowie XIV wieku ród Kmitów herbu Szreniawa; za jej fundatora uchodzi Jan Kmita, starosta krakowski. Pierwotny zamek tworzyły kamienna wieża i prostokątny obwód murów, a około 1500 roku przekształcono go w czteroskrzydłową budowlę z dziedzińcem i narożnymi basztami. Po 1516 roku Piotr Kmita, marszałek wielki koronny i wojewoda krakowski, przebudował rezydencję w duchu renesansu i uczynił ją jednym z ośrodków życia dworskiego epoki Zygmunta Starego. Tradycja łączy z tym okresem wizyty królowej Bony, której imię nosi jedna z baszt.",
          "Po bezpotomnej śmierci Piotra Kmity w 1553 roku zamek przeszedł w ręce Barzich i Stadnickich, a w 1593 roku kupił go Sebastian Lubomirski. Jego syn Stanisław, późniejszy wojewoda krakowski i jeden z wodzów w bitwie pod Chocimiem w 1621 roku, przebudował rezydencję w latach 1615–1621 według projektu Macieja Trapoli. U stóp zamku założył w 1616 roku miasto Nowy Wiśnicz, a na sąsiednim wzgórzu ufundował klasztor karmelitów. W czasie potopu szwedzkiego zamek poddał się bez walki i został doszczętnie ograbiony – łupy wywieziono podobno na ponad stu wozach.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Zamek jest przykładem założenia typu „palazzo in fortezza”, w którym okazały pałac otoczono nowoczesnymi umocnieniami. Główny gmach ma plan czworoboku z wewnętrznym dziedzińcem, a w jego narożach wznoszą się cztery baszty nakryte barokowymi hełmami. Za Stanisława Lubomirskiego podwyższono wieże, urządzono na dziedzińcu arkadową loggię i dostawiono kaplicę z kryptą grobową rodu. We wnętrzach mieściły się okazałe sale, między innymi sala balowa.",
          "Rezydencję otacza pierścień fortyfikacji bastionowych na planie pięcioboku, w których kryją się kazamaty przeznaczone niegdyś dla załogi. Do wnętrza umocnień prowadzi wczesnobarokowa kamienna brama, uważana za jeden z najpiękniejszych elementów całego zespołu. W chwili ukończenia Wiśnicz należał do najsilniej ufortyfikowanych rezydencji magnackich w Rzeczypospolitej. Z galerii widokowej przy górnych salach rozciąga się widok na miasteczko i okoliczne wzgórza.",
        ],
        photo: {
          caption: "Zamek w Wiśniczu – pałac w pierścieniu bastionów",
          alt: "Zamek w Wiśniczu – rysunek poglądowy: czworoboczny pałac z czterema narożnymi basztami pod barokowymi hełmami, otoczony pięcioboczną fortyfikacją bastionową",
        },
      },
      {
        heading: "Upadek i odbudowa",
        paragraphs: [
          "W XVIII wieku zamek przeszedł w ręce Sanguszków, a później Potockich i Zamoyskich, stopniowo tracąc dawne znaczenie. W 1831 roku wybuchł w nim pożar, po którym opuszczona budowla zamieniła się w ruinę. W 1901 roku zamek wykupiło Zjednoczenie Rodowe Lubomirskich i rozpoczęło prace zabezpieczające, przerwane przez II wojnę światową. Po wojnie obiekt przejęło państwo, a od 1949 roku prowadzono jego systematyczną odbudowę pod kierunkiem architekta Alfreda Majewskiego.",
        ],
      },
      {
        heading: "Zamek dziś",
        paragraphs: [
          "Odrestaurowany zamek jest udostępniony do zwiedzania i należy do największych atrakcji ziemi bocheńskiej. Trasa obejmuje między innymi sale reprezentacyjne, kaplicę z kryptą Lubomirskich, dziedziniec oraz bastiony z kazamatami. Choć zamek kojarzy się z Nowym Wiśniczem, formalnie leży na terenie sąsiedniej wsi Stary Wiśnicz, stąd jego nazwa „Zamek w Wiśniczu”. W zamkowych wnętrzach odbywają się wystawy, koncerty i inne wydarzenia kulturalne.",
        ],
        photo: {
          caption: "Zamek w Wiśniczu na zalesionym wzgórzu nad Leksandrówką",
          alt: "Zamek w Wiśniczu – rysunek poglądowy: jasne mury zamku z basztami na wzgórzu wśród drzew, przed nimi kamienna brama w bastionach",
        },
      },
    ],
    source: { label: "Zamek w Wiśniczu", url: "https://pl.wikipedia.org/wiki/Zamek_w_Wiśniczu" },
  },
};
