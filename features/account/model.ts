import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as v from "valibot";
import { hasInvisibleCharacters, hasLineSeparators, isLoginText } from "#app/lib/name-checks.ts";

export const LOGIN_MIN = 3;
export const LOGIN_MAX = 20;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 128;
// The spec's pattern, widened to allow `+`, `-` and subdomains, which real addresses use.
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.\w{2,}$/;

export const MESSAGES = {
  loginLength: `Login musi mieć od ${LOGIN_MIN} do ${LOGIN_MAX} znaków`,
  loginRequired: "Podaj login",
  loginCharacters:
    "Login może zawierać tylko litery alfabetu łacińskiego (także z polskimi znakami), cyfry oraz znaki „_”, „-” i „.”",
  emailRequired: "Podaj adres e-mail",
  emailInvalid: "Nieprawidłowy adres e-mail",
  passwordRequired: "Podaj hasło",
  passwordShort: `Hasło musi mieć co najmniej ${countNoun(PASSWORD_MIN, NOUNS.character)}`,
  passwordLong: `Hasło może mieć najwyżej ${countNoun(PASSWORD_MAX, NOUNS.character)}`,
  passwordCommon: "To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć: wybierz inne",
  passwordsDiffer: "Błędne hasło",
  accountExists: "Taki login lub email już istnieje",
  badCredentials: "Błędny login lub hasło",
} as const;

const login = v.pipe(
  v.string(MESSAGES.loginRequired),
  // NFC first: "Zoë" typed decomposed is the same login, and the lengths hold for what is stored.
  v.transform((text) => text.normalize("NFC")),
  // Before the trim, which would quietly drop a separator at either end.
  v.check((text) => !hasLineSeparators(text), "Login zawiera niedozwolone znaki"),
  v.trim(),
  v.nonEmpty(MESSAGES.loginRequired),
  v.minLength(LOGIN_MIN, MESSAGES.loginLength),
  v.maxLength(LOGIN_MAX, MESSAGES.loginLength),
  v.check((text) => !hasInvisibleCharacters(text), "Login zawiera niedozwolone znaki"),
  v.check(isLoginText, MESSAGES.loginCharacters),
);

const password = v.pipe(
  v.string(MESSAGES.passwordRequired),
  v.nonEmpty(MESSAGES.passwordRequired),
  v.minLength(PASSWORD_MIN, MESSAGES.passwordShort),
  v.maxLength(PASSWORD_MAX, MESSAGES.passwordLong),
  // Half surrogate pairs would all hash alike.
  v.check((text) => text.isWellFormed(), "Hasło zawiera niedozwolone znaki"),
);

export const RegistrationSchema = v.object({
  login,
  email: v.pipe(
    v.string(MESSAGES.emailRequired),
    v.trim(),
    v.nonEmpty(MESSAGES.emailRequired),
    v.maxLength(254, MESSAGES.emailInvalid),
    v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  ),
  password,
});

// Only required and bounded, so a wrong password never reveals the rules.
export const LoginSchema = v.object({
  login: v.pipe(
    v.string(MESSAGES.loginRequired),
    v.transform((text) => text.normalize("NFC")),
    v.trim(),
    v.nonEmpty(MESSAGES.loginRequired),
    v.maxLength(64, MESSAGES.badCredentials),
  ),
  password: v.pipe(
    v.string(MESSAGES.passwordRequired),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.maxLength(1024, MESSAGES.badCredentials),
  ),
});

export type RegistrationInput = v.InferOutput<typeof RegistrationSchema>;
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export interface SessionUser {
  login: string;
  admin: boolean;
}

export interface AccountUser extends SessionUser {
  email: string;
  /** False until the address's link is opened: it then receives no reset and holds it against nobody. */
  emailConfirmed: boolean;
}

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Podaj obecne hasło",
  wrongPassword: "Obecne hasło jest nieprawidłowe",
  samePassword: "Nowe hasło musi różnić się od obecnego",
  repeatDiffers: "Powtórzone hasło różni się od nowego",
  adminKept:
    "Konta administratora nie można usunąć z panelu: strona zostałaby bez administratora. Usuń je narzędziem administracyjnym.",
} as const;

const currentPassword = v.pipe(
  v.string(ACCOUNT_MESSAGES.currentPasswordRequired),
  v.nonEmpty(ACCOUNT_MESSAGES.currentPasswordRequired),
  v.maxLength(1024, ACCOUNT_MESSAGES.wrongPassword),
);

