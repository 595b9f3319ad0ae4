import { MESSAGES, type LoginInput, type RegistrationInput, type SessionUser } from "../model.ts";

/** What the panel shows when a request never reached the server or its answer was unreadable. */
export const NETWORK_ERROR = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";
export const SERVER_ERROR = "Serwer nie odpowiedział poprawnie. Spróbuj ponownie za chwilę.";
const TOO_MANY_ATTEMPTS = "Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.";

/** The answer of one account request: its data, or the Polish message to show. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** `GET /api/users/verify`: who the session cookie belongs to. */
export type VerifyAnswer = { verify: true; login: string; email: string; admin: boolean } | { verify: false };

function messageFor(status: number, body: unknown): string {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error)
    return body.error;
  if (status === 401) return MESSAGES.badCredentials;
  if (status === 409) return MESSAGES.accountExists;
  if (status === 429) return TOO_MANY_ATTEMPTS;
  return SERVER_ERROR;
}

async function request(path: string, init: RequestInit): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, error: NETWORK_ERROR };
  }
  // 204 (logout) has no body; an HTML error page from a proxy is not JSON.
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) return { ok: false, error: messageFor(response.status, body) };
  if (body === undefined) return { ok: false, error: SERVER_ERROR };
  return { ok: true, data: body };
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === "object" &&
    value !== null &&
    "login" in value &&
    typeof value.login === "string" &&
    "admin" in value &&
    typeof value.admin === "boolean"
  );
}

/** `POST /api/users`: creates an account (201) or says why not (400, 409, 429). */
export async function registerAccount(input: RegistrationInput): Promise<ApiResult<null>> {
  const result = await request("/api/users", { method: "POST", body: JSON.stringify(input) });
  return result.ok ? { ok: true, data: null } : result;
}

/** `POST /api/users/verify`: logs in; the server sets the HttpOnly session cookie. */
export async function logIn(input: LoginInput): Promise<ApiResult<SessionUser>> {
  const result = await request("/api/users/verify", { method: "POST", body: JSON.stringify(input) });
  if (!result.ok) return result;
  if (!isSessionUser(result.data)) return { ok: false, error: SERVER_ERROR };
  return { ok: true, data: { login: result.data.login, admin: result.data.admin } };
}

/** `GET /api/users/verify`: the session's user as the server sees the cookie (and a renewed cookie past half-life). */
export async function verifySession(signal?: AbortSignal): Promise<ApiResult<VerifyAnswer>> {
  const result = await request("/api/users/verify", { method: "GET", signal });
  if (!result.ok) return result;
  const body = result.data as Record<string, unknown> | null;
  if (body?.verify === true && isSessionUser(body)) {
    return {
      ok: true,
      data: {
        verify: true,
        login: body.login,
        admin: body.admin,
        email: typeof body.email === "string" ? body.email : "",
      },
    };
  }
  if (body?.verify === false) return { ok: true, data: { verify: false } };
  return { ok: false, error: SERVER_ERROR };
}

/** `POST /api/users/logout`: ends the session on the server and clears the cookie. */
export async function logOut(): Promise<ApiResult<null>> {
  const result = await request("/api/users/logout", { method: "POST" });
  return result.ok ? { ok: true, data: null } : result;
}
