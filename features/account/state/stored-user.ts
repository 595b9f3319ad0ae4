import { readRaw, writeRaw } from "#features/settings/index.ts";
import type { SessionUser } from "../model.ts";

export const USER_KEY = "user";

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

export function writeStoredUser(user: SessionUser | null): void {
  writeRaw(USER_KEY, user ? JSON.stringify({ login: user.login, admin: user.admin }) : null);
}