export const PasswordChangeSchema = v.object({ currentPassword, newPassword: password });

export const AccountDeletionSchema = v.object({ password: currentPassword });

export type PasswordChangeInput = v.InferOutput<typeof PasswordChangeSchema>;
export type AccountDeletionInput = v.InferOutput<typeof AccountDeletionSchema>;

export const EXPORT_FILE_NAME = "moje-dane.json";

export const ACCOUNT_INTENTS = {
  login: "account-login",
  register: "account-register",
  logout: "account-logout",
  password: "account-password",
  endSessions: "account-end-sessions",
  delete: "account-delete",
  confirmationLink: "account-confirmation-link",
  confirm: "account-email-confirm",
} as const;

export type AccountIntent = (typeof ACCOUNT_INTENTS)[keyof typeof ACCOUNT_INTENTS];

/** "Nie pamiętam hasła": the page that sends the link and the link's own page. docs/decisions/027 */
// The articles feature owns the page; account does not import it.
export const PRIVACY_PATH = "/Prywatnosc";
export const FORGOT_PASSWORD_PATH = "/Konto/nie-pamietam-hasla";
export const NEW_PASSWORD_PATH = "/Konto/nowe-haslo";
export const RESET_LINK_MINUTES = 60;
export const RESET_INTENTS = { request: "password-reset-request", reset: "password-reset" } as const;

export const RESET_MESSAGES = {
  whoRequired: "Podaj login lub e-mail",
  // The same whether or not an account has that login or address, so the answer tells nobody who has an account.
  sent: "Jeśli to login lub e-mail konta na tej stronie, wysłałem na adres e-mail tego konta link do ustawienia nowego hasła. Link działa przez godzinę i tylko raz. Nie widzisz wiadomości? Zajrzyj do spamu.",
  done: "Hasło zmienione. Zakończyłem wszystkie sesje tego konta: zaloguj się nowym hasłem.",
  linkMissing: "Ten link jest niepełny. Skopiuj cały adres z wiadomości albo poproś o nowy link.",
  linkInvalid: "Ten link jest nieważny albo został już użyty. Poproś o nowy link.",
  linkExpired: "Ten link wygasł: działa przez godzinę. Poproś o nowy link.",
} as const;

export const ResetRequestSchema = v.object({
  login: v.pipe(
    v.string(RESET_MESSAGES.whoRequired),
    v.transform((text) => text.normalize("NFC")),
    v.trim(),
    v.nonEmpty(RESET_MESSAGES.whoRequired),
    v.maxLength(254, RESET_MESSAGES.whoRequired),
  ),
});

export const NewPasswordSchema = v.object({
  token: v.pipe(
    v.string(RESET_MESSAGES.linkMissing),
    v.nonEmpty(RESET_MESSAGES.linkMissing),
    v.maxLength(1024, RESET_MESSAGES.linkInvalid),
  ),
  newPassword: password,
});

/** The mailed link opens /Konto with this parameter: no route of its own, so no page's manifest grows. */
export const CONFIRM_PARAM = "potwierdz";
export const CONFIRM_LINK_DAYS = 7;

export const CONFIRM_MESSAGES = {
  unconfirmed: "niepotwierdzony",
  sent: "Wysłałem na Twój adres e-mail link potwierdzający. Nie widzisz wiadomości? Zajrzyj do spamu.",
  alreadyConfirmed: "Ten adres jest już potwierdzony",
  done: "Adres e-mail potwierdzony.",
  linkMissing: "Ten link jest niepełny. Skopiuj cały adres z wiadomości.",
  linkInvalid: "Ten link jest nieważny. Zaloguj się i wyślij nowy z ekranu konta.",
  linkExpired: `Ten link wygasł: działa przez ${countNoun(CONFIRM_LINK_DAYS, NOUNS.day)}. Zaloguj się i wyślij nowy z ekranu konta.`,
  taken: "Ten adres e-mail potwierdziło już inne konto, więc to konto zostaje z niepotwierdzonym adresem.",
} as const;

export const ConfirmEmailSchema = v.object({
  token: v.pipe(
    v.string(CONFIRM_MESSAGES.linkMissing),
    v.nonEmpty(CONFIRM_MESSAGES.linkMissing),
    v.maxLength(1024, CONFIRM_MESSAGES.linkInvalid),
  ),
});

export type ResetRequestInput = v.InferOutput<typeof ResetRequestSchema>;
export type NewPasswordInput = v.InferOutput<typeof NewPasswordSchema>;

export interface OwnerMenuData {
  held: number;
}
