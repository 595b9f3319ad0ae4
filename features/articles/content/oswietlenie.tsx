import { Link } from "react-router";
import { Figure } from "../components/article-figure.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import { ExternalLink, TableScroll } from "../components/prose.tsx";
import * as prose from "../components/prose.css.ts";
import dcPlugs from "../figures/dc-plugs.svg";
import dimmerSchematic from "../figures/dimmer-schematic.svg";
import ledCircuit from "../figures/led-circuit.svg";
import ledTypes from "../figures/led-types.svg";
import resistorBands from "../figures/resistor-bands.svg";
import { ARDUINO_IDE_URL, type ArticleContentProps, type ArticleFigure, type TocEntry } from "../model.ts";

const FIGURES = {
  ledTypes: {
    src: ledTypes,
    title: "Diody 3 mm, 5 mm, SMD 3528, SMD 2835 i SMD 0805 w jednej skali",
    alt: "Pięć diod LED narysowanych w tej samej skali: przewlekane 3 mm i 5 mm z nóżkami, płaskie SMD 3528 i 2835 o wymiarach 3,5 na 2,8 mm oraz maleńka SMD 0805 na cienkich przewodach. Przy diodzie 5 mm zaznaczono dłuższą nóżkę anody i ścięty kołnierz od strony katody.",
    width: 800,
    height: 420,
  },
  ledCircuit: {
    src: ledCircuit,
    title: "Dioda z rezystorem szeregowym: bateria 9 V, rezystor 330 Ω i dioda 2,4 V",
    alt: "Schemat obwodu: bateria 9 V, rezystor R i dioda LED połączone w jednej pętli. Przez cały obwód płynie prąd 20 mA; na diodzie jest 2,4 V, na rezystorze 6,6 V, więc R = 6,6 V / 0,02 A = 330 Ω.",
    width: 800,
    height: 400,
  },
  resistorBands: {
    src: resistorBands,
    title: "Paski rezystorów 330 Ω, 150 Ω i 390 Ω",
    alt: "Trzy rezystory z czterema paskami. 330 Ω: pomarańczowy, pomarańczowy, brązowy, złoty. 150 Ω: brązowy, zielony, brązowy, złoty. 390 Ω: pomarańczowy, biały, brązowy, złoty.",
    width: 800,
    height: 450,
  },
  dcPlugs: {
    src: dcPlugs,
    title: "Wtyki DC 5,5/2,1 i 5,5/2,5 od czoła oraz symbol plusa na środku",
    alt: "Dwa wtyki zasilające widziane od czoła: oba mają średnicę zewnętrzną 5,5 mm, otwór na bolec ma 2,1 mm w pierwszym i 2,5 mm w drugim. Obok symbol biegunowości, w którym środek wtyku jest plusem.",
    width: 800,
    height: 440,
  },
  dimmerSchematic: {
    src: dimmerSchematic,
    title: "Ściemniacz z tranzystorem BC547 i potencjometrem 10 kΩ",
    alt: "Schemat: dwie gałęzie, każda z rezystora 330 Ω i diody LED, prowadzą od plusa baterii 9 V do kolektora tranzystora NPN BC547, którego emiter łączy się z minusem. Potencjometr 10 kΩ jest włączony między plus i minus, a jego suwak przez rezystor 10 kΩ steruje bazą tranzystora.",
    width: 800,
    height: 500,
  },
} satisfies Record<string, ArticleFigure>;

