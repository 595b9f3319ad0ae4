import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska Rozewie I, nosząca imię Stefana Żeromskiego, stoi na wysokim klifie przylądka Rozewie, między Jastrzębią Górą a Władysławowem. Obecna wieża świeci od 1822 roku i jest najstarszą czynną latarnią w Polsce. Jej światło, umieszczone 83 m nad poziomem morza, ma największy zasięg na polskim wybrzeżu – 26 mil morskich, a w zabudowaniach osady latarnianej działa muzeum latarnictwa.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Przylądek Rozewie od stuleci był ważnym punktem orientacyjnym dla żeglarzy płynących wzdłuż wybrzeża Kaszub. Światło nawigacyjne zaznaczono tu już na mapach z XVII wieku, a według miejscowej legendy pierwszy ogień na klifie rozpaliła córka szwedzkiego kapitana, jedyna ocalała z katastrofy statku. W czasach pruskich światło przez pewien czas nie płonęło, a jego brak dał o sobie znać podczas sztormu w 1807 roku, gdy w pobliżu przylądka rozbiło się kilkanaście francuskich statków.",
          "Budowę obecnej murowanej wieży ukończono w latach 1821–1822, a jej światło zapłonęło 15 listopada 1822 roku. Początkowo świeciły tu lampy olejowe, w 1866 roku zainstalowano soczewkę Fresnela I klasy, a w 1877 roku olej zastąpiono naftą. W 1875 roku nieopodal wzniesiono drugą latarnię, nazywaną dziś Rozewie II, aby podwójne światło odróżniało przylądek od sąsiednich latarni. Obie świeciły jednocześnie aż do 1910 roku.",
          "W 1910 roku starszą latarnię zmodernizowano i podwyższono, a drugą wygaszono. Wieżę wyposażono w elektryczne źródło światła, zasilane z maszynowni z lokomobilą, a obok powstała syrenownia nadająca sygnały mgłowe. Ponieważ rosnące wokół drzewa z czasem znów zaczęły zasłaniać światło, w 1978 roku wieżę podwyższono po raz drugi, nadbudowując ją metalową częścią. Od tamtej pory latarnia ma 32,7 m wysokości.",
        ],
      },
      {
        heading: "Ludzie latarni",
        paragraphs: [
          "Po powrocie Pomorza do Polski w 1920 roku latarnia na Rozewiu stała się jednym z symboli polskiego morza. W latach dwudziestych przebywał tu Stefan Żeromski, autor wydanej w 1922 roku książki „Wiatr od morza”; na jego pamiątkę latarnia nosi imię pisarza, a na terenie osady stoi jego popiersie. Z Rozewiem związany jest też latarnik Leon Wzorek, który we wrześniu 1939 roku pozostał na posterunku do ostatniej chwili. Po zajęciu przylądka przez Niemców został aresztowany i najprawdopodobniej zamordowany w Piaśnicy pod koniec 1939 roku, a jego imię nosi dziś ulica prowadząca do latarni.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Wieża składa się z dolnej, murowanej części w kształcie szerokiego ściętego stożka oraz metalowych segmentów nadbudowanych podczas kolejnych modernizacji. Całość kończy laterna z galerią, a na wieży urządzono kilka tarasów widokowych. Latarnia stoi tuż przy krawędzi klifu wznoszącego się kilkadziesiąt metrów nad morzem, dlatego jej światło znajduje się aż 83 m nad poziomem morza. Wokół zachowała się cała osada latarniana z domami latarników, maszynownią, piekarnią i wędzarnią.",
          "Źródłem światła jest obrotowy zestaw żarówek reflektorowych, rozmieszczonych na panelach. Latarnia nadaje bardzo krótki błysk, trwający jedną dziesiątą sekundy, powtarzany co trzy sekundy. Jej zasięg nominalny wynosi 26 mil morskich, czyli około 48 km, najwięcej spośród polskich latarni. Nocą obracający się snop światła wyraźnie omiata okolicę przylądka.",
        ],
        photo: {
          caption: "Latarnia Rozewie I – murowana podstawa i metalowa nadbudowa",
          alt: "Latarnia morska Rozewie – rysunek poglądowy: wieża o szerokiej murowanej podstawie w kształcie ściętego stożka, nadbudowana metalowymi segmentami, z laterną i galerią na szczycie",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynna i podlega Urzędowi Morskiemu w Gdyni, a jednocześnie od dziesięcioleci pełni funkcję muzeum. W 1961 roku urządzono w niej niewielką ekspozycję poświęconą Żeromskiemu, którą później rozbudowano o wystawę dziejów latarnictwa morskiego. Od 1972 roku latarnia figuruje w rejestrze zabytków, a w 2022 roku uroczyście obchodzono dwusetlecie jej pierwszego zaświecenia. W sezonie turyści wchodzą na wieżę, zwiedzają osadę i oglądają dawne urządzenia nawigacyjne ustawione na jej terenie.",
        ],
        photo: {
          caption: "Latarnia Rozewie i osada latarniana na przylądku",
          alt: "Latarnia morska Rozewie – rysunek poglądowy: latarnia przy krawędzi wysokiego klifu, wokół domy latarników i zabudowania osady, w której działa muzeum",
        },
      },
    ],
    source: {
      label: "Latarnia morska Rozewie",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Rozewie",
    },
  },
};
