import { data, type ActionFunctionArgs } from "react-router";
import { INTENT_FIELD, type AnswerOf, type Refusal } from "./action-answer.ts";
import { errorText, isApiPath, UNAVAILABLE } from "./api.server.ts";
import { assertSameOrigin, HttpError, readFormData } from "./http.server.ts";
import { requestScope, type RequestScope } from "./request-scope.server.ts";

export interface IntentRequest extends RequestScope {
  context: ActionFunctionArgs["context"];
  form: FormData;
  fields: Record<string, string>;
  headers: Headers;
  /** The browser posted the page itself (no JavaScript): this request also renders it. */
  document: boolean;
}

export type IntentHandler = (input: IntentRequest) => Promise<unknown>;

/** A feature's intents: the form's `intent` names its handler. Built with `satisfies IntentTable`, so each keeps its type. */
export type IntentTable = Record<string, IntentHandler>;

export interface PageActionOptions {
  maxBytes?: number;
}

const UNKNOWN_INTENT = "Nieznana akcja formularza";
const NOT_ECHOED = /password|hasło|token|^_/i;

/** A refusal is an answer with its status, so React Router does not revalidate; any failure is a 503, never a 500. */
export function pageAction<Intents extends IntentTable>(intents: Intents, { maxBytes }: PageActionOptions = {}) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    let intent = "";
    let fields: Record<string, string> = {};
    try {
      const form = await readFormData(request, maxBytes);
      fields = textFields(form);
      intent = fields[INTENT_FIELD] ?? "";
      const handler: IntentHandler | undefined = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
      if (!handler) throw new HttpError(400, UNKNOWN_INTENT);
      const result = await handler({
        ...requestScope(request, params, context),
        context,
        form,
        fields,
        headers,
        document: !new URL(request.url).pathname.endsWith(".data"),
      });
      // The handler was found by the posted name: the answer is that intent's, which TypeScript cannot follow.
      const answer = { intent, ok: true, data: result ?? null } as AnswerOf<Intents>;
      return data(answer, { headers });
    } catch (error) {
      if (error instanceof Response) throw error;
      const refusal =
        error instanceof HttpError ? error : (logFailure(request, intent, error), new HttpError(503, UNAVAILABLE));
      for (const [name, value] of new Headers(refusal.headers)) headers.set(name, value);
      const answer: Refusal = {
        intent,
        ok: false,
        status: refusal.status,
        error: refusal.message,
        ...(refusal.field ? { field: refusal.field } : {}),
        values: echoed(fields),
      };
      return data<AnswerOf<Intents>>(answer, { status: refusal.status, headers });
    }
  };
}

/** Every page action's origin check: React Router's own refusal comes first and is a bare 400, so the Worker answers. */
export function refuseForeignPagePost(request: Request): Response | undefined {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method) || isApiPath(request)) return undefined;
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
