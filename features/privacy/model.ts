import { countNoun, NOUNS } from "#app/lib/plural.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Every lifetime the note states: the retention job reads them, `retention-table.server.test.ts` compares the rest. */
export const KEEP = {
  sessionIdle: 7 * DAY,
  sessionMax: 30 * DAY,
  deviceCookie: 180 * DAY,
  resetLink: HOUR,
  confirmLink: 7 * DAY,
  clientHash: 30 * DAY,
  sentOutbox: 7 * DAY,
  unsentOutbox: 7 * DAY,
  digestMail: 365 * DAY,
  counters: DAY,
  longestBlock: 30 * DAY,
  moderationLog: 365 * DAY,
  bookmark: HOUR,
  workerLogs: 7 * DAY,
  databaseBackup: 30 * DAY,
  modelTrash: 30 * DAY,
} as const;

/** Counts and thresholds the note states beside the lifetimes; `retention-table.server.test.ts` compares each. */
export const RULES = {
  /** Tries of one comment's copy in the digest before it is given up. */
  digestAttempts: 20,
  /** More links than this hold a guest's comment. */
  guestLinks: 2,
  /** An account younger than this comments under the guest rules. */
  youngAccount: DAY,
  /** One client group may leave at most this part (1/n) of a page's daily guest cap. */
  capShare: 3,
} as const;

/** Art. 6 ust. 1 RODO: b – what a visitor asks the site to do; f – my legitimate interest; null – never sent to me. */
export type LegalBasis = "b" | "f" | null;

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
  /** The cookie the row is about; every cookie the site sets has its row (`retention-table.server.test.ts`). */
  cookie?: string;
}

const days = (ms: number) => countNoun(ms / DAY, NOUNS.day);
const hours = (ms: number) => countNoun(ms / HOUR, NOUNS.hour);

