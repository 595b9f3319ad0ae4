import { ArticleLayout } from "./article-layout.tsx";
import * as prose from "./prose.css.ts";

export interface PrivacyPageProps {
  siteName: string;
  email: string;
}

/** Its facts follow the code (session lifetimes, the rate limits' sweep, decision 014): change them together. */
export function PrivacyPage({ siteName, email }: PrivacyPageProps) {
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
      <h2 id="co-przechowuje">Co przechowuję i po co</h2>
      <ul>
        <li>
          <strong>Konto</strong>: login, adres e-mail, data założenia i skrót hasła (samego hasła nie zapisuję). Login
          podpisuje Twoje komentarze, a hasło pozwala się zalogować.
        </li>
        <li>
          <strong>Sesje</strong>: po zalogowaniu przeglądarka dostaje ciasteczko sesji, a serwer zapisuje skrót jej
          identyfikatora, Twój numer konta i daty ważności. Dzięki temu nie musisz logować się przy każdej wizycie.
          Drugie ciasteczko, ciasteczko urządzenia, zapamiętuje, że z tej przeglądarki już logowano się na to konto: gdy
          ktoś inny masowo zgaduje hasło do Twojego loginu, Ciebie blokada nie dotyczy.
        </li>
        <li>
          <strong>Komentarze</strong>: treść, nazwa autora (login albo nazwa gościa), strona, daty dodania i edycji,
          polubienia zalogowanych osób oraz skrót grupy adresów, z której komentarz wysłano (jak niżej). Nowe komentarze
          dostaję też e-mailem, żeby szybko usuwać spam.
        </li>
        <li>
          <strong>Ochrona przed nadużyciami</strong>: liczniki prób logowania, rejestracji i dodawania komentarzy oraz
          blokady, które nakładam na spamerów (na nazwę gościa, grupę adresów albo konto) i odnotowuję w dzienniku
          moderacji. Nie zapisuję w nich adresu IP, tylko jego skrót z tajnym kluczem, liczony dla grupy adresów (cały
          adres IPv4 albo sieć /64 w IPv6).
        </li>
        <li>
          <strong>W Twojej przeglądarce</strong> (localStorage, nie trafia na serwer): ustawienia wyglądu strony, stan
          banera i – po zalogowaniu – login wyświetlany w nagłówku. Po każdym zapisie, np. komentarza, przeglądarka
          dostaje też ciasteczko ze znacznikiem stanu bazy danych, czyli numerem ostatniej zmiany: dzięki niemu od razu
          widzisz swój komentarz na liście, nawet gdy odpowiada kopia bazy z innego miejsca.
        </li>
      </ul>
      <p>
        Strona działa na platformie Cloudflare, która przetwarza ruch i dane w moim imieniu. Danych nie sprzedaję ani
        nikomu nie przekazuję.
      </p>

      <h2 id="jak-dlugo">Jak długo</h2>
      <ul>
        <li>Konto i komentarze – dopóki ich nie usuniesz.</li>
        <li>
          Sesja – 7 dni od ostatniej wizyty, a najdłużej 30 dni od zalogowania; potem trzeba zalogować się ponownie.
          Wylogowanie kończy ją od razu.
        </li>
        <li>Ciasteczko urządzenia – 180 dni od ostatniego zalogowania.</li>
        <li>Liczniki prób – do końca swojego okna czasowego, najdłużej jeden dzień; potem są usuwane.</li>
        <li>Znacznik stanu bazy danych – godzina. Dane w localStorage – dopóki ich nie wyczyścisz w przeglądarce.</li>
      </ul>

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
          wraz z ich polubieniami oraz Twoje polubienia. Komentarze nie zostają pod nazwą „konto usunięte”: znikają
          razem z kontem, więc jeśli chcesz je zachować, najpierw pobierz swoje dane;
        </li>
        <li>
          <strong>Zmień hasło</strong> albo <strong>Wyloguj ze wszystkich urządzeń</strong> – gdy podejrzewasz, że ktoś
          inny zna Twoje hasło lub używa Twojej sesji.
        </li>
      </ul>
      <p className={prose.note}>
        Komentarz dodany jako gość usunę, gdy napiszesz na adres <a href={`mailto:${email}`}>{email}</a> – tak samo w
        każdej innej sprawie dotyczącej Twoich danych.
      </p>
    </ArticleLayout>
  );
}
