import type { CommentItem, CommentList, LikeResult } from "../model.ts";

/** What a call to the comments API ended with: the answer, or a Polish message to show. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

const OFFLINE = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";

const base = (section: string) => `/api/comments/${encodeURIComponent(section)}`;

async function call<T>(url: string, init: RequestInit, fallback: string): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: init.body
        ? { "content-type": "application/json", accept: "application/json" }
        : { accept: "application/json" },
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  if (response.status === 204) return { ok: true, data: undefined as T };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, data: body as T };
  const error =
    typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
      ? body.error
      : fallback;
  return { ok: false, status: response.status, error };
}

export function fetchComments(section: string): Promise<ApiResult<CommentList>> {
  return call(base(section), { method: "GET", cache: "no-store" }, "Nie udało się wczytać komentarzy.");
}

export function postComment(
  section: string,
  input: { comment: string; login?: string },
): Promise<ApiResult<{ comment: CommentItem }>> {
  return call(
    base(section),
    { method: "POST", body: JSON.stringify(input) },
    "Nie udało się dodać komentarza. Spróbuj ponownie.",
  );
}

export function patchComment(
  section: string,
  id: number,
  comment: string,
): Promise<ApiResult<{ comment: CommentItem }>> {
  return call(
    `${base(section)}/${id}`,
    { method: "PATCH", body: JSON.stringify({ comment }) },
    "Nie udało się zapisać zmian. Spróbuj ponownie.",
  );
}

export function removeComment(section: string, id: number): Promise<ApiResult<void>> {
  return call(`${base(section)}/${id}`, { method: "DELETE" }, "Nie udało się usunąć komentarza. Spróbuj ponownie.");
}

export function likeComment(section: string, id: number): Promise<ApiResult<LikeResult>> {
  return call(`${base(section)}/${id}/like`, { method: "POST" }, "Nie udało się zapisać oceny. Spróbuj ponownie.");
}
