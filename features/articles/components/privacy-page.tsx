import { Fragment } from "react";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import {
  basisArticle,
  BROWSER_KEYS,
  COUNTERS,
  LEGAL_BASES,
  RETENTION,
  RETENTION_NOTES,
  RULES,
} from "#features/privacy/index.ts";
import { ArticleLayout } from "./article-layout.tsx";
import * as styles from "./privacy-page.css.ts";
import * as prose from "./prose.css.ts";

export interface PrivacyPageProps {
  siteName: string;
  author: string;
  email: string;
  mailboxProvider?: string | undefined;
}

const COLUMNS = { data: "Co dokładnie", purpose: "Po co", kept: "Jak długo" } as const;

const HOUR = 60 * 60_000;

function RetentionTable() {
  return (
    <div className={prose.tableScroll}>
      <table className={`${prose.table} ${styles.retention}`}>
        <caption>Dane, które przechowuję</caption>
        <thead>
          <tr>
            <th scope="col">Dane</th>
            <th scope="col">{COLUMNS.data}</th>
            <th scope="col">{COLUMNS.purpose}</th>
            <th scope="col">{COLUMNS.kept}</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION.map((row) => (
            <tr key={row.id} id={row.id}>
              <th scope="row">{row.name}</th>
              <td data-label={COLUMNS.data}>{row.data}</td>
              <td data-label={COLUMNS.purpose}>
                {row.purpose}
                {row.basis ? <span className={styles.basis}> ({basisArticle(row.basis)})</span> : null}
              </td>
              <td data-label={COLUMNS.kept}>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A Polish list: each item ends with a semicolon, the last with a full stop.
const ending = (index: number, length: number) => (index === length - 1 ? "." : ";");

function Counters() {
  const groups = Object.values(COUNTERS);
  return (
    <ul>
      {groups.map((group, groupIndex) => (
        <li key={group.title}>
          pod skrótem {group.title}:
          <ul>
            {group.counters.map((counter, index) => (
              <li key={counter.what}>
                {counter.what} – okno: {counter.window}
                {groupIndex === groups.length - 1 ? ending(index, group.counters.length) : ";"}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const COOKIES = RETENTION.flatMap((row) => (row.cookie ? [row.cookie] : []));

/** The lifetimes come from the retention table (`features/privacy`); the prose around it follows decision 029. */
export function PrivacyPage({ siteName, author, email, mailboxProvider }: PrivacyPageProps) {
  return (
    <ArticleLayout
      title="Prywatność"
      lead={
        <>
          Na stronie {siteName} zbieram tylko to, czego potrzebują konta i komentarze. Nie ma tu reklam, narzędzi
          statystycznych ani ciasteczek śledzących.
        </>
      }
    >
      <h2 id="administrator">Kto odpowiada za Twoje dane</h2>
      <p>
        Administratorem Twoich danych osobowych jestem ja, {author}, autor strony {siteName}. W każdej sprawie
        dotyczącej Twoich danych napisz do mnie na adres <a href={`mailto:${email}`}>{email}</a>. Inspektora ochrony
        danych nie wyznaczyłem.
      </p>

      <h2 id="co-przechowuje">Co przechowuję i po co</h2>
      <RetentionTable />
      <p>Podstawy prawne z tabeli:</p>
      <ul>
        <li>{LEGAL_BASES.b};</li>
        <li>{LEGAL_BASES.f}.</li>
      </ul>
      <p>
        Danych w Twojej przeglądarce nie przetwarzam, bo do mnie nie trafiają. Podanie danych jest dobrowolne, ale bez
        loginu, adresu e-mail i hasła nie założysz konta, a bez nazwy gościa nie dodasz komentarza jako gość.
      </p>
      <p>
        Komentarze, liczniki prób i blokady odnoszą się do grupy adresów, z której przyszło żądanie. Nie zapisuję w nich
        adresu IP, tylko jego skrót z tajnym kluczem, liczony dla grupy adresów (cały adres IPv4 albo sieć /64 w IPv6, a
        przy części limitów i blokad także /48).
      </p>

      <h3 id="liczniki-prob">Liczniki prób</h3>
      <p>
        Każdy licznik to liczba prób w swoim oknie czasowym i czas ostatniej z nich. Zapisuję go pod skrótem z tajnym
        kluczem, z którego nie da się odczytać adresu, loginu ani numeru konta. Liczę:
      </p>
      <Counters />
      <p>
        Licznik znika, gdy minie jego okno; poprawne logowanie zwalnia swoje miejsce w licznikach nieudanych prób, a
        ustawienie nowego hasła z e-maila zeruje liczniki nieudanych logowań na login.
      </p>

      <h3 id="ciasteczka">Ciasteczka i pamięć przeglądarki</h3>
      <p>
        Strona ustawia tylko ciasteczka z tabeli:{" "}
        {COOKIES.map((cookie, index) => (
          <Fragment key={cookie}>
            {index > 0 ? ", " : null}
            <code>{cookie}</code>
          </Fragment>
        ))}
        . Są niezbędne do logowania, komentarzy i ochrony przed nadużyciami, dlatego nie pytam o zgodę na nie. W pamięci
        przeglądarki (localStorage) zapisuje tylko te klucze:
      </p>
      <ul>
        {Object.entries(BROWSER_KEYS).map(([key, what], index, keys) => (
          <li key={key}>
            <code>{key}</code> – {what}
            {ending(index, keys.length)}
          </li>
        ))}
      </ul>

      <h3 id="automatyczne-sprawdzenia">Automatyczne sprawdzenia</h3>
      <p>Część rozstrzygnięć serwer podejmuje sam, według stałych reguł:</p>
      <ul>
        <li>
          wstrzymuje do mojego przejrzenia komentarz gościa albo konta młodszego niż{" "}
          {countNoun(RULES.youngAccount / HOUR, NOUNS.hour)}, gdy ma więcej linków niż {RULES.guestLinks} albo powtarza
          tekst wysłany z tej samej grupy adresów w ciągu godziny; gdy włączę zatwierdzanie pierwszych komentarzy,
          wstrzymuje też komentarz gościa z grupy adresów, z której nie ma jeszcze żadnego opublikowanego komentarza
          gościa;
        </li>
        <li>
          odrzuca takie komentarze ponad dzienny limit strony, który ustawiam; jedna grupa adresów może zostawić
          najwyżej 1/{RULES.capShare} tego limitu;
        </li>
        <li>
          odrzuca formularz komentarza wysłany zaraz po otwarciu strony albo z wypełnionym ukrytym polem, które
          wypełniają tylko programy;
        </li>
        <li>
          odrzuca próby ponad limity liczników z listy wyżej, podając, kiedy można spróbować ponownie, a przy wielu
          nieudanych logowaniach na jeden login opóźnia kolejne próby z przeglądarek bez ciasteczka urządzenia tego
          konta;
        </li>
        <li>stosuje blokady, które nakładam ja.</li>
      </ul>
      <p>
        Wstrzymany komentarz publikuję albo usuwam sam. Żadna z tych reguł nie wywołuje wobec nikogo skutków prawnych
        ani podobnie istotnych, więc nie są to decyzje, o których mówi art. 22 RODO. Jeśli reguła zadziałała
        niesłusznie, napisz do mnie.
      </p>

      <h2 id="jak-dlugo">Jak długo</h2>
      <ul>
        {RETENTION_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <h2 id="odbiorcy">Kto jeszcze otrzymuje dane</h2>
      <ul>
        <li>
          <strong>Cloudflare</strong> (Cloudflare, Inc., USA): na jego serwerach działa strona, baza danych, dzienniki
          serwera i wysyłka e-maili. Przetwarza dane tylko w moim imieniu, na podstawie umowy powierzenia. Dane mogą
          przy tym trafiać do USA: Cloudflare uczestniczy w programie EU-U.S. Data Privacy Framework, objętym decyzją
          Komisji Europejskiej o odpowiednim stopniu ochrony, a jego umowa zawiera też standardowe klauzule umowne
          zatwierdzone przez Komisję.
        </li>
        <li>
          <strong>{mailboxProvider ?? "Dostawca mojej skrzynki pocztowej"}</strong>
          {mailboxProvider ? ", dostawca mojej skrzynki pocztowej" : ""}: zestawienia komentarzy i e-maile, które
          wysyłasz na mój adres, trafiają do skrzynki prowadzonej dla mnie przez dostawcę poczty e-mail, który
          przechowuje je w moim imieniu.{" "}
          {mailboxProvider
            ? "Na Twoją prośbę podam, gdzie przechowuje dane."
            : "Na Twoją prośbę podam jego nazwę i to, gdzie przechowuje dane."}
        </li>
        <li>
          <strong>YouTube (Google LLC, USA)</strong>: gdy otworzysz w galerii grupę z filmem, Twoja przeglądarka pobiera
          miniaturę filmu z serwera YouTube, a gdy naciśniesz odtwarzanie – odtwarzacz z youtube-nocookie.com. Google
          poznaje przy tym Twój adres IP i dane o przeglądarce. Google także uczestniczy w ramach ochrony danych UE–USA,
          objętych decyzją Komisji Europejskiej o odpowiednim stopniu ochrony.
        </li>
        <li>
          <strong>OpenStreetMap (Fundacja OpenStreetMap, Wielka Brytania)</strong>: dopiero po naciśnięciu „Kliknij by
          aktywować” Twoja przeglądarka pobiera fragmenty mapy z serwerów Fundacji, która poznaje przy tym Twój adres IP
          i dane o przeglądarce. Wielka Brytania jest objęta decyzją Komisji Europejskiej o odpowiednim stopniu ochrony.
        </li>
      </ul>
      <p>
        Co YouTube i OpenStreetMap robią z tymi danymi, opisują ich własne zasady prywatności. Publiczne są treść
        komentarzy, nazwy ich autorów (loginy i nazwy gości) i loginy osób, które polubiły komentarz: widzi je każdy,
        kto otworzy stronę. Poza tym danych nie sprzedaję ani nikomu nie udostępniam.
      </p>

      <h2 id="prawa">Twoje prawa</h2>
      <p>
        Masz prawo dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO), ich sprostowania (art. 16), usunięcia
        (art. 17), ograniczenia przetwarzania (art. 18) i przeniesienia (art. 20) oraz prawo sprzeciwu wobec
        przetwarzania opartego na moim prawnie uzasadnionym interesie (art. 21). O sprostowaniu, usunięciu albo
        ograniczeniu powiadomię tych, którym dane powierzyłem (art. 19). Część z tych praw wykonasz samodzielnie w
        panelu Konto; w pozostałych sprawach napisz na adres podany wyżej – odpowiem w ciągu miesiąca.
      </p>
      <p>
        Jeśli uważasz, że przetwarzam Twoje dane niezgodnie z prawem, możesz złożyć skargę do Prezesa Urzędu Ochrony
        Danych Osobowych (ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl).
      </p>

      <h2 id="twoje-dane">Jak pobrać lub usunąć swoje dane</h2>
      <p>
        Po zalogowaniu otwórz panel <strong>Konto</strong> (ikona w nagłówku) i wybierz:
      </p>
      <ul>
        <li>
          <strong>Pobierz moje dane</strong> – plik JSON z danymi konta, Twoimi komentarzami (z liczbą polubień) i listą
          polubionych komentarzy;
        </li>
        <li>
          <strong>Usuń konto</strong> – po podaniu hasła od razu usuwam konto, wszystkie jego sesje, zapis unieważnień
          ciasteczek urządzenia, Twoje komentarze wraz z ich polubieniami, Twoje polubienia i kopie Twoich komentarzy w
          kolejce powiadomień, w tej przeglądarce kasuję ciasteczka sesji i urządzenia, a w dzienniku moderacji i
          blokadach zastępuję Twój login pseudonimem z numerem konta. Komentarze nie zostają pod nazwą „konto usunięte”:
          znikają razem z kontem, więc jeśli chcesz je zachować, najpierw pobierz swoje dane. Zestawienia komentarzy,
          które już trafiły do mojej skrzynki, usuwam z niej w terminie z tabeli;
        </li>
        <li>
          <strong>Zmień hasło</strong> albo <strong>Wyloguj ze wszystkich urządzeń</strong> – gdy podejrzewasz, że ktoś
          inny zna Twoje hasło lub używa Twojej sesji. Samo <strong>Wyloguj</strong> kończy sesję i kasuje ciasteczko
          urządzenia w tej przeglądarce.
        </li>
      </ul>
      <p>
        Gdy zapomnisz hasła, wybierz <strong>Nie pamiętam hasła</strong> w oknie logowania: wyślę na adres e-mail konta
        link do ustawienia nowego hasła. Nowe hasło kończy wszystkie sesje konta.
      </p>
      <p className={prose.note}>
        Swój komentarz możesz poprawić, ale usunąć pojedynczy komentarz – swój albo dodany jako gość – mogę tylko ja:
        napisz do mnie e-mailem, o który chodzi (najlepiej z jego linkiem). Tak samo napisz w każdej innej sprawie
        dotyczącej Twoich danych.
      </p>
    </ArticleLayout>
  );
}
