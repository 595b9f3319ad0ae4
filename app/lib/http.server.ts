import * as v from "valibot";
import { REFUSALS, tooLargeRefusal } from "./refusal-messages.ts";

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  const response = Response.json({ error }, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
}

/** A JSON answer, never stored unless `init` gives it a cache policy of its own. */
export function json(body: unknown, init?: ResponseInit): Response {
  const response = Response.json(body, init);
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
  return response;
}

export const MAX_BODY_BYTES = 32 * 1024;

export class HttpError extends Error {
  // Plain fields rather than constructor parameter properties: Node's type stripping (scripts) cannot run those.
  readonly status: number;
  readonly headers?: HeadersInit;
  readonly field?: string;

  constructor(status: number, message: string, headers?: HeadersInit, field?: string) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.field = field;
  }
}

/** Counts the bytes as they stream in: a body sent without a length is refused at the limit too. */
export async function readJsonObject(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Oczekiwano danych w formacie JSON");
  }
  const text = decodeUtf8(await readLimitedBytes(request, maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Nieprawidłowy format danych JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, "Oczekiwano obiektu JSON");
  }
  return value as Record<string, unknown>;
}

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function readFormData(request: Request, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) throw new HttpError(415, "Oczekiwano danych formularza");
  const bytes = await readLimitedBytes(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, "Nieprawidłowe dane formularza");
  }
}

async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw new HttpError(413, tooLargeRefusal(limit));
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, tooLargeRefusal(limit));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Dane nie są poprawnym tekstem UTF-8");
  }
}

function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  return issue.type === "object" && issue.received === "undefined" ? `Brakuje pola ${issue.expected}` : INVALID_INPUT;
}

const INVALID_INPUT = "Nieprawidłowe dane";

export function parseInput<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value, { message: fallbackMessage });
  if (!result.success) throw new HttpError(400, result.issues[0]?.message ?? INVALID_INPUT);
  return result.output;
}

/** Without this another page could act with the visitor's cookie; `Sec-Fetch-Site` stands in for a missing Origin. */
export function assertSameOrigin(request: Request): void {
  const url = new URL(request.url);
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin !== url.origin) throw new HttpError(403, REFUSALS.foreignOrigin);
    return;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, REFUSALS.foreignOrigin);
  }
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
