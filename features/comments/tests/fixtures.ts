import { data, type ActionFunctionArgs } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import type { SessionUser } from "#features/account/index.ts";
import type { CommentItem, CommentList, LikeResult } from "../model.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";

type CommentOverrides = Partial<Omit<CommentItem, "likes">> & {
  id: number;
  likes?: { quantity: number; users: string[] };
};

/** A comment with sensible defaults; times are UTC ISO strings as the API answers them. */
export function makeComment({ likes = { quantity: 0, users: [] }, ...overrides }: CommentOverrides): CommentItem {
  const likedByMe = overrides.likedByMe ?? false;
  return {
    login: "Wędrowiec",
    comment: "Piękna robota, widać każdy detal.",
    createdAt: "2025-03-14T10:05:00.000Z",
    updatedAt: null,
    admin: false,
    registered: false,
    held: false,
    likedByMe,
    ...overrides,
    likes: { ...likes, likedByMe },
  };
}

/** The newest `limit` comments before a cursor, oldest first, as the API pages a thread. */
export function pageOf(comments: readonly CommentItem[], limit: number, beforeId?: number) {
  const end = beforeId === undefined ? comments.length : comments.findIndex((comment) => comment.id === beforeId);
  const upTo = end < 0 ? comments.length : end;
  const start = Math.max(0, upTo - limit);
  return { total: comments.length, hasMore: start > 0, comments: comments.slice(start, upTo) };
}

export const guestViewer: SessionUser | null = null;
export const userViewer: SessionUser = { login: "kasia_modelarka", admin: false };
export const adminViewer: SessionUser = { login: "Paweł", admin: true };

/** Three comments: a guest's, a user's (edited, liked) and the admin's answer. */
export const threeComments: CommentItem[] = [
  makeComment({
    id: 1,
    login: "Marek z Gdyni",
    comment: "Byłem na Helu w wakacje – model wygląda jak prawdziwa latarnia. Ile czasu zajęło klejenie?",
    createdAt: "2025-01-20T18:42:00.000Z",
  }),
  makeComment({
    id: 2,
    login: "kasia_modelarka",
    registered: true,
    comment: "Podświetlenie wyszło świetnie!\nJakie diody zostały użyte w laternie?",
    createdAt: "2025-07-03T06:15:00.000Z",
    updatedAt: "2025-07-03T09:30:00.000Z",
    likes: { quantity: 2, users: ["Paweł", "tomek"] },
  }),
  makeComment({
    id: 3,
    login: "Paweł",
    registered: true,
    admin: true,
    comment: "Dziękuję! Białe diody SMD 0805 z rezystorem 330 Ω przy 9 V – opis jest w artykule o oświetleniu.",
    createdAt: "2025-07-03T19:01:00.000Z",
    likes: { quantity: 1, users: ["kasia_modelarka"] },
  }),
];

/** Twelve comments, oldest first, so only the last five show until `Pokaż resztę komentarzy`. */
export const twelveComments: CommentItem[] = Array.from({ length: 12 }, (_, i) =>
  makeComment({
    id: 100 + i,
    login: i % 4 === 3 ? "kasia_modelarka" : `Gość numer ${i + 1}`,
    registered: i % 4 === 3,
    comment: `Komentarz numer ${i + 1}: ${i % 2 ? "świetne zdjęcia z budowy." : "czy model jest na sprzedaż?"}`,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i * 9, 12, 30)).toISOString(),
    likes: { quantity: i % 3, users: ["Paweł", "tomek"].slice(0, i % 3) },
  }),
);

/** A comment that looks like markup: it must show as the very text typed. */
export const markupComment = makeComment({
  id: 50,
  login: "<b>Haker</b>",
  comment: "<script>alert('x')</script> <img src=x onerror=alert(1)>",
  createdAt: "2025-02-02T02:02:00.000Z",
});

/** `older`: a list call with a `before` cursor ("Pokaż resztę komentarzy" or a permalink's search). */
type Operation = "list" | "older" | "add" | "edit" | "delete" | "like" | "approve";

