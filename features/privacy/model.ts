import { countNoun, NOUNS } from "#app/lib/plural.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Every lifetime the privacy note states. The retention job reads its own from here; the code's other lifetimes
 * (sessions, cookies, counters, blocks) are compared with these by `retention-table.server.test.ts`.
 */
export const KEEP = {
  sessionIdle: 7 * DAY,
  sessionMax: 30 * DAY,
  deviceCookie: 180 * DAY,
  resetLink: HOUR,
  clientHash: 30 * DAY,
  sentOutbox: 7 * DAY,
  digestMail: 365 * DAY,
  counters: DAY,
  longestBlock: 30 * DAY,
  moderationLog: 365 * DAY,
  bookmark: HOUR,
  workerLogs: 7 * DAY,
  databaseBackup: 30 * DAY,
} as const;

/** Art. 6 ust. 1 RODO: b – what a visitor asks the site to do; f – my legitimate interest; null – never sent to me. */
export type LegalBasis = "b" | "f" | null;

/** A basis as a row of the table cites it; the list under the table adds what it means. */
export function basisArticle(basis: Exclude<LegalBasis, null>): string {
  return `art. 6 ust. 1 lit. ${basis} RODO`;
}

export const LEGAL_BASES: Record<Exclude<LegalBasis, null>, string> = {
  b: `${basisArticle("b")} – wykonanie usługi, o którą prosisz: konto, logowanie, komentarze i polubienia`,
  f: `${basisArticle("f")} – mój prawnie uzasadniony interes: ochrona strony i jej gości przed nadużyciami, moderacja i wykrywanie awarii`,
};

export interface RetentionRow {
  id: string;
  name: string;
  data: string;
  purpose: string;
  basis: LegalBasis;
  kept: string;
}

const days = (ms: number) => countNoun(ms / DAY, NOUNS.day);
const hours = (ms: number) => countNoun(ms / HOUR, NOUNS.hour);

