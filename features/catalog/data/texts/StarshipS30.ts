import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Starship to największa i najpotężniejsza rakieta nośna w historii, rozwijana przez SpaceX jako system w pełni wielokrotnego użytku. Składa się z pierwszego stopnia Super Heavy i statku Starship, a kolejne egzemplarze obu stopni przechodzą loty testowe z bazy Starbase w Teksasie. Statek S30 poleciał w piątym locie testowym w październiku 2024 roku, podczas którego po raz pierwszy pochwycono powracający booster.",
  history: {
    sections: [
      {
        heading: "Program",
        paragraphs: [
          "Starship to dwustopniowa rakieta nośna, którą SpaceX projektuje z myślą o radykalnym obniżeniu kosztów lotów kosmicznych. Oba stopnie mają wracać na Ziemię i być używane ponownie, podobnie jak samoloty, a cały zestaw ma wynosić na niską orbitę ponad sto ton ładunku. W pierwszej wersji rakieta mierzyła około 121 metrów wysokości przy średnicy 9 metrów, co czyni ją najwyższą i najcięższą rakietą, jaka kiedykolwiek wystartowała. NASA wybrała odmianę statku na lądownik księżycowy dla programu Artemis, a Elon Musk od lat zapowiada wykorzystanie go do wypraw na Marsa.",
          "Po serii lotów prototypów na małą i dużą wysokość w latach 2019–2021 SpaceX przeszedł do zintegrowanych testów pełnego zestawu. Pierwszy z nich odbył się 20 kwietnia 2023 roku i zakończył zniszczeniem rakiety kilka minut po starcie, ale kolejne próby przynosiły wyraźne postępy. Już w drugim locie, w listopadzie 2023 roku, statek dotarł w przestrzeń kosmiczną na wysokość blisko 150 km, choć chwilę przed planowanym wyłączeniem silników został utracony. W trzecim, w marcu 2024 roku, osiągnął zaplanowaną trajektorię i po raz pierwszy wszedł w atmosferę, choć nie przetrwał powrotu, a w czwartym, w czerwcu 2024 roku, przetrwał powrót przez atmosferę i wykonał kontrolowane wodowanie na Oceanie Indyjskim.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Pierwszy stopień Super Heavy ma 33 silniki Raptor zasilane ciekłym metanem i ciekłym tlenem, a podczas powrotu kierują nim cztery stalowe stery kratowe. Statek Starship ma sześć silników: trzy przystosowane do pracy w atmosferze i trzy z wydłużonymi dyszami, przeznaczone do pracy w próżni. Stopnie rozdzielają się metodą tak zwanej gorącej separacji, w której silniki statku zapalają się, zanim booster zdąży się odłączyć. Spodnią stronę statku chroni osłona z tysięcy sześciokątnych płytek ceramicznych, a w atmosferze sterują nim cztery ruchome klapy.",
          "Kolejne statki i boostery buduje się niemal seryjnie w Starbase i oznacza numerami – statki literą S (od ang. ship), a boostery literą B. Każdy egzemplarz różni się od poprzedników mniejszymi lub większymi zmianami, wprowadzanymi na podstawie danych z wcześniejszych lotów. Takie podejście, w którym utrata prototypu jest wliczona w proces rozwoju, wyraźnie odróżnia ten program od tradycyjnych projektów rakietowych.",
        ],
        photo: {
          caption: "Starship na stanowisku startowym w Starbase",
          alt: "Rakieta Starship S30 – rysunek poglądowy: stalowa rakieta złożona z pierwszego stopnia Super Heavy i statku Starship, stojąca pionowo przy wieży startowej",
        },
      },
      {
        heading: "Piąty lot",
        paragraphs: [
          "Statek S30 poleciał wraz z boosterem B12 w piątym locie testowym, 13 października 2024 roku. Kilka minut po starcie pierwszy stopień zawrócił nad stanowisko startowe i został pochwycony w powietrzu przez dwa mechaniczne ramiona wieży, nazywane przez zespół „pałeczkami” (ang. chopsticks). Był to pierwszy taki manewr w historii astronautyki. Statek kontynuował lot suborbitalny, przeszedł przez najgorętszą fazę powrotu w atmosferze, a następnie obrócił się do pionu i zgodnie z planem wodował na Oceanie Indyjskim.",
        ],
        photo: {
          caption: "Statek S30, który poleciał w piątym locie testowym",
          alt: "Rakieta Starship S30 – rysunek poglądowy: lśniący stalowy statek o zaokrąglonym nosie, z klapami aerodynamicznymi i płytkami osłony termicznej, na stojaku na betonowym placu",
        },
      },
      {
        heading: "Dziś",
        paragraphs: [
          "Po piątym locie program przyniósł zarówno sukcesy, jak i dotkliwe porażki: w 2025 roku kilka statków nowej, ulepszonej generacji uległo zniszczeniu, zanim kolejne loty znów zakończyły się powodzeniem. SpaceX pracuje nad odzyskiwaniem statków, ich ponownym użyciem oraz tankowaniem na orbicie, niezbędnym do wypraw na Księżyc i Marsa. Starty z Boca Chica przyciągają tłumy obserwatorów, a widok rakiety przy wieży startowej stał się jednym z symboli współczesnej astronautyki.",
        ],
      },
    ],
    source: { label: "Starship (hasło o całym programie)", url: "https://pl.wikipedia.org/wiki/Starship" },
  },
};