export interface FakeApiOptions {
  comments: readonly CommentItem[];
  viewer?: SessionUser | null;
  /** Registered logins a guest may not use (any letter case). */
  takenNames?: readonly string[];
  /** These calls never answer (to show a spinner). */
  hang?: readonly Operation[];
  /** These calls answer 503 with the server's message. */
  fail?: readonly Operation[];
  /** Wait before each answer, in ms. */
  delayMs?: number;
  /** A guest's new comment waits for approval (202, `held`). */
  holdGuests?: boolean;
  /** The page's loader sends only the newest this many, with `total`, `hasMore` and a form token, as the site does. */
  pageSize?: number;
  now?: () => string;
}

export interface FakeCall {
  method: string;
  url: string;
  /** The query string, `?limit=…&before=…` for pages, or empty. */
  query: string;
  body: unknown;
}

/**
 * A stand-in for `/api/comments/...` in the browser (stories and component tests never reach a server):
 * it keeps its own list and answers as the real API does, including 401/403/409 and likes.
 */
export function createFakeCommentsApi(options: FakeApiOptions) {
  let comments = options.comments.map((comment) => structuredClone(comment));
  const viewer = options.viewer ?? null;
  const calls: FakeCall[] = [];
  let nextId = Math.max(0, ...comments.map((comment) => comment.id)) + 1;

  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });

  const handle = (
    operation: Operation,
    id: number,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): Response => {
    if (options.fail?.includes(operation)) {
      return answer(503, { error: "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę" });
    }
    const target = comments.find((comment) => comment.id === id);
    switch (operation) {
      case "older":
      case "list":
        return answer(200, {
          section: "Story",
          ...pageOf(
            comments,
            Number(query.get("limit") ?? 50),
            query.has("before") ? Number(query.get("before")) : undefined,
          ),
          formToken: "fake-token",
        } satisfies CommentList);
      case "add": {
        const name = String(body.login ?? "").trim();
        if (!viewer && options.takenNames?.some((taken) => taken.toLowerCase() === name.toLowerCase())) {
          return answer(409, { error: "Nazwa użytkownika jest już zajęta" });
        }
        const comment: CommentItem = {
          id: nextId++,
          login: viewer?.login ?? name,
          comment: String(body.comment ?? "").trim(),
          createdAt: options.now?.() ?? "2025-08-18T16:20:00.000Z",
          updatedAt: null,
          admin: viewer?.admin ?? false,
          registered: viewer !== null,
          held: Boolean(options.holdGuests && !viewer),
          likes: { quantity: 0, likedByMe: false, users: [] },
          likedByMe: false,
        };
        if (comment.held) return answer(202, { comment, held: true });
        comments = [...comments, comment];
        return answer(201, { comment });
      }
      case "edit": {
        if (!viewer) return answer(401, { error: "Zaloguj się, aby to zrobić" });
        if (!target) return answer(404, { error: "Nie ma takiego komentarza" });
        if (target.login !== viewer.login) return answer(403, { error: "Możesz edytować tylko własne komentarze" });
        target.comment = String(body.comment ?? "").trim();
        target.updatedAt = options.now?.() ?? "2025-08-18T16:25:00.000Z";
        return answer(200, { comment: target });
      }
      case "delete": {
        if (!viewer?.admin) return answer(viewer ? 403 : 401, { error: "Tylko administrator może to zrobić" });
        comments = comments.filter((comment) => comment.id !== id);
        return answer(204);
      }
      case "approve": {
        if (!viewer?.admin) return answer(viewer ? 403 : 401, { error: "Tylko administrator może to zrobić" });
        if (!target?.held) return answer(409, { error: "Ten komentarz nie czeka już na zatwierdzenie" });
        target.held = false;
        return answer(200, { id });
      }
      case "like": {
        if (!viewer) return answer(401, { error: "Zaloguj się by oceniać" });
        if (!target) return answer(404, { error: "Nie ma takiego komentarza" });
        const liked = !target.likedByMe;
        target.likedByMe = liked;
        target.likes.likedByMe = liked;
        target.likes.users = liked
          ? [...target.likes.users, viewer.login].sort()
          : target.likes.users.filter((user) => user !== viewer.login);
        target.likes.quantity = target.likes.users.length;
        return answer(200, { quantity: target.likes.quantity, liked } satisfies LikeResult);
      }
    }
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    // The router hands over absolute addresses; the calls are kept as the site writes them.
    const address = new URL(href, "http://localhost");
    const url = address.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    const body: Record<string, unknown> = typeof init.body === "string" ? JSON.parse(init.body) : {};
    calls.push({ method, url, query: address.search, body });
    const match = /\/api\/comments\/[^/]+(?:\/(\d+))?(\/like)?$/.exec(url);
    if (!match) return answer(404, { error: "Nie ma takiego adresu API" });
    const id = Number(match[1]);
    const operation: Operation = match[2]
      ? "like"
      : match[1]
        ? method === "DELETE"
          ? "delete"
          : "edit"
        : method === "POST"
          ? "add"
          : address.searchParams.has("before")
            ? "older"
            : "list";
    if (options.hang?.includes(operation)) return new Promise<Response>(() => {});
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return handle(operation, id, body, address.searchParams);
  };

  /**
   * The page's loader over the fake's state, as the server reads D1: the thread, or the error flag when reading
   * fails; it never answers while list calls hang. Recorded as the data request the browser sends for it.
   */
  const pageLoader = () => {
    calls.push({ method: "GET", url: "/Hel.data", query: "", body: {} });
    if (options.hang?.includes("list")) return new Promise<never>(() => {});
    if (options.fail?.includes("list")) return { initial: { comments: [], error: true } };
    const { pageSize } = options;
    return {
      initial: pageSize === undefined ? { comments } : { ...pageOf(comments, pageSize), formToken: "fake-token" },
    };
  };

  const intents: Record<string, Operation> = {
    "comment-post": "add",
    "comment-edit": "edit",
    "comment-delete": "delete",
    "comment-like": "like",
    "comment-approve": "approve",
  };

  /**
   * The page's action over the same state, as the model page's `comment-*` intents answer: the API's statuses and
   * messages as an ActionAnswer. Recorded as the form post the browser sends to the page.
   */
  const pageAction = async ({ request }: ActionFunctionArgs) => {
    const fields = await postedFields(request);
    calls.push({ method: "POST", url: "/Hel", query: "", body: fields });
    const intent = fields.intent ?? "";
    const operation = intents[intent] ?? "add";
    if (options.hang?.includes(operation)) return new Promise<never>(() => {});
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const response = handle(operation, Number(fields.id), fields, new URLSearchParams());
    const body = (response.status === 204 ? {} : await response.json()) as Record<string, unknown>;
    const answer: ActionAnswer = response.ok
      ? {
          intent,
          ok: true,
          data:
            operation === "add" ? { held: false, ...body } : operation === "delete" ? { id: Number(fields.id) } : body,
        }
      : {
          intent,
          ok: false,
          status: response.status,
          error: String(body.error),
          ...(response.status === 409 ? { field: "login" } : {}),
          values: Object.fromEntries(Object.entries(fields).filter(([name]) => name !== "formToken")),
        };
    return data(answer, { status: response.ok ? 200 : response.status });
  };

  /** `/api/*` reads as the site answers them: the JSON Response itself, which the router reads. */
  return { fetch, calls, current: () => comments, pageLoader, pageAction };
}

export type FakeCommentsApi = ReturnType<typeof createFakeCommentsApi>;

/** Puts a fake API in place of `window.fetch` and returns the function that puts the real one back. */
export function installFakeFetch(api: { fetch: typeof globalThis.fetch }): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = api.fetch;
  return () => {
    globalThis.fetch = original;
  };
}
