import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Stilo to latarnia morska stojąca na zalesionej wydmie w Osetniku, między Łebą a Rozewiem, mniej więcej kilometr od brzegu Bałtyku. Jej smukła wieża, złożona z żeliwnych segmentów i pomalowana w czarny, biały i czerwony pas, świeci od 1906 roku. Światło umieszczone 75 m n.p.m. sięga 23,5 mili morskiej, a latem turyści mogą wejść na galerię widokową.",
  history: {
    sections: [
      {
        heading: "Dzieje",
        paragraphs: [
          "Na przełomie XIX i XX wieku odcinek wybrzeża między Łebą a Rozewiem należał do najgroźniejszych dla żeglugi. Brakowało tu silnego światła, więc statki nierzadko schodziły z kursu, wchodziły na mielizny i rozbijały się w strefie przyboju. Po serii takich wypadków pruskie władze postanowiły zbudować w tym miejscu nowoczesną latarnię wraz z urządzeniem do sygnalizacji we mgle. Wybór padł na wysoką wydmę w pobliżu osady Stilo, której nazwa wywodzi się od nazwiska Stylow – rodziny strażników wybrzeża osiadłej tu pod koniec XVIII wieku.",
          "Projekt latarni opracował berliński inżynier Walter Körte, specjalista od konstrukcji budowli nawigacyjnych. Prace rozpoczęto wiosną 1904 roku, a metalowe elementy wieży dostarczono na miejsce drogą morską. Ich montaż zajął zespołowi ślusarzy blisko rok i w 1906 roku latarnia po raz pierwszy zaświeciła nad morzem. Obok wieży powstały zabudowania mieszkalne i gospodarcze dla latarników oraz ich rodzin.",
          "II wojnę światową latarnia przetrwała bez poważniejszych zniszczeń. Polska obsługa ponownie uruchomiła światło wiosną 1946 roku i zachowała dawną nazwę Stilo, choć sama osada otrzymała później nazwę Osetnik. W 2011 roku starszym latarnikiem był Romuald Łozicki, który pełnił tę służbę od ponad trzydziestu lat; zmieniała go m.in. żona, a cała obsługa mieszkała w pobliskim Sasinie.",
        ],
      },
      {
        heading: "Konstrukcja",
        paragraphs: [
          "Wieża ma 33,4 m wysokości i stoi na wydmie wznoszącej się na około 45 m n.p.m. Tworzą ją żeliwne płyty skręcane od wewnątrz śrubami i osadzone na fundamencie z betonu oraz granitowych bloków. U podstawy średnica wieży wynosi około 7,3 m, a ku górze stopniowo się zmniejsza. Wnętrze podzielono na dziesięć kondygnacji połączonych stalowymi schodami, nad którymi umieszczono okrągłą laternę z galerią.",
          "Charakterystyczne malowanie w trzy poziome pasy – od dołu czarny, biały i czerwony – pozwala łatwo rozpoznać latarnię z morza także za dnia. Budowle składane z prefabrykowanych elementów metalowych należą na europejskich wybrzeżach do rzadkości. Konstrukcja okazała się przy tym trwała: od ponad stu lat opiera się silnym wiatrom i słonemu powietrzu, wymagając jedynie okresowej konserwacji i malowania.",
        ],
        photo: {
          caption: "Latarnia Stilo – żeliwna wieża w czarno-biało-czerwone pasy",
          alt: "Latarnia morska Stilo – rysunek poglądowy: smukła wieża z żeliwnych płyt, malowana w trzy poziome pasy, od dołu czarny, biały i czerwony, z okrągłą laterną i galerią",
        },
      },
      {
        heading: "Światło",
        paragraphs: [
          "Światło latarni znajduje się na wysokości 75 m n.p.m., a jego nominalny zasięg wynosi 23,5 mili morskiej, czyli około 43,5 km. Stilo nadaje światło błyskowe grupowe: trzy krótkie błyski powtarzają się w cyklu trwającym 12 sekund. W latach siedemdziesiątych XX wieku dawną aparaturę optyczną zastąpiono zestawem reflektorów halogenowych na obrotowym stole. Latarnia korzysta z zasilania sieciowego, a na wypadek awarii dysponuje własnym agregatem i akumulatorami.",
          "Dawniej przy latarni działało także urządzenie sygnalizacji mgłowej, które przy słabej widoczności ostrzegało statki dźwiękiem. Gdy radar stał się powszechnym wyposażeniem jednostek, sygnał dźwiękowy przestał być potrzebny. Według przekazów metalowa wieża dawnej stacji mgłowej posłużyła w 1950 roku do budowy latarni w Jastarni na Mierzei Helskiej.",
        ],
      },
      {
        heading: "Latarnia dziś",
        paragraphs: [
          "Stilo pozostaje czynnym znakiem nawigacyjnym polskiego wybrzeża. Od początku lat dziewięćdziesiątych w sezonie letnim latarnię można zwiedzać, a po pokonaniu schodów turyści wychodzą na galerię pod laterną. Roztacza się z niej widok na morze, pas wydm oraz rozległe lasy otaczające Osetnik. Do wieży prowadzi ścieżka przez nadmorski las, dzięki czemu wizyta łączy się z krótkim spacerem.",
        ],
        photo: {
          caption: "Latarnia Stilo na zalesionej wydmie w Osetniku",
          alt: "Latarnia morska Stilo – rysunek poglądowy: szczyt trójbarwnej wieży z galerią widokową ponad koronami drzew nadmorskiego lasu, w oddali pas wydm i morze",
        },
      },
    ],
    source: { label: "Latarnia morska Stilo", url: "https://pl.wikipedia.org/wiki/Latarnia_Morska_Stilo" },
  },
};
