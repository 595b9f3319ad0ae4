import { useLayoutEffect } from "react";
import type { SessionUser } from "../model.ts";
import { writeStoredUser } from "./stored-user.ts";

export const OWN_DATA_PATH = "/api/users/me";

export const COOKIE_REFUSED =
  "Przeglądarka nie zapisała ciasteczka sesji. Zezwól tej stronie na ciasteczka i spróbuj ponownie.";

// The HttpOnly cookie is the authority; localStorage `user` mirrors the loader's user for display, replaced from
// the first commit after hydration (a stale, corrupt or old-site copy goes).
export function useStoredUser(user: SessionUser | null): void {
  const login = user?.login ?? null;
  const admin = user?.admin ?? false;
  useLayoutEffect(() => {
    writeStoredUser(login === null ? null : { login, admin });
  }, [login, admin]);
}
