/** One Polish text per kind of refusal, shared by the API, the forms and the pages (decision 021). */
export const REFUSALS = {
  signIn: "Zaloguj się, aby to zrobić",
  adminSignIn: "Zaloguj się jako administrator, aby to zrobić",
  adminOnly: "Tylko administrator może to zrobić",
  // Every counted limit has a one-minute window, so a minute is always enough.
  tooMany: "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.",
  loginLocked: "Zbyt wiele prób logowania na to konto. Spróbuj ponownie później.",
  // The cap on all sign-ins of a client has an hour's window.
  signInsCapped: "Zbyt wiele logowań z tego adresu w ciągu godziny. Spróbuj ponownie później.",
  registrationsCapped: "Z tej sieci założono ostatnio zbyt wiele kont. Spróbuj ponownie później.",
  foreignOrigin: "Żądanie z obcej strony zostało odrzucone. Odśwież stronę i spróbuj ponownie.",
  tooLarge: "Przesłane dane są zbyt duże",
  unavailable: "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę",
  offline: "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.",
} as const;

export function tooLargeRefusal(limitBytes: number): string {
  return `${REFUSALS.tooLarge}: najwyżej ${Math.floor(limitBytes / 1024)}\u00a0KB. Skróć tekst i wyślij go ponownie.`;
}
