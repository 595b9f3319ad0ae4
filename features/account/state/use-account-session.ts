import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { LoginInput, RegistrationInput, SessionUser } from "../model.ts";
import * as api from "./account-api.ts";
import { readStoredUser, writeStoredUser } from "./stored-user.ts";

/** Shown when the login worked but the browser did not keep the session cookie. */
export const COOKIE_REFUSED =
  "Przeglądarka nie zapisała ciasteczka sesji. Zezwól tej stronie na ciasteczka i spróbuj ponownie.";

/** The logged-in user's own e-mail, as `GET /api/users/verify` last told it. */
export type EmailState =
  | { status: "unknown" }
  | { status: "loading" }
  | { status: "known"; login: string; email: string }
  | { status: "failed"; error: string };

export interface AccountSession {
  /** Who is logged in: the root loader's user, or the answer of an action until the loader has re-read the cookie. */
  user: SessionUser | null;
  email: EmailState;
  logIn: (input: LoginInput) => Promise<api.ApiResult<SessionUser>>;
  register: (input: RegistrationInput) => Promise<api.ApiResult<null>>;
  logOut: () => Promise<api.ApiResult<null>>;
  /** Asks the server again for the logged-in user's data (the e-mail shown in the panel). */
  loadEmail: () => void;
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (a !== null && b !== null && a.login === b.login && a.admin === b.admin);
}

/**
 * The visitor's session on the client. The HttpOnly cookie is the authority: `serverUser` is what the root loader
 * read from it, and after a login or logout the loader is revalidated so the header follows. localStorage `user`
 * only mirrors `{ login, admin }` for display. Once after hydration, a known or stored user is re-verified with
 * `GET /api/users/verify` (which also renews the cookie past half-life) and the stored copy reconciled.
 */
export function useAccountSession(serverUser: SessionUser | null): AccountSession {
  const { revalidate } = useRevalidator();
  // An action's answer overrides the loader's user until the loader's user changes (then the loader is right again).
  const [override, setOverride] = useState<{ user: SessionUser | null } | null>(null);
  const [seenServerUser, setSeenServerUser] = useState(serverUser);
  if (!sameUser(seenServerUser, serverUser)) {
    setSeenServerUser(serverUser);
    setOverride(null);
  }
  const user = override ? override.user : serverUser;
  // A logged-in page load always asks the server on start (below), so the e-mail is on its way from the first render.
  const [email, setEmail] = useState<EmailState>(() => (serverUser ? { status: "loading" } : { status: "unknown" }));
  const emailRequest = useRef<AbortController | null>(null);

  const applyVerify = useCallback((answer: api.VerifyAnswer) => {
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
    api.verifySession(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) return setEmail({ status: "failed", error: result.error });
        if (!applyVerify(result.data)) {
          // The session ended meanwhile (expired, logged out in another tab): show the guest view.
          setOverride({ user: null });
          void revalidate();
        }
      },
      () => undefined,
    );
  }, [applyVerify, revalidate]);

  // Re-verify once on start, after hydration (the server render never touches storage).
  const serverUserAtStart = useRef(serverUser);
  useEffect(() => {
    const known = serverUserAtStart.current;
    if (!known && !readStoredUser()) {
      // A stored value that is not a user (corrupt or foreign) is removed.
      writeStoredUser(null);
      return;
    }
    const controller = new AbortController();
    api.verifySession(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          // Nothing is known for sure: the stored copy stays, the panel offers to ask again.
          if (known) setEmail({ status: "failed", error: result.error });
          return;
        }
        const verified = applyVerify(result.data);
        if (!sameUser(verified, known)) {
          setOverride({ user: verified });
          void revalidate();
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [applyVerify, revalidate]);

  const logIn = useCallback(
    async (input: LoginInput): Promise<api.ApiResult<SessionUser>> => {
      const result = await api.logIn(input);
      if (!result.ok) return result;
      // The same question the start-up check asks: it confirms the browser kept the cookie and brings the e-mail.
      const check = await api.verifySession();
      if (check.ok && !check.data.verify) {
        applyVerify(check.data);
        return { ok: false, error: COOKIE_REFUSED };
      }
      if (check.ok) applyVerify(check.data);
      else {
        writeStoredUser(result.data);
        setEmail({ status: "unknown" });
      }
      setOverride({ user: result.data });
      void revalidate();
      return result;
    },
    [applyVerify, revalidate],
  );

  const logOut = useCallback(async (): Promise<api.ApiResult<null>> => {
    const result = await api.logOut();
    if (!result.ok) return result;
    emailRequest.current?.abort();
    writeStoredUser(null);
    setEmail({ status: "unknown" });
    setOverride({ user: null });
    void revalidate();
    return result;
  }, [revalidate]);

  return { user, email, logIn, register: api.registerAccount, logOut, loadEmail };
}