// Physical band colours (IEC 60062:2016): content, not theme, so they stay the same in both schemes. The one copy of
// this table: the resistor calculator computes values, not colours (docs/decisions/016).
const BAND_COLOURS: readonly {
  name: string;
  /** No sample for the missing band, which is a tolerance too. */
  sample?: string;
  digit?: string;
  multiplier?: string;
  tolerance?: string;
}[] = [
  { name: "różowy", sample: "#f4a6c0", multiplier: "× 0,001" },
  { name: "srebrny", sample: "#b8b8b8", multiplier: "× 0,01", tolerance: "± 10 %" },
  { name: "złoty", sample: "#c9a227", multiplier: "× 0,1", tolerance: "± 5 %" },
  { name: "czarny", sample: "#1a1a1a", digit: "0", multiplier: "× 1" },
  { name: "brązowy", sample: "#7b4a22", digit: "1", multiplier: "× 10", tolerance: "± 1 %" },
  { name: "czerwony", sample: "#c62828", digit: "2", multiplier: "× 100", tolerance: "± 2 %" },
  { name: "pomarańczowy", sample: "#ef7d00", digit: "3", multiplier: "× 1 k", tolerance: "± 0,05 %" },
  { name: "żółty", sample: "#f4d03f", digit: "4", multiplier: "× 10 k", tolerance: "± 0,02 %" },
  { name: "zielony", sample: "#2e8b57", digit: "5", multiplier: "× 100 k", tolerance: "± 0,5 %" },
  { name: "niebieski", sample: "#1f5fbf", digit: "6", multiplier: "× 1 M", tolerance: "± 0,25 %" },
  { name: "fioletowy", sample: "#7d3c98", digit: "7", multiplier: "× 10 M", tolerance: "± 0,1 %" },
  { name: "szary", sample: "#8a8a8a", digit: "8", multiplier: "× 100 M", tolerance: "± 0,01 %" },
  { name: "biały", sample: "#ffffff", digit: "9", multiplier: "× 1 G" },
  { name: "brak paska", tolerance: "± 20 %" },
];

