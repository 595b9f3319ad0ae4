import { Link } from "react-router";
import { Figure } from "../components/article-figure.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import { CodeBlock, ExternalLink, TableScroll } from "../components/prose.tsx";
import * as prose from "../components/prose.css.ts";
import arduinoWiring from "../figures/arduino-wiring.svg";
import boardSizes from "../figures/board-sizes.svg";
import { ARDUINO_IDE_URL, type ArticleContentProps, type ArticleFigure, type TocEntry } from "../model.ts";

const FIGURES = {
  boardSizes: {
    src: boardSizes,
    title: "Arduino MEGA, UNO, NANO, MICRO i ATtiny85 w jednej skali",
    alt: "Zarysy płytek w tej samej skali: duże MEGA 2560 i UNO, dwa razy mniejsze podłużne NANO i MICRO oraz maleńki, ośmionóżkowy układ ATtiny85.",
    width: 800,
    height: 480,
  },
  wiring: {
    src: arduinoWiring,
    title: "Dwie diody z rezystorami 220 Ω na pinach D9 i D10 Arduino NANO",
    alt: "Schemat: pin D9 przez rezystor 220 Ω do anody diody „płomień”, pin D10 przez drugi rezystor 220 Ω do anody diody „oddech”; katody obu diod połączone z pinem GND.",
    width: 800,
    height: 440,
  },
} satisfies Record<string, ArticleFigure>;

const TOC: readonly TocEntry[] = [
  { id: "plytki", label: "Którą płytkę wybrać" },
  { id: "podlaczenie", label: "Podłączenie diod" },
  { id: "pierwszy-program", label: "Pierwszy program: płomień i oddech" },
  { id: "wgrywanie", label: "Wgrywanie programu" },
  { id: "attiny85", label: "ATtiny85 w małym modelu" },
];

export const FIRST_SKETCH = `// Płomień i oddech: dwa efekty świetlne naraz, bez delay().
// Dioda na pinie 9 migocze jak ogień w kominku,
// dioda na pinie 10 powoli rozjaśnia się i przygasa.

const byte PIN_PLOMIEN = 9;   // piny z tyldą (~) obsługują PWM
const byte PIN_ODDECH = 10;

unsigned long ostatniPlomien = 0;
unsigned long odstepPlomienia = 50;  // ms do następnej zmiany
unsigned long ostatniOddech = 0;
int jasnosc = 0;                     // 0–255
int krok = 1;

void setup() {
  pinMode(PIN_PLOMIEN, OUTPUT);
  pinMode(PIN_ODDECH, OUTPUT);
  // Niepodłączone wejście analogowe szumi, więc po każdym
  // włączeniu płomień migocze inaczej.
  randomSeed(analogRead(A0));
}

void loop() {
  unsigned long teraz = millis();

  // Płomień: co 30–120 ms nowa, losowa jasność z górnej części zakresu.
  if (teraz - ostatniPlomien >= odstepPlomienia) {
    ostatniPlomien = teraz;
    odstepPlomienia = random(30, 121);
    analogWrite(PIN_PLOMIEN, random(90, 256));
  }

  // Oddech: co 8 ms jasność o stopień w górę albo w dół
  // (pełny cykl trwa około 4 sekund).
  if (teraz - ostatniOddech >= 8) {
    ostatniOddech = teraz;
    jasnosc += krok;
    if (jasnosc == 0 || jasnosc == 255) {
      krok = -krok;
    }
    // Oko odbiera jasność nieliniowo: kwadrat wyrównuje wrażenie zmian.
    analogWrite(PIN_ODDECH, (long)jasnosc * jasnosc / 255);
  }
}
`;

