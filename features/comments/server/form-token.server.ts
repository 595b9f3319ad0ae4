import { base64url } from "#app/lib/client.server.ts";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";

/** Proves the page was loaded seconds before: people read and type, scripts post at once (decision 017). */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const FORM_TOKEN_MIN_AGE_SECONDS = 3;
const PURPOSE = "comment-form";

export type FormTokenCheck = "valid" | "invalid" | "expired" | "too-fast";

export function issueFormToken(secret: string | undefined, now = Date.now()): Promise<string> {
  const random = base64url(crypto.getRandomValues(new Uint8Array(9)));
  // `at` in milliseconds: the JWT's `iat` keeps whole seconds, too coarse for a three-second floor.
  return signToken(secret, PURPOSE, { at: now, exp: now + FORM_TOKEN_LIFETIME_MS, n: random });
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
  if (typeof token !== "string" || token.length > 300) return "invalid";
  const checked = await verifyToken<{ at: number; exp: number }>(secret, PURPOSE, token, now);
  if (!checked.ok) return checked.reason === "expired" ? "expired" : "invalid";
  const issued = checked.payload.at;
  // A token from the future was not issued by this clock: made with a leaked secret or another deployment's.
  if (typeof issued !== "number" || issued > now + 60_000) return "invalid";
  if (now - issued < minimumAgeMs) return "too-fast";
  return "valid";
}