/** What the site keeps, why and for how long: the privacy note renders this table row by row. */
export const RETENTION: readonly RetentionRow[] = [
  {
    id: "konto",
    name: "Konto",
    data: "login, adres e-mail, data założenia i skrót hasła (samego hasła nie zapisuję); przy koncie administratora także jego uprawnienia",
    purpose:
      "logowanie i podpis pod Twoimi komentarzami; e-mail służy tylko do wysłania linku do nowego hasła, gdy je zapomnisz",
    basis: "b",
    kept: "do usunięcia konta",
  },
  {
    id: "sesja",
    name: "Sesja",
    data: "ciasteczko __Host-session w przeglądarce; na serwerze skrót jego identyfikatora, numer konta i daty ważności",
    purpose: "żeby nie trzeba było logować się przy każdej wizycie",
    basis: "b",
    kept: `od ${days(KEEP.sessionIdle / 2)} do ${days(KEEP.sessionIdle)} od ostatniej wizyty, najdłużej ${days(KEEP.sessionMax)} od zalogowania (niżej szczegóły)`,
  },
  {
    id: "urzadzenie",
    name: "Ciasteczko urządzenia",
    data: "ciasteczko __Host-device z podpisanym loginem w uproszczonej postaci, którą da się z niego odczytać; serwer nic o nim nie zapisuje",
    purpose:
      "gdy ktoś masowo zgaduje hasło do Twojego loginu, blokada nie dotyczy przeglądarki, z której już się na nie logowałeś",
    basis: "f",
    kept: `${days(KEEP.deviceCookie)} od ostatniego zalogowania`,
  },
  {
    id: "nowe-haslo",
    name: "Odnośnik do nowego hasła",
    data: "e-mail z podpisanym linkiem, wysłany na adres konta, gdy o niego poprosisz",
    purpose: "ustawienie nowego hasła, gdy zapomnisz obecnego",
    basis: "b",
    kept: `działa raz; ważność: ${hours(KEEP.resetLink)}`,
  },
  {
    id: "komentarze",
    name: "Komentarze",
    data: "treść, nazwa autora (login albo nazwa gościa), strona, daty dodania i edycji, stan (opublikowany albo wstrzymany do przejrzenia), polubienia zalogowanych osób",
    purpose: "pokazanie komentarzy i polubień pod modelem lub artykułem",
    basis: "b",
    kept: "każdy, dopóki nie usuniesz go Ty albo ja; komentarze konta usuwam razem z nim",
  },
  {
    id: "grupa-adresow",
    name: "Skrót grupy adresów przy komentarzu",
    data: "skrót adresu IP z tajnym kluczem, liczony dla grupy adresów (cały adres IPv4, w IPv6 sieć /64 i /48); samego adresu nie zapisuję",
    purpose: "limity komentarzy, blokady spamerów i rozpoznanie, czy z danej sieci ktoś już komentował",
    basis: "f",
    kept: `${days(KEEP.clientHash)} od dodania komentarza, potem go usuwam`,
  },
  {
    id: "kolejka",
    name: "Kolejka powiadomień o komentarzach",
    data: "kopia treści nowego lub poprawionego komentarza, nazwa autora i strona",
    purpose: "co kilka minut wysyłam sobie e-mailem zestawienie nowych komentarzy, żeby szybko usuwać spam",
    basis: "f",
    kept: `do wysłania, potem ${days(KEEP.sentOutbox)}; usunięcie konta usuwa jego pozycje od razu`,
  },
  {
    id: "zestawienia",
    name: "Zestawienia komentarzy w mojej skrzynce",
    data: "te same dane co w kolejce, w e-mailu wysłanym przez Cloudflare na mój adres",
    purpose: "moderacja",
    basis: "f",
    kept: `najdłużej ${days(KEEP.digestMail)}`,
  },
  {
    id: "liczniki",
    name: "Liczniki prób",
    data: "liczba prób logowania, rejestracji i dodania komentarza, przypisana do skrótu grupy adresów albo loginu",
    purpose: "ograniczenie zgadywania haseł i zalewania strony komentarzami",
    basis: "f",
    kept: `do końca swojego okna czasowego, najdłużej ${days(KEEP.counters)}; potem je usuwam`,
  },
  {
    id: "blokady",
    name: "Blokady",
    data: "nazwa gościa, skrót grupy adresów albo numer konta, opis z nazwą autora, kto i kiedy nałożył blokadę",
    purpose: "powstrzymanie spamerów",
    basis: "f",
    kept: `do końca blokady (najdłużej ${days(KEEP.longestBlock)}) albo jej zdjęcia, potem ją usuwam; po usunięciu konta zamiast loginu zostaje pseudonim`,
  },
  {
    id: "dziennik-moderacji",
    name: "Dziennik moderacji",
    data: "kto, co i kiedy zrobił: zatwierdzenie, usunięcie, blokada, zmiana tekstów; opis komentarza z nazwą autora",
    purpose: "rozliczalność moderacji i wyjaśnianie sporów",
    basis: "f",
    kept: `${days(KEEP.moderationLog)}; po usunięciu konta zamiast loginu zostaje pseudonim`,
  },
  {
    id: "znacznik-bazy",
    name: "Znacznik stanu bazy danych",
    data: "ciasteczko __Host-d1-bookmark z numerem ostatniej zmiany w bazie, nadawane po każdym zapisie",
    purpose: "żebyś od razu widział swój zapis, nawet gdy odpowiada kopia bazy z innego miejsca",
    basis: "b",
    kept: hours(KEEP.bookmark),
  },
  {
    id: "przegladarka",
    name: "Dane w Twojej przeglądarce",
    data: "ustawienia wyglądu strony, stan banera i – po zalogowaniu – login wyświetlany w nagłówku (localStorage, nie trafia na serwer)",
    purpose: "zapamiętanie Twoich ustawień",
    basis: null,
    kept: "dopóki ich nie wyczyścisz w przeglądarce",
  },
  {
    id: "dzienniki-serwera",
    name: "Dzienniki serwera",
    data: "adres otwieranej strony, czas, nagłówki żądania z adresem IP, komunikaty o błędach",
    purpose: "wykrywanie awarii i ataków",
    basis: "f",
    kept: `najdłużej ${days(KEEP.workerLogs)}, potem usuwa je Cloudflare`,
  },
];

/** The lifetimes a table cell cannot explain, in the note's words. */
export const RETENTION_NOTES: readonly string[] = [
  `Sesja wygasa ${days(KEEP.sessionIdle)} po zalogowaniu albo po ostatnim przedłużeniu. Przedłużam ją przy wizycie, gdy do jej końca zostało mniej niż ${days(KEEP.sessionIdle / 2)}, więc bez kolejnych wizyt kończy się od ${days(KEEP.sessionIdle / 2)} do ${days(KEEP.sessionIdle)} po ostatniej. Najpóźniej ${days(KEEP.sessionMax)} od zalogowania trzeba zalogować się ponownie, a wylogowanie kończy sesję od razu.`,
  "Co kilka minut serwer sam usuwa to, czego czas minął: wysłane pozycje kolejki powiadomień, skróty grup adresów przy starszych komentarzach, zakończone blokady, stare wpisy dziennika moderacji i liczniki prób.",
  `Usunięte dane mogą jeszcze najdłużej ${days(KEEP.databaseBackup)} zostać w kopii zapasowej bazy danych w Cloudflare, po którą sięgam tylko po awarii.`,
];
