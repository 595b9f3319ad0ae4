import { basisArticle, LEGAL_BASES, RETENTION, RETENTION_NOTES } from "#features/privacy/index.ts";
import { ArticleLayout } from "./article-layout.tsx";
import * as styles from "./privacy-page.css.ts";
import * as prose from "./prose.css.ts";

export interface PrivacyPageProps {
  siteName: string;
  author: string;
  email: string;
}

const COLUMNS = { data: "Co dokładnie", purpose: "Po co", kept: "Jak długo" } as const;

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

/** The lifetimes come from the retention table (`features/privacy`); the prose around it follows decision 029. */
export function PrivacyPage({ siteName, author, email }: PrivacyPageProps) {
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
      <p>
        Ciasteczka z tabeli są niezbędne do logowania, komentarzy i ochrony przed nadużyciami, dlatego nie pytam o zgodę
        na nie. Filtr spamu może sam wstrzymać komentarz do mojego przejrzenia; o jego publikacji albo usunięciu
        decyduję ja, więc nie podejmuję wobec nikogo decyzji wyłącznie zautomatyzowanych.
      </p>

      <h2 id="jak-dlugo">Jak długo</h2>
      <ul>
        {RETENTION_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <h2 id="odbiorcy">Komu powierzam dane</h2>
      <ul>
        <li>
          <strong>Cloudflare</strong> (Cloudflare, Inc., USA): na jego serwerach działa strona, baza danych, dzienniki
          serwera i wysyłka e-maili. Przetwarza dane tylko w moim imieniu, na podstawie umowy powierzenia. Dane mogą
          przy tym trafiać do USA: Cloudflare uczestniczy w programie EU-U.S. Data Privacy Framework, objętym decyzją
          Komisji Europejskiej o odpowiednim stopniu ochrony, a jego umowa zawiera też standardowe klauzule umowne
          zatwierdzone przez Komisję.
        </li>
        <li>
          <strong>YouTube i OpenStreetMap</strong>: filmy i mapy pochodzą z ich serwerów, więc Twoja przeglądarka łączy
          się z nimi i podaje im Twój adres IP. Miniaturę filmu pobiera z serwera YouTube (Google, USA) już wtedy, gdy
          otworzysz w galerii grupę z filmem, a odtwarzacz z youtube-nocookie.com – gdy go uruchomisz. Fragmenty mapy
          pobiera z serwerów Fundacji OpenStreetMap (Wielka Brytania) dopiero po włączeniu mapy. Co robią z tymi danymi,
          opisują ich własne zasady prywatności.
        </li>
      </ul>
      <p>Poza tym danych nie sprzedaję ani nikomu nie udostępniam.</p>

      <h2 id="prawa">Twoje prawa</h2>
      <p>
        Masz prawo dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO), ich sprostowania (art. 16), usunięcia
        (art. 17), ograniczenia przetwarzania (art. 18) i przeniesienia (art. 20) oraz prawo sprzeciwu wobec
        przetwarzania opartego na moim prawnie uzasadnionym interesie (art. 21). O sprostowaniu, usunięciu albo
        ograniczeniu powiadomię tych, którym dane powierzyłem (art. 19). Część z tych praw wykonasz sam w panelu Konto;
        w pozostałych sprawach napisz na adres podany wyżej – odpowiem w ciągu miesiąca.
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
          <strong>Usuń konto</strong> – po podaniu hasła od razu usuwam konto, wszystkie jego sesje, Twoje komentarze
          wraz z ich polubieniami, Twoje polubienia i kopie Twoich komentarzy w kolejce powiadomień, a w dzienniku
          moderacji i blokadach zastępuję Twój login pseudonimem z numerem konta. Komentarze nie zostają pod nazwą
          „konto usunięte”: znikają razem z kontem, więc jeśli chcesz je zachować, najpierw pobierz swoje dane;
        </li>
        <li>
          <strong>Zmień hasło</strong> albo <strong>Wyloguj ze wszystkich urządzeń</strong> – gdy podejrzewasz, że ktoś
          inny zna Twoje hasło lub używa Twojej sesji.
        </li>
      </ul>
      <p>
        Gdy zapomnisz hasła, wybierz <strong>Nie pamiętam hasła</strong> w oknie logowania: wyślę na adres e-mail konta
        link do ustawienia nowego hasła. Nowe hasło kończy wszystkie sesje konta.
      </p>
      <p className={prose.note}>
        Komentarz dodany jako gość usunę, gdy napiszesz do mnie e-mailem – tak samo w każdej innej sprawie dotyczącej
        Twoich danych.
      </p>
    </ArticleLayout>
  );
}
