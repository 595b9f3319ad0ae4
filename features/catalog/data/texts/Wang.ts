import type { ModelTexts } from "./types.ts";

export const texts: ModelTexts = {
  description:
    "Świątynia Wang w Karpaczu to średniowieczny norweski kościół słupowy, zbudowany na przełomie XII i XIII wieku w miejscowości Vang nad jeziorem Vangsmjøsa. W 1841 roku kupił go król pruski Fryderyk Wilhelm IV, a w latach 1842–1844 kościół złożono na nowo na zboczu Karkonoszy. Dziś służy parafii ewangelicko-augsburskiej i jest jednym z najcenniejszych zabytków regionu.",
  history: {
    sections: [
      {
        heading: "Dzieje w Norwegii",
        paragraphs: [
          "Kościół powstał na przełomie XII i XIII wieku w Vang, w górskiej krainie Valdres w południowej Norwegii, w czasach, gdy chrześcijaństwo umacniało się w Skandynawii. Należał do kościołów słupowych, zwanych też klepkowymi, wznoszonych w całości z drewna; w średniowieczu zbudowano ich w Norwegii około tysiąca, a do dziś przetrwało zaledwie kilkadziesiąt. Przez ponad sześć stuleci służył miejscowej wspólnocie, lecz w XIX wieku okazał się zbyt mały dla rosnącej parafii. Mieszkańcy postanowili więc wznieść nową świątynię, a starą sprzedać.",
          "Zabytkiem zainteresował się norweski malarz Johan Christian Dahl, który zabiegał o ratowanie dawnych kościołów słupowych. Za jego namową w 1841 roku budowlę kupił król pruski Fryderyk Wilhelm IV. Kościół rozebrano, a jego elementy przewieziono drogą morską do Szczecina, a stamtąd do Berlina, gdzie początkowo zamierzano go ustawić.",
        ],
      },
      {
        heading: "Przeniesienie w Karkonosze",
        paragraphs: [
          "O dalszych losach kościoła zdecydowała hrabina Fryderyka von Reden z Bukowca, która zabiegała o świątynię dla ewangelików z górskich osad Karkonoszy, mających daleko do najbliższych kościołów. Król przychylił się do jej prośby, a hrabia Schaffgotsch ofiarował grunt na stoku w Brückenbergu, dzisiejszym Karpaczu Górnym. Montaż rozpoczęto w 1842 roku; brakujące i zniszczone elementy uzupełniono, a całość dostosowano do surowego górskiego klimatu. Uroczyste poświęcenie kościoła odbyło się 28 lipca 1844 roku w obecności pary królewskiej.",
        ],
      },
      {
        heading: "Architektura",
        paragraphs: [
          "Świątynia stoi na wysokości około 885 m n.p.m. i jest zbudowana z bogatej w żywicę norweskiej sosny, która zapewnia drewnu wyjątkową trwałość. Konstrukcję tworzą pionowe słupy i deski łączone tradycyjnymi złączami ciesielskimi, bez użycia gwoździ. Bryłę o spiętrzonych, stromych dachach krytych drewnianym gontem otaczają zadaszone galerie, które chronią ściany przed wiatrem i śniegiem. W Karpaczu dostawiono do kościoła kamienną wieżę-dzwonnicę, która osłania budowlę od strony wiatru i nie ma odpowiednika w norweskim pierwowzorze.",
          "Z pierwotnej budowli zachowały się najcenniejsze elementy rzeźbiarskie: słupy z głowicami zdobionymi maskami oraz portale pokryte ornamentem. Ornamenty ze splecionych pędów, smoki i lwy nawiązują do sztuki epoki wikingów i do romańskiej tradycji europejskiej. Na jednym z elementów zachowała się inskrypcja runiczna. Wokół kościoła rozciąga się niewielki cmentarz, na którym znajduje się także upamiętnienie hrabiny von Reden.",
        ],
        photo: {
          caption: "Świątynia Wang – kościół słupowy z kamienną dzwonnicą",
          alt: "Świątynia Wang – rysunek poglądowy: ciemny drewniany kościół o spiętrzonych, stromych dachach krytych gontem, obok kamienna wieża-dzwonnica, na zboczu Karkonoszy",
        },
      },
      {
        heading: "Świątynia dziś",
        paragraphs: [
          "Wang, oficjalnie Kościół Górski Naszego Zbawiciela, jest czynnym kościołem parafii ewangelicko-augsburskiej w Karpaczu: odbywają się w nim nabożeństwa, chrzty i śluby, cieszące się dużą popularnością. Jednocześnie należy do najchętniej odwiedzanych zabytków Karkonoszy i poza nabożeństwami jest udostępniany turystom. Uchodzi za najstarszy drewniany kościół na terenie Polski i jeden z nielicznych średniowiecznych kościołów słupowych stojących poza Norwegią. Na przykościelnym cmentarzu spoczywa między innymi poeta Tadeusz Różewicz, pochowany tu w 2014 roku.",
        ],
        photo: {
          caption: "Świątynia Wang w Karpaczu – czynny kościół parafialny",
          alt: "Świątynia Wang – rysunek poglądowy: drewniany kościół z zadaszonymi galeriami i smoczymi głowami na szczytach dachów, wokół drzewa przykościelnego cmentarza",
        },
      },
    ],
    source: { label: "Świątynia Wang", url: "https://pl.wikipedia.org/wiki/Świątynia_Wang" },
  },
};
