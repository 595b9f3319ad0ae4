import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Zamek w Oporowie pod Kutnem to jedna z najlepiej zachowanych gotyckich rezydencji rycerskich w Polsce. Wzniósł go z cegły w latach 1434–1449 Władysław Oporowski, biskup kujawski, a później arcybiskup gnieźnieński, na sztucznej wyspie otoczonej fosą. Dziś zamek, otoczony romantycznym parkiem, mieści muzeum prezentujące dawne wnętrza mieszkalne.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Ród Oporowskich herbu Sulima siedział w Oporowie co najmniej od połowy XIV wieku, a jego pierwsze siedziby były drewnianymi dworami. Zaczątkiem murowanego zespołu była prawdopodobnie rycerska wieża mieszkalna, postawiona na usypanej wyspie pośród odnóg rzeki Słudwi. Właściwy zamek wzniesiono w latach 1434–1449 z inicjatywy Władysława Oporowskiego, wcześniej podkanclerzego koronnego, który w 1434 roku objął biskupstwo kujawskie. W roku ukończenia budowy został arcybiskupem gnieźnieńskim i prymasem, a zmarł w swojej oporowskiej rezydencji w 1453 roku.",
          "W XVII wieku zamek przeszedł w ręce innych rodów i kolejno należał do Tarnowskich, Sołłohubów, Korzeniowskich, Pociejów i Oborskich, w XIX wieku do Orsettich, a od 1932 roku do rodziny Karskich. W czasie wojen ze Szwecją, w 1657 roku, został zniszczony, lecz go odbudowano, zachowując gotycką bryłę. Kolejni właściciele dostosowywali wnętrza do nowych potrzeb, nie naruszając jednak zasadniczego kształtu budowli. W pierwszej połowie XIX wieku dodano neogotycki portal bramy, taras przed mostem i niewielką przybudówkę na dziedzińcu, a wokół wyspy urządzono park krajobrazowy.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Zamek zajmuje całą niewielką, sztucznie usypaną wyspę i ze wszystkich stron otacza go fosa wypełniona wodą. Budowla ma zwarty układ: wokół małego, brukowanego dziedzińca skupiają się dom mieszkalny, mury obronne, wysoka czworoboczna wieża i półokrągła baszta. Wszystkie części wzniesiono z czerwonej cegły w stylu gotyckim, a nieotynkowane mury podkreślają surowy, obronny charakter rezydencji. Nad całością dominuje wieża w północno-zachodnim narożniku, wyraźnie górująca nad dachami pozostałych budynków.",
          "Na piętrze półokrągłej baszty mieści się kaplica, a w skrzydle mieszkalnym znajdowały się reprezentacyjne sale, w tym gotycka sala rycerska. Mimo przebudów wnętrza zachowały ślady kolejnych epok: renesansowe drewniane stropy, barokowe obramienia okien na piętrze i klasycystyczne sztukaterie. Do zamku prowadzi most przerzucony nad fosą. Park wokół wyspy, ze starymi drzewami i dziewiętnastowiecznymi pawilonami, stanowi nieodłączną część zabytkowego założenia.",
        ],
        photo: {
          caption: "Gotycki zamek w Oporowie na wyspie otoczonej fosą",
          alt: "Zamek w Oporowie – rysunek poglądowy: nieotynkowany ceglany zamek na niewielkiej wyspie, z wysoką czworoboczną wieżą w narożniku i półokrągłą basztą, dookoła fosa z wodą",
        },
      },
      {
        heading: "Muzeum",
        paragraphs: [
          "Po II wojnie światowej zamek przejęło państwo, a od 1949 roku działa w nim muzeum wnętrz stylowych. Ekspozycja przywołuje wystrój dawnych siedzib szlacheckich i obejmuje meble, malarstwo, rzeźbę oraz rzemiosło artystyczne od XVI do początku XX wieku. Wśród eksponatów są między innymi portrety rodu Sołłohubów, dawna broń, w tym pistolety pojedynkowe, oraz pasy kontuszowe. Obecnie zamek należy do powiatu kutnowskiego, muzeum w 2007 roku wpisano do Państwowego Rejestru Muzeów, a zabytek jest dostępny dla zwiedzających.",
        ],
        photo: {
          caption: "Zamek w Oporowie – most nad fosą i park wokół wyspy",
          alt: "Zamek w Oporowie – rysunek poglądowy: most nad fosą prowadzący do ceglanego domu mieszkalnego, za nim wieża górująca nad dachami, wokół stare drzewa parku",
        },
      },
    ],
    source: { label: "Zamek w Oporowie", url: "https://pl.wikipedia.org/wiki/Zamek_w_Oporowie" },
  },
};
