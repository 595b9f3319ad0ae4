import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia w Sopocie to 30-metrowa wieża przy placu Zdrojowym, tuż obok wejścia na molo i Domu Zdrojowego. Powstała w latach 1903–1904 jako ozdobna obudowa komina kotłowni Zakładu Balneologicznego, a światło nawigacyjne zamontowano na niej dopiero po II wojnie światowej. Dziś jej błyskowe światło ma zasięg 7 mil morskich, a galeria na szczycie jest jednym z najlepszych punktów widokowych kurortu.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Na przełomie XIX i XX wieku Sopot rozwijał się jako modne uzdrowisko, do którego kuracjusze przyjeżdżali na kąpiele morskie i zabiegi wodolecznicze. W latach 1903–1904 przy plaży, w sąsiedztwie mola, wzniesiono Zakład Balneologiczny z własną kotłownią, która podgrzewała wodę do kąpieli leczniczych. Aby wysoki komin nie szpecił reprezentacyjnej części kurortu, obudowano go ozdobną wieżą z galerią widokową, dopasowaną do architektury zakładu.",
          "Po II wojnie światowej budynek przejęło miasto i urządziło w nim łaźnię, a w 1956 roku zakład przekazano szpitalowi reumatologicznemu. Na wieży zamontowano wtedy światło nawigacyjne o zasięgu 5 mil morskich, ujęte już w spisie świateł z 1957 roku, lecz zbyt słabe, by uznać obiekt za latarnię morską. W połowie lat 70. zmodernizowano kotłownię i uciążliwy, dymiący komin przestał być potrzebny.",
          "Status latarni wieża uzyskała w 1977 roku, po wymianie urządzenia świetlnego na silniejsze, które zwiększyło zasięg do 17 mil morskich. W 1999 roku zasięg zmniejszono do 7 mil i od tej pory sopocka wieża formalnie nie jest już latarnią morską, lecz światłem nawigacyjnym. W powszechnym użyciu nadal jednak nazywa się ją latarnią i tak też przedstawiają ją przewodniki.",
        ],
      },
      {
        heading: "Wieża",
        paragraphs: [
          "Wieża ma 30 m wysokości, a w jej wnętrzu wciąż biegnie dawny przewód kominowy, wokół którego prowadzą na górę kręte schody. Kończą się one galerią widokową, nad którą umieszczono laternę ze światłem nawigacyjnym. Zwieńczenie wieży, utracone podczas powojennych przeróbek, odtworzono w 2008 roku, przywracając budowli dawną sylwetkę.",
          "Światło znajduje się 25 m nad poziomem morza i zapala się samoczynnie o zmierzchu dzięki czujnikowi. Sopocka wieża nadaje krótki błysk trwający trzy dziesiąte sekundy, powtarzany co cztery sekundy. Jego zasięg nominalny wynosi 7 mil morskich, czyli około 13 km, więc jest widoczny na wodach Zatoki Gdańskiej, a także od strony Półwyspu Helskiego.",
        ],
        photo: {
          caption: "Latarnia w Sopocie – dawny komin kotłowni Zakładu Balneologicznego",
          alt: "Latarnia morska Sopot – rysunek poglądowy: ozdobna ceglana wieża dawnego komina kotłowni, z galerią widokową i laterną na szczycie",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Wieża stoi w samym sercu kurortu, przy placu Zdrojowym, między Domem Zdrojowym a wejściem na sopockie molo, najdłuższe drewniane molo w Europie. Jest udostępniona zwiedzającym jako punkt widokowy i należy do stałych punktów spacerów po Sopocie. Z galerii widać molo, plażę, Zatokę Gdańską, a przy dobrej widoczności także Gdynię i Półwysep Helski. Wieczorem jej błyskające światło dopełnia nastrój nadmorskiego deptaka.",
        ],
        photo: {
          caption: "Latarnia w Sopocie przy placu Zdrojowym, obok wejścia na molo",
          alt: "Latarnia morska Sopot – rysunek poglądowy: wieża na placu Zdrojowym między Domem Zdrojowym a wejściem na drewniane molo, w tle Zatoka Gdańska",
        },
      },
    ],
    source: {
      label: "Latarnia morska Sopot",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Sopot",
    },
  },
};
