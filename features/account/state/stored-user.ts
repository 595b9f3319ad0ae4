import { readRaw, writeRaw } from "#features/settings/index.ts";
import type { SessionUser } from "../model.ts";

/** The localStorage key of spec section 3; it holds `{ login, admin }` for display, never a password. */
export const USER_KEY = "user";

/** The user the browser last saw logged in, or null (nothing stored, or something foreign or corrupt). */
export function readStoredUser(): SessionUser | null {
  const raw = readRaw(USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { login, admin } = value as Record<string, unknown>;
    return typeof login === "string" && login ? { login, admin: admin === true } : null;
  } catch {
    return null;
  }
}

/** Stores the logged-in user's display copy, or removes it on logout. */
export function writeStoredUser(user: SessionUser | null): void {
  writeRaw(USER_KEY, user ? JSON.stringify({ login: user.login, admin: user.admin }) : null);
}
