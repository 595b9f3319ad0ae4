import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Latarnia morska w Świnoujściu, stojąca w dzielnicy Warszów na wschodnim brzegu Świny, jest najwyższą latarnią polskiego wybrzeża i całego Bałtyku. Jej ceglana wieża o wysokości 64,8 m świeci od 1 grudnia 1857 roku i uchodzi za najwyższą na świecie latarnię zbudowaną z cegły. Na szczyt prowadzi 308 stopni, a światło, umieszczone 68 m nad poziomem morza, sięga 25 mil morskich.",
  history: {
    sections: [
      {
        heading: "Poprzedniczki",
        paragraphs: [
          "Port w Świnoujściu, położony u ujścia Świny między wyspami Uznam i Wolin, od początku XIX wieku był morską bramą Szczecina. Po niszczycielskich sztormach z 1804 roku przystąpiono do modernizacji portu, a rok później na głowicy wschodniego falochronu stanęła prowizoryczna konstrukcja z desek i luster. W 1828 roku zastąpiła ją metalowa wieżyczka o wysokości około 12,6 m, ustawiona na kamiennej podstawie. W połowie stulecia jej zasięg okazał się jednak zbyt mały wobec rosnącego ruchu statków i rozbudowy portu.",
        ],
      },
      {
        heading: "Dzieje",
        paragraphs: [
          "Budowę nowej, wysokiej latarni rozpoczęto wiosną 1854 roku na wschodnim brzegu Świny, według projektu pruskiego radcy budowlanego Severina. Ponieważ w okolicy brakowało naturalnych wzniesień, odpowiednią wysokość światła można było uzyskać tylko dzięki bardzo wysokiej wieży. Na niestabilnym, piaszczystym gruncie fundamenty posadowiono na palach wbitych głęboko w ziemię. Światło zapłonęło po raz pierwszy 1 grudnia 1857 roku, choć ostateczny odbiór prac nastąpił dopiero w 1859 roku.",
          "Na początku XX wieku wieżę przebudowano, zmieniając jej pierwotną sylwetkę; w tej postaci przetrwała do dziś. W czasie I wojny światowej latarnię zaminowano w obawie przed rosyjskim desantem, a ładunki usunięto dopiero jesienią 1918 roku. Wiosną 1945 roku wycofujące się wojska niemieckie otrzymały rozkaz jej wysadzenia, którego jednak nie wykonano. Wieża przetrwała wojnę, choć w jej murach pozostały pęknięcia.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Zespół latarni tworzą trzy części: wysoka wieża z cegły ceramicznej oraz przylegające do niej od północy i południa dwukondygnacyjne budynki, w których dawniej mieszkały rodziny latarników, a później mieściły się urządzenia radiolatarni. Wieża ma 64,8 m wysokości (niektóre opracowania, licząc od podstawy budynku po szczyt, podają 68 m) i jest najwyższą latarnią w basenie Morza Bałtyckiego. Na jej szczyt prowadzi 308 stopni, a światło znajduje się 68 m nad poziomem morza.",
          "Przez pierwsze dziesięciolecia światło dawała lampa na olej rzepakowy, a żarówkę elektryczną zainstalowano w latach 20. XX wieku. Sercem urządzenia jest duża, cylindryczna soczewka Fresnela; przez niemal sto lat pracowała w niej żarówka o mocy 3200 W, w ostatnich latach zastąpiona lampami metalohalogenkowymi. Latarnia nadaje światło przerywane: cztery sekundy światła i sekundę przerwy. Jej zasięg nominalny wynosi 25 mil morskich, a sektory skierowane zarówno na morze, jak i na tor wodny pomagają statkom wchodzącym do portu i z niego wychodzącym.",
        ],
        photo: {
          caption: "Latarnia w Świnoujściu z dawnymi domami latarników",
          alt: "Latarnia morska Świnoujście – rysunek poglądowy: bardzo wysoka wieża z cegły z dwukondygnacyjnymi budynkami przylegającymi od północy i od południa",
        },
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Latarnia jest czynna i administruje nią Urząd Morski w Szczecinie. W 1997 roku wpisano ją do rejestru zabytków, a w latach 1998–2000 przeszła gruntowną renowację, po której udostępniono ją zwiedzającym. Wejście na szczyt wymaga sporego wysiłku, ale z górnej galerii roztacza się widok na ujście Świny, port, falochrony, Zatokę Pomorską oraz wyspy Uznam i Wolin. W jednym ze skrzydeł budynku urządzono ekspozycję morską.",
        ],
        photo: {
          caption: "Latarnia w Świnoujściu na wschodnim brzegu Świny",
          alt: "Latarnia morska Świnoujście – rysunek poglądowy: szczyt wysokiej wieży z górną galerią, w dole ujście Świny, falochrony i port",
        },
      },
    ],
    source: {
      label: "Latarnia morska Świnoujście",
      url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Świnoujście",
    },
  },
};