export function ArduinoArticle({ article }: ArticleContentProps) {
  return (
    <ArticleLayout
      title={article.title}
      toc={TOC}
      figures={Object.values(FIGURES)}
      lead="Arduino to mała płytka z mikrokontrolerem, którą programuje się z komputera przez USB. W modelu zamienia zwykłe świecenie w efekty: latarnia morska błyska swoją charakterystyką, w oknach po kolei zapalają się pokoje, a w kominku migocze ogień."
    >
      <h2 id="plytki">Którą płytkę wybrać</h2>
      <p>
        Wszystkie płytki programuje się tak samo, w tym samym środowisku i tym samym językiem (odmianą C++). Różnią się
        wielkością, liczbą pinów i sposobem zasilania – a w modelu liczy się przede wszystkim to, gdzie płytkę da się
        schować.
      </p>
      <Figure figure={FIGURES.boardSizes} />
      <TableScroll label="Tabela: płytki Arduino">
        <table className={`${prose.table} ${prose.widestTable}`}>
          <caption>Płytki w porównaniu</caption>
          <thead>
            <tr>
              <th scope="col">Płytka</th>
              <th scope="col">Wymiary</th>
              <th scope="col">Piny</th>
              <th scope="col">Pamięć (flash / SRAM)</th>
              <th scope="col">Zasilanie</th>
              <th scope="col">W modelu</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">UNO</th>
              <td>68,6 × 53,4 mm</td>
              <td>14 cyfrowych (6 PWM), 6 analogowych</td>
              <td>32 KB / 2 KB</td>
              <td>USB-B 5 V albo gniazdo DC 5,5/2,1 mm, 7–12 V</td>
              <td>
                Najlepsza do nauki i prób na biurku: duże złącza, wszystko opisane. W modelu zmieści się tylko w
                obszernej podstawce.
              </td>
            </tr>
            <tr>
              <th scope="row">NANO</th>
              <td>45 × 18 mm</td>
              <td>14 cyfrowych (6 PWM), 8 analogowych</td>
              <td>32 KB / 2 KB</td>
              <td>Mini-USB 5 V (klasyczna wersja) albo pin VIN, 7–12 V</td>
              <td>
                Ten sam mikrokontroler co UNO (ATmega328P) na płytce, która mieści się w wieży latarni, pod dachem
                kościoła czy w płaskiej podstawce.
              </td>
            </tr>
            <tr>
              <th scope="row">MICRO</th>
              <td>48 × 18 mm</td>
              <td>20 cyfrowych (7 PWM), 12 analogowych</td>
              <td>32 KB / 2,5 KB</td>
              <td>micro USB 5 V albo pin VIN, 7–12 V</td>
              <td>
                Rozmiar NANO, ale więcej pinów PWM i wbudowane USB (ATmega32U4). Dobra, gdy model ma kilka niezależnie
                ściemnianych grup świateł.
              </td>
            </tr>
            <tr>
              <th scope="row">MEGA 2560</th>
              <td>101,5 × 53,3 mm</td>
              <td>54 cyfrowe (15 PWM), 16 analogowych</td>
              <td>256 KB / 8 KB</td>
              <td>jak UNO</td>
              <td>
                Duże dioramy z dziesiątkami osobno sterowanych świateł, na przykład każde okno zamku zapalane
                oddzielnie. Miejsce tylko w podstawie.
              </td>
            </tr>
            <tr>
              <th scope="row">ATtiny85</th>
              <td>9,3 × 6,4 mm (układ DIP-8)</td>
              <td>5 użytecznych (3 PWM)</td>
              <td>8 KB / 512 B</td>
              <td>2,7–5,5 V, np. trzy baterie AA</td>
              <td>
                Sam mikrokontroler, bez płytki i USB: program wgrywa się programatorem ISP. Jeden efekt w małym modelu –
                błysk latarni, migotanie ogniska – za ułamek ceny i miejsca.
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroll>

      <h2 id="podlaczenie">Podłączenie diod</h2>
      <p>
        Pin UNO i NANO bezpiecznie daje około 20 mA (40 mA to granica, której nie należy dotykać), a wszystkie piny
        razem – najwyżej ok. 200 mA. To w sam raz na jedną diodę z rezystorem na pin. Rezystor liczy się tak jak w
        artykule <Link to="/Oswietlenie#dobor-rezystora">Oświetlenie modeli</Link>, dla napięcia 5 V: czerwona dioda
        przy 15 mA potrzebuje (5 V − 2,0 V) / 0,015 A = 200 Ω, czyli 220 Ω z szeregu E12.
      </p>
      <Figure figure={FIGURES.wiring} />
      <p>
        Więcej diod albo odcinek taśmy LED podłącza się przez tranzystor, na przykład MOSFET sterowany napięciem
        logicznym (IRLZ44N): pin Arduino steruje wtedy tylko bramką tranzystora, a prąd diod płynie prosto z zasilacza.
        Masa (GND) zasilacza i Arduino musi być wspólna.
      </p>

      <h2 id="pierwszy-program">Pierwszy program: płomień i oddech</h2>
      <p>
        Arduino nie ma prawdziwego wyjścia analogowego. Funkcja <code>analogWrite(pin, 0–255)</code> włącza i wyłącza
        pin kilkaset razy na sekundę (na pinach 9 i 10 ok. 490 razy), zmieniając proporcję czasu świecenia do przerwy.
        Oko widzi to jako płynną zmianę jasności. Ta technika to PWM i działa tylko na pinach oznaczonych tyldą (~) – w
        UNO i NANO są to piny 3, 5, 6, 9, 10 i 11.
      </p>
      <CodeBlock label="Program: płomień i oddech" code={FIRST_SKETCH} />
      <p>
        Program nie używa <code>delay()</code>. Zamiast czekać, w każdym obiegu pętli sprawdza funkcją{" "}
        <code>millis()</code>, ile czasu minęło od ostatniej zmiany – dzięki temu oba efekty działają niezależnie i
        łatwo dopisać kolejne, na przykład trzecią diodę z inną częstotliwością migotania. Zakres losowania jasności
        płomienia (90–255) zostawia diodę zawsze trochę zapaloną; węższy zakres daje spokojniejszy płomień świecy,
        szerszy – niespokojne ognisko.
      </p>

      <h2 id="wgrywanie">Wgrywanie programu</h2>
      <ol>
        <li>
          Pobierz i zainstaluj darmowe Arduino IDE:{" "}
          <ExternalLink href={ARDUINO_IDE_URL}>strona pobierania Arduino IDE</ExternalLink>.
        </li>
        <li>
          Podłącz płytkę kablem USB. Kabel musi przesyłać dane – niektóre kable od ładowarek mają tylko przewody
          zasilające i komputer płytki nie zobaczy.
        </li>
        <li>
          W menu Narzędzia → Płytka wybierz swoją płytkę (np. Arduino Nano), a w Narzędzia → Port – port, który pojawił
          się po podłączeniu.
        </li>
        <li>
          Wklej program i kliknij Wgraj (przycisk ze strzałką). Po kilku sekundach dioda na pinie 9 zacznie migotać.
        </li>
      </ol>
      <div className={prose.note}>
        <p>
          <span className={prose.noteTitle}>Tanie klony NANO.</span> Często mają starszy program rozruchowy: jeśli
          wgrywanie kończy się błędem, wybierz w Narzędzia → Procesor opcję „ATmega328P (Old Bootloader)”. Klony z
          układem USB CH340 mogą też wymagać doinstalowania sterownika.
        </p>
      </div>

      <h2 id="attiny85">ATtiny85 w małym modelu</h2>
      <p>
        Gdy model ma pokazywać jeden efekt, całe Arduino jest zbędne. Wystarczy ośmionóżkowy ATtiny85: ma 8 KB pamięci
        na program, 512 bajtów SRAM i pięć użytecznych pinów, z których trzy (PB0, PB1 i PB4) obsługują PWM. Działa przy
        napięciu od 2,7 do 5,5 V, więc zasilą go trzy baterie AA albo ładowarka USB, a w podstawce zajmie mniej miejsca
        niż wyłącznik.
      </p>
      <p>
        ATtiny85 nie ma złącza USB ani programu rozruchowego, więc kabel USB nie wystarczy: program wgrywa się przez
        interfejs ISP (piny MOSI, MISO, SCK i RESET) za pomocą programatora ISP. Może to być gotowy programator, np.
        USBasp, albo zwykłe Arduino UNO z wgranym przykładem ArduinoISP, połączone z układem czterema przewodami
        sygnałowymi i zasilaniem. W Arduino IDE trzeba doinstalować pakiet płytek ATTinyCore, wybrać programator
        („Arduino as ISP” albo „USBasp”) i wgrać program poleceniem z menu Szkic, które wgrywa go przez programator (w
        angielskiej wersji „Upload Using Programmer”). Program z tego artykułu zadziała po zmianie pinów na 0 i 1 (PB0 i
        PB1) oraz wejścia do losowania na A1, bo A0 to na tym układzie pin resetu.
      </p>
      <p>
        Skąd brać prąd dla diod i jak je dobrać, opisuje artykuł <Link to="/Oswietlenie">Oświetlenie modeli</Link>.
      </p>
    </ArticleLayout>
  );
}