export const RETENTION: readonly RetentionRow[] = [
  {
    id: "konto",
    name: "Konto",
    data: "login, adres e-mail, data założenia i skrót hasła (samego hasła nie zapisuję); przy koncie administratora także jego uprawnienia",
    purpose:
      "logowanie i podpis pod Twoimi komentarzami; e-mail służy tylko do potwierdzenia adresu i wysłania linku do nowego hasła, gdy je zapomnisz",
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
    cookie: "__Host-session",
  },
  {
    id: "urzadzenie",
    name: "Ciasteczko urządzenia",
    data: "ciasteczko __Host-device z podpisanym loginem w uproszczonej postaci, którą da się z niego odczytać, i czasem zalogowania; na serwerze przy koncie tylko czas, w którym ostatnio unieważniono takie ciasteczka (przy „Wyloguj ze wszystkich urządzeń” i zmianie hasła)",
    purpose:
      "gdy ktoś masowo zgaduje hasło do Twojego loginu, opóźnienie logowania nie dotyczy przeglądarki, w której już zalogowano się na to konto",
    basis: "f",
    kept: `ciasteczko do wylogowania albo usunięcia konta, najdłużej ${days(KEEP.deviceCookie)} od ostatniego zalogowania`,
    cookie: "__Host-device",
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
    id: "potwierdzenie-adresu",
    name: "Niepotwierdzony adres e-mail",
    data: "przy koncie czas, od którego podany adres czeka na potwierdzenie; e-mail z podpisanym linkiem wysłany na ten adres po rejestracji albo na Twoją prośbę",
    purpose:
      "sprawdzenie, że adres należy do Ciebie: dopiero potwierdzony dostaje link do nowego hasła i nie może go podać nikt inny, a niepotwierdzony nikogo nie blokuje",
    basis: "b",
    kept: `link działa ${days(KEEP.confirmLink)}; niepotwierdzony adres zostaje przy koncie do potwierdzenia albo usunięcia konta; gdy ten sam adres potwierdzi inne konto, z tego nic już na niego nie wysyłam`,
  },
  {
    id: "komentarze",
    name: "Komentarze",
    data: "treść, nazwa autora (login albo nazwa gościa), strona, daty dodania i edycji, stan (opublikowany albo wstrzymany do przejrzenia), polubienia zalogowanych osób",
    purpose:
      "pokazanie komentarzy i polubień pod modelem lub artykułem; treść, nazwę autora i loginy osób, które polubiły komentarz, widzi każdy odwiedzający",
    basis: "b",
    kept: `dopóki komentarza nie usunę – przy moderacji albo na Twoją prośbę wysłaną e-mailem; komentarze konta usuwam razem z nim; komentarze usuniętego modelu czekają z nim w koszu ${days(KEEP.modelTrash)}, potem je usuwam`,
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
    data: "kopia treści nowego lub poprawionego komentarza, nazwa autora i strona; po nieudanej wysyłce liczba prób i opis błędu",
    purpose: "co kilka minut wysyłam sobie e-mailem zestawienie nowych komentarzy, żeby szybko usuwać spam",
    basis: "f",
    kept: `wysłane – ${days(KEEP.sentOutbox)} po wysłaniu; niewysłane – najwyżej ${countNoun(RULES.digestAttempts, NOUNS.attempt)} wysyłki i ${days(KEEP.unsentOutbox)} od dodania; usunięcie konta usuwa jego pozycje od razu`,
  },
  {
    id: "zestawienia",
    name: "Zestawienia komentarzy w mojej skrzynce",
    data: "te same dane co w kolejce, w e-mailu wysłanym przez Cloudflare do mojej skrzynki pocztowej",
    purpose: "moderacja",
    basis: "f",
    kept: `najdłużej ${days(KEEP.digestMail)}`,
  },
  {
    id: "liczniki",
    name: "Liczniki prób",
    data: "liczba prób w oknie czasowym i czas ostatniej, zapisane pod skrótem z tajnym kluczem grupy adresów, loginu albo numeru konta (pełna lista pod tabelą)",
    purpose:
      "ograniczenie zgadywania haseł, masowego zakładania kont, wysyłania e-maili do cudzych skrzynek i zalewania strony komentarzami i polubieniami",
    basis: "f",
    kept: `do końca swojego okna czasowego, najdłużej ${days(KEEP.counters)}; potem je usuwam`,
  },
  {
    id: "blokady",
    name: "Blokady",
    data: "nazwa gościa, skrót grupy adresów albo numer konta, opis z nazwą autora (przy grupie adresów także z początkiem jej skrótu), kto i kiedy nałożył blokadę",
    purpose: "powstrzymanie spamerów",
    basis: "f",
    kept: `do końca blokady (najdłużej ${days(KEEP.longestBlock)}) albo jej zdjęcia, potem ją usuwam; po usunięciu konta zamiast loginu zostaje pseudonim`,
  },
  {
    id: "dziennik-moderacji",
    name: "Dziennik moderacji",
    data: "kto, co i kiedy zrobił: zatwierdzenie, usunięcie, blokada, zmiana tekstów; opis komentarza z nazwą autora, a przy blokadzie grupy adresów początek jej skrótu",
    purpose: "rozliczalność moderacji i wyjaśnianie sporów",
    basis: "f",
    kept: `${days(KEEP.moderationLog)}, ale początek skrótu grupy adresów usuwam z wpisu po ${days(KEEP.clientHash)}; po usunięciu konta zamiast loginu zostaje pseudonim`,
  },
  {
    id: "znacznik-bazy",
    name: "Znacznik stanu bazy danych",
    data: "ciasteczko __Host-d1-bookmark z numerem ostatniej zmiany w bazie, nadawane po każdym zapisie",
    purpose: "żeby Twój zapis był widoczny od razu, nawet gdy odpowiada kopia bazy z innego miejsca",
    basis: "b",
    kept: hours(KEEP.bookmark),
    cookie: "__Host-d1-bookmark",
  },
  {
    id: "przegladarka",
    name: "Dane w Twojej przeglądarce",
    data: "ustawienia wyglądu i działania strony, stan banera i – po zalogowaniu – login oraz to, czy konto ma uprawnienia administratora, do pokazania w nagłówku; pełna lista pod tabelą (localStorage, nie trafia na serwer)",
    purpose: "zapamiętanie Twoich ustawień i szybkie pokazanie, kto jest zalogowany",
    basis: null,
    kept: "dopóki ich nie wyczyścisz w przeglądarce; login i uprawnienia strona usuwa po wylogowaniu",
  },
  {
    id: "dzienniki-serwera",
    name: "Dzienniki serwera",
    data: "adres otwieranej strony, czas, nagłówki żądania z adresem IP, komunikaty o błędach i podsumowania prac okresowych (same liczby, bez loginów)",
    purpose: "wykrywanie awarii i ataków",
    basis: "f",
    kept: `najdłużej ${days(KEEP.workerLogs)}, potem usuwa je Cloudflare`,
  },
];

