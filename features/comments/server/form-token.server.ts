import { timingSafeEqual } from "node:crypto";
import { base64url, keyedHash } from "#app/lib/client.server.ts";

/**
 * A guest's form token: when it was issued, a random part, and a keyed hash of both under the session secret. It
 * proves the post comes from someone who loaded a page or the thread, at least a few seconds before (people read
 * and type; scripts post at once), and it serves several posts for a day. docs/decisions/017-comments-in-the-open.md
 */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const FORM_TOKEN_MIN_AGE_SECONDS = 3;

export type FormTokenCheck = "valid" | "invalid" | "expired" | "too-fast";

function signed(secret: string | undefined, payload: string): Promise<string> {
  return keyedHash(secret, `comment-form-token:${payload}`);
}

export async function issueFormToken(secret: string | undefined, now = Date.now()): Promise<string> {
  const payload = `${now.toString(36)}.${base64url(crypto.getRandomValues(new Uint8Array(9)))}`;
  return `${payload}.${await signed(secret, payload)}`;
}

/** A Worker variable, so the end-to-end server can let its robot type at once. */
export function minimumFormAgeMs(env: Pick<Env, "COMMENT_MIN_FILL_SECONDS">): number {
  const seconds = Number(env.COMMENT_MIN_FILL_SECONDS);
  return (Number.isInteger(seconds) && seconds >= 0 ? seconds : FORM_TOKEN_MIN_AGE_SECONDS) * 1000;
}

export async function checkFormToken(
  secret: string | undefined,
  token: unknown,
  { now = Date.now(), minimumAgeMs = FORM_TOKEN_MIN_AGE_SECONDS * 1000 } = {},
): Promise<FormTokenCheck> {
  if (typeof token !== "string" || token.length > 200) return "invalid";
  const match = /^([0-9a-z]{1,12})\.([\w-]{12})\.([\w-]{43})$/.exec(token);
  if (!match) return "invalid";
  const [, issuedText, random, mac] = match as unknown as [string, string, string, string];
  const expected = await signed(secret, `${issuedText}.${random}`);
  if (!timingSafeEqual(new TextEncoder().encode(expected), new TextEncoder().encode(mac))) return "invalid";
  const issued = parseInt(issuedText, 36);
  // A token from the future was not issued by this clock: forged or from another deployment's secret.
  if (issued > now + 60_000) return "invalid";
  if (now - issued > FORM_TOKEN_LIFETIME_MS) return "expired";
  if (now - issued < minimumAgeMs) return "too-fast";
  return "valid";
}
