/** Visitor accounts: the account panel, the rules and messages it shares with the API, and the session user. */
export { EMAIL_PATTERN } from "./model.ts";
export type { SessionUser } from "./model.ts";
export { AccountPanel, preloadAccountPanel } from "./components/account-panel.tsx";
