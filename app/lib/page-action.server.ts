import { data, type ActionFunctionArgs } from "react-router";
import { INTENT_FIELD, type ActionAnswer } from "./action-answer.ts";
import { errorText } from "./api.server.ts";
import { assertSameOrigin, HttpError, readFormData } from "./http.server.ts";
import { requestTools, type RequestTools } from "./request-tools.server.ts";

export interface IntentRequest extends RequestTools {
  context: ActionFunctionArgs["context"];
  form: FormData;
  /** The form's text fields (files left out), what a schema reads. */
  fields: Record<string, string>;
  /** Headers the answer carries (a session's Set-Cookie). */
  headers: Headers;
  /** True for a document POST (no JavaScript): the page is rendered again with the answer. */
  document: boolean;
}

/**
 * One form's adapter: reads `fields`, calls the feature's domain function and returns what the form shows, or throws
 * an `HttpError` (status, Polish message, field) for a refusal; a `redirect()` it throws passes through.
 */
export type IntentHandler = (input: IntentRequest) => Promise<unknown>;

export interface PageActionOptions {
  /** The largest body in bytes (32 KiB unless a form sends more). */
  maxBytes?: number;
}

const UNKNOWN_INTENT = "Nieznana akcja formularza";
const UNAVAILABLE = "Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę";
// Never sent back into a page: what a form keeps after a refusal is only what the person typed as text.
const NOT_ECHOED = /password|hasło|token|^_/i;

/**
 * A page's `action`, made of the intents of the features it shows. The same rules as the API: a post from another
 * origin is refused (403), the body is a form within its limit, a refusal is an answer with its status (so React
 * Router does not revalidate) and any failure is a 503 message, never a 500.
 */
export function pageAction(intents: Record<string, IntentHandler>, { maxBytes }: PageActionOptions = {}) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    let intent = "";
    let fields: Record<string, string> = {};
    try {
      assertSameOrigin(request);
      const form = await readFormData(request, maxBytes);
      fields = textFields(form);
      intent = fields[INTENT_FIELD] ?? "";
      const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
      if (!handler) throw new HttpError(400, UNKNOWN_INTENT);
      const result = await handler({
        ...requestTools(request, params, context),
        context,
        form,
        fields,
        headers,
        document: !new URL(request.url).pathname.endsWith(".data"),
      });
      const answer: ActionAnswer = { intent, ok: true, data: result ?? null };
      return data(answer, { headers });
    } catch (error) {
      if (error instanceof Response) throw error;
      const refusal =
        error instanceof HttpError ? error : (logFailure(request, intent, error), new HttpError(503, UNAVAILABLE));
      for (const [name, value] of new Headers(refusal.headers)) headers.set(name, value);
      const answer: ActionAnswer = {
        intent,
        ok: false,
        status: refusal.status,
        error: refusal.message,
        ...(refusal.field ? { field: refusal.field } : {}),
        values: echoed(fields),
      };
      return data(answer, { status: refusal.status, headers });
    }
  };
}

/**
 * React Router refuses a page's POST from another origin itself, before any action runs, with a bare 400: the Worker
 * answers it first as the API does, 403 with the Polish message. `/api` paths answer for themselves.
 */
export function refuseForeignPagePost(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (["GET", "HEAD", "OPTIONS"].includes(request.method) || pathname === "/api" || pathname.startsWith("/api/")) {
    return undefined;
  }
  try {
    assertSameOrigin(request);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
}

function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

function echoed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_ECHOED.test(name)));
}

function logFailure(request: Request, intent: string, error: unknown): void {
  console.error("Action error", new URL(request.url).pathname, intent, errorText(error));
}
