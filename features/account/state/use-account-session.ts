import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { callApi, useApiSubmit, type ApiResult } from "#app/lib/api-client.ts";
import type {
  AccountDeletionInput,
  LoginInput,
  PasswordChangeInput,
  RegistrationInput,
  SessionUser,
} from "../model.ts";
import { readStoredUser, writeStoredUser } from "./stored-user.ts";

const USERS_PATH = "/api/users";
const VERIFY_PATH = "/api/users/verify";
const LOGOUT_PATH = "/api/users/logout";
const PASSWORD_PATH = "/api/users/password";
const SESSIONS_PATH = "/api/users/sessions";
/** `GET` downloads the own data as a file, `DELETE` deletes the account. */
export const OWN_DATA_PATH = "/api/users/me";

/** Shown when the login worked but the browser did not keep the session cookie. */
export const COOKIE_REFUSED =
  "Przeglądarka nie zapisała ciasteczka sesji. Zezwól tej stronie na ciasteczka i spróbuj ponownie.";

/** `GET /api/users/verify`: who the session cookie belongs to. */
type VerifyAnswer = { verify: true; login: string; email: string; admin: boolean } | { verify: false };

/** The logged-in user's own e-mail, as `GET /api/users/verify` last told it. */
export type EmailState =
  | { status: "unknown" }
  | { status: "loading" }
  | { status: "known"; login: string; email: string }
  | { status: "failed"; error: string };

export interface AccountSession {
  /** Who is logged in, as the root loader last read the session cookie. */
  user: SessionUser | null;
  email: EmailState;
  logIn: (input: LoginInput) => Promise<ApiResult<unknown>>;
  register: (input: RegistrationInput) => Promise<ApiResult<unknown>>;
  logOut: () => Promise<ApiResult<unknown>>;
  /** Other sessions end; this browser stays signed in. */
  changePassword: (input: PasswordChangeInput) => Promise<ApiResult<unknown>>;
  /** Every session of the user ends, this one included. */
  logOutEverywhere: () => Promise<ApiResult<unknown>>;
  deleteAccount: (input: AccountDeletionInput) => Promise<ApiResult<unknown>>;
  /** Asks the server again for the logged-in user's data (the e-mail shown in the panel). */
  loadEmail: () => void;
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (a !== null && b !== null && a.login === b.login && a.admin === b.admin);
}

function verifySession(signal?: AbortSignal) {
  return callApi<VerifyAnswer>(VERIFY_PATH, { signal });
}

/**
 * The visitor's session on the client. The HttpOnly cookie is the authority: `user` is what the root loader read
 * from it, and React Router reads it again after each login or logout. localStorage `user` only mirrors
 * `{ login, admin }` for display. Once after hydration, a known or stored user is re-verified with
 * `GET /api/users/verify` (which also renews the cookie past half-life) and the stored copy reconciled.
 */
export function useAccountSession(user: SessionUser | null): AccountSession {
  const { revalidate } = useRevalidator();
  const { send: sendLogin } = useApiSubmit<SessionUser>();
  const { send: sendRegistration } = useApiSubmit<unknown>();
  const { send: sendLogout } = useApiSubmit<null>();
  const { send: sendPassword } = useApiSubmit<unknown>();
  const { send: sendEverywhere } = useApiSubmit<null>();
  const { send: sendDeletion } = useApiSubmit<null>();
  // A logged-in page load always asks the server on start (below), so the e-mail is on its way from the first render.
  const [email, setEmail] = useState<EmailState>(() => (user ? { status: "loading" } : { status: "unknown" }));
  const emailRequest = useRef<AbortController | null>(null);

  // The stored copy follows each change of the loader's user in the commit that shows it, never a frame behind.
  const storedFor = useRef(user);
  useLayoutEffect(() => {
    if (sameUser(storedFor.current, user)) return;
    storedFor.current = user;
    writeStoredUser(user);
  }, [user]);

  const applyVerify = useCallback((answer: VerifyAnswer) => {
    if (answer.verify) {
      const verified = { login: answer.login, admin: answer.admin };
      writeStoredUser(verified);
      setEmail({ status: "known", login: answer.login, email: answer.email });
      return verified;
    }
    writeStoredUser(null);
    setEmail({ status: "unknown" });
    return null;
  }, []);

  const loadEmail = useCallback(() => {
    emailRequest.current?.abort();
    const controller = new AbortController();
    emailRequest.current = controller;
    setEmail({ status: "loading" });
    verifySession(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setEmail({ status: "failed", error: result.error });
        // The session ended meanwhile (expired, logged out in another tab): the loader reads the cookie again.
        if (!applyVerify(result.data)) void revalidate();
      },
      () => undefined,
    );
  }, [applyVerify, revalidate]);

  // Re-verify once on start, after hydration (the server render never touches storage).
  const userAtStart = useRef(user);
  useEffect(() => {
    const known = userAtStart.current;
    if (!known && !readStoredUser()) {
      // A stored value that is not a user (corrupt or foreign) is removed.
      writeStoredUser(null);
      return;
    }
    const controller = new AbortController();
    verifySession(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          // Nothing is known for sure: the stored copy stays, the panel offers to ask again.
          if (known) setEmail({ status: "failed", error: result.error });
          return;
        }
        if (!sameUser(applyVerify(result.data), known)) void revalidate();
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [applyVerify, revalidate]);

  const logIn = useCallback(
    async (input: LoginInput): Promise<ApiResult<unknown>> => {
      const result = await sendLogin(VERIFY_PATH, "POST", input);
      if (!result.ok) return result;
      // The start-up check's question: did the browser keep the cookie? The answer also brings the e-mail.
      const check = await verifySession();
      if (!check.ok) {
        setEmail({ status: "unknown" });
        return result;
      }
      return applyVerify(check.data) ? result : { ok: false, status: 401, error: COOKIE_REFUSED };
    },
    [applyVerify, sendLogin],
  );

  const register = useCallback(
    (input: RegistrationInput) => sendRegistration(USERS_PATH, "POST", input),
    [sendRegistration],
  );

  // Whatever ended the session, the e-mail of the user it belonged to is forgotten.
  const ended = useCallback((result: ApiResult<unknown>) => {
    if (result.ok) {
      emailRequest.current?.abort();
      setEmail({ status: "unknown" });
    }
    return result;
  }, []);

  const logOut = useCallback(async () => ended(await sendLogout(LOGOUT_PATH, "POST")), [ended, sendLogout]);

  const changePassword = useCallback(
    (input: PasswordChangeInput) => sendPassword(PASSWORD_PATH, "POST", input),
    [sendPassword],
  );

  const logOutEverywhere = useCallback(
    async () => ended(await sendEverywhere(SESSIONS_PATH, "DELETE")),
    [ended, sendEverywhere],
  );

  const deleteAccount = useCallback(
    async (input: AccountDeletionInput) => ended(await sendDeletion(OWN_DATA_PATH, "DELETE", input)),
    [ended, sendDeletion],
  );

  return { user, email, logIn, register, logOut, changePassword, logOutEverywhere, deleteAccount, loadEmail };
}