export function LightingArticle({ article, calculator }: ArticleContentProps) {
  const toc: TocEntry[] = [
    { id: "rodzaje-diod", label: "Rodzaje diod LED" },
    { id: "dobor-rezystora", label: "Dobór rezystora" },
    { id: "kod-paskowy", label: "Kod paskowy rezystorów" },
    { id: "zasilanie", label: "Zasilanie" },
    { id: "regulacja-jasnosci", label: "Regulacja jasności" },
    ...(calculator ? [{ id: "kalkulator", label: "Kalkulator rezystora" }] : []),
    { id: "arduino", label: "Sterowanie z Arduino" },
  ];
  return (
    <ArticleLayout
      title={article.title}
      toc={toc}
      figures={Object.values(FIGURES)}
      lead="Światło ożywia model z kartonu: zapalone okna ratusza, latarnia morska błyskająca jak nad prawdziwym morzem, lampy przy bramie zamku. Poniżej zebrano podstawy oświetlania modeli diodami LED – od wyboru diody, przez dobór rezystora i zasilanie, po regulację jasności."
    >
      <h2 id="rodzaje-diod">Rodzaje diod LED</h2>
      <p>
        Do modeli kartonowych najlepiej nadają się diody LED. Są małe, przy prądzie kilku miliamperów prawie się nie
        nagrzewają – a to przy papierze i kleju ma znaczenie – i świecą latami. Miniaturowe żarówki też dają światło,
        ale grzeją się znacznie bardziej i szybciej się przepalają, więc w kartonie wymagają odstępu od ścian. Wybór
        diody zależy od skali modelu i od tego, co ma świecić: jedna lampa przy wejściu, rząd okien czy laterna latarni
        morskiej.
      </p>
      <Figure figure={FIGURES.ledTypes} />
      <TableScroll label="Tabela: rodzaje diod LED">
        <table className={`${prose.table} ${prose.wideTable}`}>
          <caption>Rodzaje diod i ich miejsce w modelu</caption>
          <thead>
            <tr>
              <th scope="col">Dioda</th>
              <th scope="col">Wymiary</th>
              <th scope="col">Do czego w modelu</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">3 mm (przewlekana)</th>
              <td>Ø 3 mm, wys. ok. 5 mm</td>
              <td>
                Latarnie uliczne, lampy nad wejściem, wnętrza mniejszych budynków w skali 1:100–1:150. Łatwo ją wkleić w
                otwór wykonany dziurkaczem lub wiertłem.
              </td>
            </tr>
            <tr>
              <th scope="row">5 mm (przewlekana)</th>
              <td>Ø 5 mm, wys. ok. 8,6 mm</td>
              <td>
                Tania i łatwo dostępna, w wielu odmianach jasności i kąta świecenia. Oświetlenie dużych wnętrz – nawy
                kościoła, sali ratusza – i światło w laternie latarni morskiej. Przetarta drobnym papierem ściernym daje
                miękkie, rozproszone światło.
              </td>
            </tr>
            <tr>
              <th scope="row">SMD 3528</th>
              <td>3,5 × 2,8 mm</td>
              <td>
                Płaska, świeci szeroko (ok. 120°). Najczęściej spotyka się ją na taśmach LED 12 V: odcinek z trzema
                diodami i wlutowanym rezystorem oświetli równo całe piętro budynku.
              </td>
            </tr>
            <tr>
              <th scope="row">SMD 2835</th>
              <td>2,8 × 3,5 mm</td>
              <td>
                Ten sam rozmiar co 3528, ale wydajniejsza i w mocniejszych odmianach (0,2–1 W). Na duże wnętrza i
                podświetlenie podstawki; mocniejszych wersji nie przyklejaj wprost do kartonu – przy pełnym prądzie
                wyraźnie się grzeją.
              </td>
            </tr>
            <tr>
              <th scope="row">SMD 0805</th>
              <td>2,0 × 1,25 mm</td>
              <td>
                Maleńka: okna w małych skalach, światła pozycyjne samolotów, lampki na wieżach. Najwygodniej kupić ją z
                przylutowanymi cienkimi przewodami w emalii, bo lutowanie tak drobnych elementów wymaga wprawy.
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p>
        Kolor świecenia decyduje o napięciu przewodzenia, czyli o tym, ile woltów „zabiera” dioda, gdy świeci. Dokładną
        wartość podaje karta katalogowa jako U<sub>F</sub> (ang. <i lang="en">forward voltage</i>), zwykle dla prądu
        20 mA; orientacyjnie:
      </p>
      <ul>
        <li>czerwona – 1,8–2,2 V,</li>
        <li>pomarańczowa i żółta – 2,0–2,4 V,</li>
        <li>zielona – od 2,0 V (starsze, żółtozielone) do 3,3 V (czysta zieleń),</li>
        <li>niebieska, biała i ciepła biała – 2,8–3,4 V.</li>
      </ul>
      <p>
        Do okien starych budynków najlepiej pasuje ciepła biel (2700–3000 K) albo żółta dioda: zimna biel wygląda w nich
        jak świetlówka w biurze.
      </p>
      <div className={prose.note}>
        <p>
          <span className={prose.noteTitle}>Biegunowość.</span> Dioda świeci tylko podłączona we właściwą stronę.
          Dłuższa nóżka to anoda (+), krótsza – katoda (−); od strony katody kołnierz obudowy jest ścięty. W diodach SMD
          katodę oznacza ścięty róg, kreska albo zielony znacznik. Odwrotnie podłączona dioda po prostu nie świeci, ale
          większość diod znosi w kierunku zaporowym najwyżej ok. 5 V, więc lepiej nie testować jej wprost na baterii
          9 V.
        </p>
      </div>

      <h2 id="dobor-rezystora">Dobór rezystora</h2>
      <p>
        Dioda LED sama nie ogranicza prądu. Gdy napięcie przekroczy jej napięcie przewodzenia, prąd rośnie gwałtownie i
        dioda po chwili się przepala. Dlatego każdą diodę – albo łańcuch diod połączonych szeregowo – zasila się przez
        rezystor szeregowy, który przejmuje nadmiar napięcia i ustala prąd.
      </p>
      <Figure figure={FIGURES.ledCircuit} />
      <p className={prose.formula}>R = (U zasilania − U przewodzenia) / I</p>
      <ul>
        <li>
          <strong>U zasilania</strong> – napięcie baterii lub zasilacza, w woltach;
        </li>
        <li>
          <strong>U przewodzenia</strong> – napięcie przewodzenia diody z karty katalogowej lub z listy powyżej;
        </li>
        <li>
          <strong>I</strong> – prąd diody w amperach: 20 mA to 0,02 A, 10 mA to 0,01 A.
        </li>
      </ul>

      <h3>Przykład 1: bateria 9 V – 330 Ω</h3>
      <p>Dla żółtej diody o napięciu przewodzenia 2,4 V i prądu 20 mA:</p>
      <p className={prose.formula}>R = (9 V − 2,4 V) / 0,02 A = 6,6 V / 0,02 A = 330 Ω</p>
      <p>
        330 Ω to wartość z szeregu E12, więc taki rezystor jest w każdym sklepie elektronicznym. Rezystor zamienia w
        ciepło moc P = 6,6 V × 0,02 A = 0,132 W, więc zwykły rezystor 0,25 W wystarczy z zapasem.
      </p>

      <h3>Przykład 2: zasilacz 5 V – 150 Ω</h3>
      <p>Dla czerwonej diody o napięciu przewodzenia 2,0 V i prądu 20 mA, zasilanej z ładowarki USB:</p>
      <p className={prose.formula}>R = (5 V − 2,0 V) / 0,02 A = 3 V / 0,02 A = 150 Ω</p>

      <h3>Gdy wynik wypada między wartościami</h3>
      <p>
        Ta sama czerwona dioda na baterii 9 V potrzebuje (9 V − 2 V) / 0,02 A = 350 Ω. Takiego rezystora nie ma w
        szeregu E12 (…, 270, 330, 390, 470, … Ω), więc wybiera się najbliższy <em>większy</em>: 390 Ω. Prąd spadnie do
        ok. 18 mA – różnicy w jasności nie widać, a dioda pracuje chłodniej. Mniejszego rezystora, 330 Ω, lepiej nie
        brać: prąd przekroczyłby założone 20 mA.
      </p>

      <h3>Kilka diod</h3>
      <ul>
        <li>
          <strong>Szeregowo</strong> – jeden rezystor na cały łańcuch, a od napięcia zasilania odejmuje się sumę napięć
          przewodzenia: trzy czerwone diody na 9 V to (9 V − 3 × 2,0 V) / 0,02 A = 150 Ω. Suma napięć diod musi być
          wyraźnie niższa od zasilania; zostaw co najmniej 1–2 V zapasu.
        </li>
        <li>
          <strong>Równolegle</strong> – każda dioda (lub każdy łańcuch) dostaje własny rezystor. Kilka diod na jednym
          wspólnym rezystorze świeci nierówno: diody różnią się napięciem przewodzenia i ta o najniższym przejmuje
          najwięcej prądu.
        </li>
      </ul>
      <div className={prose.note}>
        <p>
          <span className={prose.noteTitle}>Nie trzeba 20 mA.</span> W modelach diody rzadko muszą świecić pełnym
          prądem. Okna budynku przy 5–10 mA wyglądają naturalniej, a bateria starcza na dłużej – wystarczy wstawić do
          wzoru mniejszy prąd.
        </p>
      </div>

      <h2 id="kod-paskowy">Kod paskowy rezystorów</h2>
      <p>
        Na małych rezystorach przewlekanych wartość nie jest wypisana cyframi, tylko zakodowana kolorowymi paskami. W
        najpopularniejszym kodzie czteropaskowym dwa pierwsze paski to cyfry, trzeci to mnożnik, a czwarty, odsunięty od
        pozostałych i zwykle złoty, to tolerancja. Rezystor czyta się od strony, przy której paski leżą bliżej końca.
      </p>
      <Figure figure={FIGURES.resistorBands} />
      <ul>
        <li>
          <strong>330 Ω</strong>: pomarańczowy (3), pomarańczowy (3), brązowy (× 10), złoty (± 5 %) – 33 × 10 = 330 Ω;
        </li>
        <li>
          <strong>150 Ω</strong>: brązowy (1), zielony (5), brązowy (× 10), złoty – 15 × 10 = 150 Ω;
        </li>
        <li>
          <strong>390 Ω</strong>: pomarańczowy (3), biały (9), brązowy (× 10), złoty – 39 × 10 = 390 Ω.
        </li>
      </ul>
      <TableScroll label="Tabela: kolory pasków rezystora">
        <table className={prose.table}>
          <caption>Kolory pasków</caption>
          <thead>
            <tr>
              <th scope="col">Kolor</th>
              <th scope="col">Cyfra</th>
              <th scope="col">Mnożnik</th>
              <th scope="col">Tolerancja</th>
            </tr>
          </thead>
          <tbody>
            {BAND_COLOURS.map((colour) => (
              <tr key={colour.name}>
                <th scope="row">
                  {colour.sample ? (
                    <span className={prose.swatch} style={{ backgroundColor: colour.sample }} aria-hidden="true" />
                  ) : null}
                  {colour.name}
                </th>
                <td>{colour.digit ?? "–"}</td>
                <td>{colour.multiplier ?? "–"}</td>
                <td>{colour.tolerance ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        Rezystory metalizowane o tolerancji 1 % mają pięć pasków: trzy cyfry, mnożnik i tolerancję. Rezystor 330 Ω ma
        wtedy paski pomarańczowy, pomarańczowy, czarny, czarny, brązowy (330 × 1, ± 1 %). Gdy kolory są trudne do
        rozróżnienia – brązowy z czerwonym albo pomarańczowy ze złotym – najpewniej zmierzyć rezystor multimetrem.
      </p>

      <h2 id="zasilanie">Zasilanie</h2>
      <h3>Bateria 9 V</h3>
      <p>
        Bateria 9 V (6LR61) z zatrzaskiem to najprostsze zasilanie: mieści się w podstawce i nie wymaga gniazdka.
        Alkaliczna „dziewiątka” ma pojemność ok. 500 mAh, więc jedna dioda przy 20 mA świeci około 25 godzin, a przy
        5 mA – ponad cztery doby. Na wieczór na wystawie wystarczy; do stałej ekspozycji lepszy jest zasilacz. Między
        baterią a obwodem warto wstawić mały wyłącznik, żeby bateria nie rozładowywała się w szafie.
      </p>
      <h3>Zasilacz z wtykiem DC 5,5 mm</h3>
      <p>
        Modelom, które świecą często, lepiej służy zasilacz wtyczkowy (stabilizowany, 5–12 V) z okrągłym wtykiem DC
        5,5 mm i gniazdem wklejonym w bok podstawki. Takie gniazdo ma też Arduino UNO.
      </p>
      <Figure figure={FIGURES.dcPlugs} />
      <p>
        Wtyki 5,5/2,1 i 5,5/2,5 wyglądają prawie tak samo: oba mają tuleję o średnicy zewnętrznej 5,5 mm, a różnią się
        otworem na bolec gniazda – 2,1 albo 2,5 mm. Wtyk 5,5/2,1 nie wejdzie na bolec 2,5 mm. Odwrotnie się da: wtyk
        5,5/2,5 wsunie się na bolec 2,1 mm, ale będzie trzymał luźno i przy poruszeniu modelu światło zacznie migotać.
        Wtyk i gniazdo kupuj więc w tej samej odmianie; 5,5/2,1 to standard zasilaczy do taśm LED i gniazda Arduino UNO.
      </p>
      <p>
        Sprawdź też biegunowość na tabliczce zasilacza – symbol z kropką w środku połączoną z plusem oznacza, że plus
        jest na środku wtyku. Napięcie zasilacza musi być tym, dla którego liczono rezystory: dioda z rezystorem
        dobranym do 5 V, podłączona do 12 V, dostanie ponad trzy razy większy prąd.
      </p>
      <h3>USB 5 V</h3>
      <p>
        Ładowarka do telefonu albo powerbank dają stabilne 5 V i wystarczą dla kilkudziesięciu diod przy 10 mA. Niektóre
        powerbanki same się wyłączają, gdy pobór prądu jest bardzo mały – kilka diod to dla nich „nic”. Przed wklejeniem
        gniazda sprawdź, czy twój powerbank tak nie robi.
      </p>

      <h2 id="regulacja-jasnosci">Regulacja jasności</h2>
      <h3>Potencjometr</h3>
      <p>
        Najprostsza regulacja to potencjometr połączony szeregowo z rezystorem diody i pracujący jako opornik nastawny:
        podłącza się suwak i jedno skrajne wyprowadzenie. Stały rezystor zostaje w obwodzie – przy potencjometrze
        skręconym do zera to on chroni diodę. Rezystor 330 Ω i potencjometr 4,7 kΩ na baterii 9 V pozwalają zmieniać
        prąd diody od 20 mA do ok. 1,3 mA.
      </p>
      <p>
        To dobre rozwiązanie dla jednej, dwóch diod. Przy większej liczbie diod przez potencjometr płynie prąd ich
        wszystkich, a do tego mały potencjometr nie jest przeznaczony.
      </p>
      <h3>Układ z tranzystorem</h3>
      <p>
        Gdy diod jest więcej, potencjometr steruje tylko tranzystorem, a tranzystor – prądem diod. Każda gałąź ma własny
        rezystor (R2, R3) i prowadzi od plusa zasilania do kolektora tranzystora NPN BC547; emiter łączy się z minusem.
        Potencjometr P1 10 kΩ leży między plusem a minusem, a napięcie z jego suwaka przez rezystor R1 10 kΩ trafia do
        bazy.
      </p>
      <Figure figure={FIGURES.dimmerSchematic} />
      <p>
        Suwak przy minusie zatyka tranzystor i diody gasną. Im bliżej plusa, tym większy prąd bazy, a tranzystor
        wzmacnia go kilkaset razy. W górnym położeniu prąd bazy (ok. 0,8 mA) z zapasem otwiera tranzystor i diody świecą
        tak jasno, jak pozwalają ich rezystory. Sam potencjometr pobiera stale ok. 0,9 mA (9 V / 10 kΩ), więc przy
        baterii przyda się wyłącznik.
      </p>
      <div className={prose.note}>
        <p>
          <span className={prose.noteTitle}>Ile diod na jeden BC547.</span> 100 mA z karty katalogowej BC547 to prąd
          graniczny kolektora, a nie prąd do stałej pracy. Z bezpiecznym zapasem łączny prąd diod powinien zostać
          poniżej ok. 60 mA: trzy gałęzie po 20 mA albo sześć po 10 mA. Pięć gałęzi po 20 mA to już pełne 100 mA – przy
          tylu diodach lepiej wstawić tranzystor średniej mocy BD139 (prąd kolektora do 1,5 A; wzmacnia słabiej, więc
          rezystor bazy R1 warto zmniejszyć do ok. 2,2 kΩ) albo tranzystor MOSFET z kanałem N sterowany napięciem
          logicznym, np. IRLZ44N.
        </p>
      </div>
      <p>
        Przy większych prądach tranzystor w pośrednich położeniach suwaka zaczyna się grzać. Wtedy lepiej sterować
        jasnością sygnałem PWM z mikrokontrolera – o tym w ostatnim rozdziale.
      </p>

      {/* The calculator's block carries the id `kalkulator` the contents link to. */}
      {calculator}
      {calculator ? (
        <p>
          Kalkulator liczy według wzoru z rozdziału o doborze rezystora i obcina wynik do pełnych omów. Obok podaje
          najbliższy rezystor z szeregu E12, nie mniejszy od wyniku, i moc, jaką rezystor zamieni w ciepło.
        </p>
      ) : null}

      <h2 id="arduino">Sterowanie z Arduino</h2>
      <p>
        Zamiast potencjometru jasnością może sterować mikrokontroler. Arduino zmienia jasność diod sygnałem PWM,
        odtwarza charakterystykę świecenia latarni morskiej, zapala po kolei okna albo udaje płomień w kominku. Jak
        zacząć i którą płytkę wybrać, opisuje artykuł <Link to="/Arduino">Arduino w modelach</Link>.
      </p>
      <p>
        Programy dla Arduino pisze się w darmowym środowisku Arduino IDE:{" "}
        <ExternalLink href={ARDUINO_IDE_URL}>pobierz Arduino IDE</ExternalLink>.
      </p>
    </ArticleLayout>
  );
}
