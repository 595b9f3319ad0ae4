import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska Gdańsk Port Północny to najmłodsza latarnia polskiego wybrzeża, uruchomiona w 1984 roku na Wyspie Portowej. Jej 56-metrowa żelbetowa wieża łączy rolę znaku nawigacyjnego z funkcją ośrodka kontroli ruchu statków, mieszczącego się w przeszklonej nadbudowie. Światło, umieszczone 61 m nad poziomem morza, ma zasięg 25 mil morskich i prowadzi jednostki zmierzające do portu w Gdańsku.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "W pierwszej połowie lat 70. XX wieku na wschód od Westerplatte powstał Port Północny – głębokowodna część portu gdańskiego, przystosowana do obsługi dużych statków, zwłaszcza tankowców i masowców. Nowe nabrzeża, położone bezpośrednio nad Zatoką Gdańską, wymagały nowoczesnego oznakowania i stałego nadzoru nad ruchem jednostek. Dotychczasowa latarnia w Nowym Porcie, stojąca w głębi kanału portowego, nie mogła już w pełni spełniać tej roli.",
          "Odpowiedzią stała się wysoka wieża wzniesiona na terenie Portu Północnego, na Wyspie Portowej, i oddana do użytku w 1984 roku. W tym samym roku wygaszono zabytkową latarnię w Nowym Porcie, a nowa budowla przejęła jej zadania jako główne światło prowadzące do Gdańska. Od tamtej pory na polskim wybrzeżu nie zbudowano żadnej nowej latarni morskiej, dlatego obiekt w Porcie Północnym pozostaje najmłodszym w tej grupie.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Latarnia ma formę smukłego żelbetowego trzonu zwieńczonego kilkukondygnacyjną, przeszkloną nadbudową, przez co bardziej przypomina lotniskową wieżę kontroli lotów niż tradycyjną latarnię. Wieża mierzy 56 m, a światło znajduje się 61 m nad poziomem morza. W trzonie działa winda, która dowozi obsługę do pomieszczeń na szczycie. Na dachu, obok urządzenia świetlnego, zamontowano anteny radarowe.",
          "Światło jest widoczne w sektorze od 140° do 320°, czyli od strony Zatoki Gdańskiej, a jego zasięg nominalny wynosi 25 mil morskich, około 46,3 km. Latarnia nadaje światło błyskowe grupowe: trzy półsekundowe błyski rozdzielone półtorasekundowymi przerwami, a po nich dłuższą przerwę, co składa się na dziewięciosekundowy okres. Tak wyraźna charakterystyka pozwala nawigatorom łatwo odróżnić ją od innych świateł na zatoce, w tym od latarni na Helu i w Krynicy Morskiej.",
        ],
        photo: {
          caption: "Latarnia Port Północny – żelbetowy trzon z przeszkloną nadbudową",
          alt: "Latarnia morska Port Północny – rysunek poglądowy: wysoki żelbetowy trzon zwieńczony kilkukondygnacyjną przeszkloną nadbudową z antenami radarów, podobny do lotniskowej wieży kontroli",
        },
      },
      {
        heading: "Służba",
        paragraphs: [
          "Oprócz funkcji latarni wieża jest ośrodkiem nadzoru nad ruchem statków na Zatoce Gdańskiej. W przeszklonych salach na szczycie pracują operatorzy, którzy za pomocą radarów, łączności radiowej i systemów automatycznej identyfikacji jednostek śledzą statki wchodzące do portów zatoki i z nich wychodzące. Obiekt podlega administracji morskiej i leży na zamkniętym terenie portu, dlatego nie jest udostępniany turystom. Jego charakterystyczną sylwetkę najlepiej oglądać z wody, na przykład z pokładu statków wycieczkowych wypływających na zatokę.",
        ],
        photo: {
          caption: "Latarnia Port Północny – ośrodek nadzoru ruchu statków",
          alt: "Latarnia morska Port Północny – rysunek poglądowy: wieża kontroli ruchu statków na Wyspie Portowej widziana od strony zatoki, u jej stóp nabrzeża gdańskiego portu",
        },
      },
    ],
    source: {
      label: "Latarnia morska Gdańsk Port Północny",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Gdańsk_Port_Północny",
    },
  },
};
