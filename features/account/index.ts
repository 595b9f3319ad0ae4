/** Visitor accounts: the account panel, the rules and messages it shares with the API, and the session user. */
export {
  EMAIL_PATTERN,
  firstIssue,
  LOGIN_MAX,
  LOGIN_MIN,
  LoginSchema,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RegistrationSchema,
} from "./model.ts";
export type { LoginInput, RegistrationInput, SessionUser } from "./model.ts";
export { AccountPanel, preloadAccountPanel, type AccountPanelProps } from "./components/account-panel.tsx";