/** The lifetimes a table cell cannot explain, in the note's words. */
export const RETENTION_NOTES: readonly string[] = [
  `Sesja wygasa ${days(KEEP.sessionIdle)} po zalogowaniu albo po ostatnim przedłużeniu. Przedłużam ją przy wizycie, gdy do jej końca zostało mniej niż ${days(KEEP.sessionIdle / 2)}, więc bez kolejnych wizyt kończy się od ${days(KEEP.sessionIdle / 2)} do ${days(KEEP.sessionIdle)} po ostatniej. Najpóźniej ${days(KEEP.sessionMax)} od zalogowania trzeba zalogować się ponownie, a wylogowanie kończy sesję od razu.`,
  "Co kilka minut serwer sam usuwa to, czego czas minął: wygasłe sesje, wysłane i zbyt stare niewysłane pozycje kolejki powiadomień, skróty grup adresów przy starszych komentarzach i ich początki w starszych wpisach dziennika moderacji, zakończone blokady, stare wpisy dziennika moderacji i liczniki prób.",
  `Usunięte dane mogą jeszcze najdłużej ${days(KEEP.databaseBackup)} zostać w kopii zapasowej bazy danych w Cloudflare, po którą sięgam tylko po awarii.`,
];

export interface Counter {
  what: string;
  window: string;
  /** The `rate_limits` key kinds it stands for (`action:what the key names`); the table test reads them in the code. */
  keys: readonly string[];
}

/** Every attempt counter of `rate_limits`, by what its key names: the note lists them under the table. */
export const COUNTERS: Readonly<
  Record<"client" | "login" | "account", { title: string; counters: readonly Counter[] }>
> = {
  client: {
    title: "grupy adresów (w IPv6 także osobno jej sieci /48)",
    counters: [
      { what: "dodanie i poprawienie komentarza", window: "minuta", keys: ["comment:client"] },
      { what: "polubienia", window: "minuta", keys: ["like:client"] },
      {
        what: "założenie konta",
        window: "minuta, godzina i doba",
        keys: ["register:client", "register-hour:client", "register-day:client"],
      },
      { what: "wszystkie logowania", window: "godzina", keys: ["sign-ins:client"] },
      { what: "nieudane logowania", window: "minuta", keys: ["login-failures:client"] },
      {
        what: "prośby o link do nowego hasła i ustawienie nowego hasła (bez osobnego licznika sieci /48)",
        window: "minuta",
        keys: ["password-reset:client"],
      },
      {
        what: "potwierdzenie adresu e-mail linkiem (bez osobnego licznika sieci /48)",
        window: "minuta",
        keys: ["email-confirmation:client"],
      },
    ],
  },
  login: {
    title: "loginu (w uproszczonej postaci, tej samej dla wielkich i małych liter czy podobnych znaków)",
    counters: [
      { what: "założenie konta o tym loginie", window: "minuta", keys: ["register:login"] },
      {
        what: "nieudane logowania na ten login z jednej grupy adresów",
        window: "15 minut",
        keys: ["login-failures:pair"],
      },
      { what: "nieudane logowania na ten login z jednej sieci", window: "doba", keys: ["login-failures:net"] },
      {
        what: "nieudane logowania na ten login w ogóle i liczba sieci, z których przyszły",
        window: "doba",
        keys: ["login-failures:login", "login-failures:networks"],
      },
    ],
  },
  account: {
    title: "numeru konta",
    counters: [
      { what: "polubienia", window: "minuta", keys: ["like:user"] },
      {
        what: "potwierdzenia hasłem przy zmianie hasła i usuwaniu konta",
        window: "minuta",
        keys: ["account:user"],
      },
      { what: "wysłane e-maile z linkiem do nowego hasła", window: "godzina", keys: ["password-reset:user"] },
      {
        what: "ponownie wysłane e-maile z linkiem potwierdzającym adres",
        window: "godzina",
        keys: ["email-confirmation:user"],
      },
    ],
  },
};

/** Every localStorage key (`StoredKey` of features/settings) and what it holds, as the note lists them. */
export const BROWSER_KEYS: Readonly<Record<string, string>> = {
  darkMode: "jasna albo ciemna kolorystyka, jeśli ją wybrano",
  fontSize: "wielkość czcionki",
  header: "nagłówek przyklejony albo statyczny",
  banner: "ruchomy baner widoczny albo ukryty",
  bannerState: "baner zatrzymany albo przewijany",
  navigation: "pasek kart nawigacji widoczny albo ukryty",
  overlap: "karty nawigacji szeroko albo wąsko",
  autoScroll: "autoprzewijanie do nagłówka strony po przejściu dalej",
  sections: "zwijanie sekcji włączone albo wyłączone",
  snowflakes: "padający śnieg włączony albo wyłączony",
  devMode: "tryb dla programistów z dawnej wersji strony; obecna tylko go odczytuje",
  user: "login zalogowanej osoby i to, czy konto ma uprawnienia administratora",
  drafts: "tylko u administratora: niezapisany tekst jego formularzy, do zapisania albo odrzucenia",
};
