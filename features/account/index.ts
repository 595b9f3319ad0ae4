/** Visitor accounts: the account panel and page, the rules and messages they share with the API, the session user. */
export { EMAIL_PATTERN } from "./model.ts";
export type { SessionUser } from "./model.ts";
export { AccountPanel, preloadAccountPanel } from "./components/account-panel.tsx";
export { AccountPage } from "./components/account-page.tsx";
export { ConfirmEmailPage, ForgotPasswordPage, NewPasswordPage } from "./components/password-reset-pages.tsx";
export { CONFIRM_PARAM, FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH } from "./model.ts";
