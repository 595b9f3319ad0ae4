import { useLayoutEffect } from "react";
import type { SessionUser } from "../model.ts";
import { writeStoredUser } from "./stored-user.ts";

/** `GET` downloads the own data as a file (a link, not a form). */
export const OWN_DATA_PATH = "/api/users/me";

/** Shown when the login worked but the browser did not keep the session cookie. */
export const COOKIE_REFUSED =
  "Przeglądarka nie zapisała ciasteczka sesji. Zezwól tej stronie na ciasteczka i spróbuj ponownie.";

/**
 * The HttpOnly cookie is the authority: `user` is what the root loader read from it, read again after every form of
 * the account. localStorage `user` only mirrors `{ login, admin }` for display; it follows the loader's user from
 * the first commit after hydration (a stale, corrupt or old-site copy is replaced) in the commit that shows a change.
 */
export function useStoredUser(user: SessionUser | null): void {
  const login = user?.login ?? null;
  const admin = user?.admin ?? false;
  useLayoutEffect(() => {
    writeStoredUser(login === null ? null : { login, admin });
  }, [login, admin]);
}
