import { env } from "cloudflare:workers";
import { issueFormToken } from "#features/comments/index.server.ts";

const THREAD_PATH = /^\/api\/comments\/[^/?]+(?:\?.*)?$/;

/** A form token as a page hands it out, issued long enough ago to be accepted. */
export function readyFormToken(issuedAgoMs = 10_000): Promise<string> {
  return issueFormToken(env.SESSION_SECRET, Date.now() - issuedAgoMs);
}

/**
 * A post to a thread as the site's own form sends it: with a form token. A body that names `formToken` (even as
 * undefined, which JSON drops) is left alone, so the token's own tests send exactly what they mean to.
 */
export async function withFormToken(method: string, path: string, body: unknown): Promise<unknown> {
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  if (method !== "POST" || !THREAD_PATH.test(path) || !isObject || "formToken" in body) return body;
  return { ...body, formToken: await readyFormToken() };
}
