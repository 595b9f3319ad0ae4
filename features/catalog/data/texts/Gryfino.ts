import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Kościół Narodzenia Najświętszej Maryi Panny w Gryfinie to dawna fara miejska pod wezwaniem św. Mikołaja, wznoszona od drugiej połowy XIII wieku z granitowych ciosów i cegły. Świątynia na planie krzyża greckiego z masywną wieżą zachodnią należy do najstarszych kościołów Pomorza Zachodniego i szczęśliwie przetrwała zniszczenie miasta w 1945 roku.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Gryfino otrzymało prawa miejskie w 1254 roku od księcia Barnima I, a już dokument lokacyjny wspomina o uposażeniu tutejszego kościoła parafialnego. W 1278 roku książę przekazał patronat nad świątynią kolegiacie Mariackiej w Szczecinie; mniej więcej wtedy wznoszono prosto zamknięte prezbiterium i ramiona transeptu. Około 1300 roku dostawiono krótki korpus i wieżę, a liczne fundacje ołtarzy z pierwszych dziesięcioleci XIV wieku świadczą o zakończeniu budowy. Kościół nosił wówczas wezwanie św. Mikołaja, patrona kupców i żeglarzy, ważnych w nadodrzańskim mieście.",
          "Około 1500 roku, gdy fara uzyskała rangę kolegiaty, przebudowano ją w halę: podwyższono nawy boczne, wnętrze nakryto sklepieniami gwiaździstymi, a do prezbiterium dostawiono zakrystię. Pożar miasta w 1530 roku uszkodził świątynię, a kilka lat później, wraz z wprowadzeniem reformacji na Pomorzu, przejęli ją protestanci. W 1725 roku piorun zniszczył gotycki hełm wieży, a w latach 1861–1863 przeprowadzono gruntowną restaurację, która nadała części detali neogotycki charakter. W 1938 roku wieżę nakryto nowym hełmem w formach barokowych, który przetrwał do dziś.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Kościół jest jednym z nielicznych na Pomorzu Zachodnim przykładów miejskiej świątyni wzniesionej na planie krzyża greckiego. Najstarsze części – prezbiterium i transept – zbudowano z ciosów granitowych, a cegłę zastosowano głównie w detalach, co czyni budowlę cennym przykładem architektury przełomu romanizmu i gotyku. Trójnawowy korpus halowy ma tylko jedno przęsło, dzięki czemu wnętrze zachowuje zwarty, centralny układ. Elewacje opięto przyporami i zwieńczono trójkątnymi szczytami z ostrołukowymi blendami, a wschodnią ścianę prezbiterium przepruto dużym, czterodzielnym oknem.",
          "Od zachodu wznosi się masywna wieża na planie kwadratu, w dolnej części kamienna, wyżej ceglana, ozdobiona blendami i bliźniaczymi ostrołukowymi oknami. Jej przyziemie było pierwotnie otwarte arkadami z trzech stron, co jest rzadkim rozwiązaniem w regionie; arkady zamurowano po pożarze z 1530 roku. Wieżę wieńczy baniasty hełm z dwiema latarniami, dobrze widoczny z doliny Odry. Wnętrze nakrywają późnogotyckie sklepienia, a do najcenniejszych elementów wyposażenia należą renesansowa ambona z początku XVII wieku i szesnastowieczne stalle.",
        ],
        photo: {
          caption: "Kościół w Gryfinie z masywną wieżą zachodnią",
          alt: "Kościół w Gryfinie – rysunek poglądowy: kamienno-ceglany kościół z trójkątnymi szczytami zdobionymi blendami i masywną kwadratową wieżą zwieńczoną baniastym hełmem",
        },
      },
      {
        heading: "Kościół dziś",
        paragraphs: [
          "Podczas walk w 1945 roku śródmieście Gryfina zostało w większości zniszczone, lecz kościół ocalał. Jeszcze w tym samym roku poświęcono go jako świątynię katolicką pod nowym wezwaniem Narodzenia Najświętszej Maryi Panny. Od 1956 roku budowla figuruje w rejestrze zabytków, a dziś jest kościołem parafialnym w archidiecezji szczecińsko-kamieńskiej. Jako jedna z najstarszych budowli miasta stanowi jego najważniejszy zabytek i dominantę widoczną z daleka.",
        ],
        photo: {
          caption: "Kościół w Gryfinie – najważniejszy zabytek miasta",
          alt: "Kościół w Gryfinie – rysunek poglądowy: wieża z bliźniaczymi ostrołukowymi oknami i baniastym hełmem z dwiema latarniami, poniżej przypory i szczyty korpusu, wokół zieleń",
        },
      },
    ],
    source: {
      label: "Kościół Narodzenia Najświętszej Maryi Panny w Gryfinie",
      url: "https://pl.wikipedia.org/wiki/Kościół_Narodzenia_Najświętszej_Maryi_Panny_w_Gryfinie",
    },
  },
};
