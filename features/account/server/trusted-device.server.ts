import { jwtVerify, SignJWT } from "jose";
import { hasSecret } from "#app/lib/client.server.ts";
import { readCookie } from "#app/lib/http.server.ts";

// A flood of guesses at a login never delays a browser that signed in to it before (OWASP's "device cookies").
export const DEVICE_COOKIE = "__Host-device";
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
const TOKEN_TYPE = "device+jwt";
const AUDIENCE = "kartonowe-budowle/device";

const ATTRIBUTES = "Path=/; Secure; HttpOnly; SameSite=Lax";

/** Sent when a person signs out or deletes the account: the cookie names the login to anyone who reads it. */
export const CLEARED_DEVICE_COOKIE = `${DEVICE_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;

function key(secret: string | undefined): Uint8Array | null {
  return hasSecret(secret) ? new TextEncoder().encode(`device:${secret}`) : null;
}

export async function deviceCookie(
  secret: string | undefined,
  loginKey: string,
  now = Date.now(),
): Promise<string | null> {
  const signingKey = key(secret);
  if (!signingKey) return null;
  // `at` in milliseconds: a sign-in in the same second as a revocation must still be told apart from one before it.
  const token = await new SignJWT({ at: now })
    .setProtectedHeader({ alg: "HS256", typ: TOKEN_TYPE })
    .setSubject(loginKey)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(signingKey);
  return `${DEVICE_COOKIE}=${token}; ${ATTRIBUTES}; Max-Age=${DEVICE_TTL_SECONDS}`;
}

/** Whether the browser holds this login's device cookie, issued after its last revocation (`device_revocations`). */
export async function isTrustedDevice(
  request: Request,
  secret: string | undefined,
  loginKey: string,
  revokedAt: number,
): Promise<boolean> {
  const token = readCookie(request, DEVICE_COOKIE);
  const verifyKey = key(secret);
  if (!token || !verifyKey) return false;
  try {
    const { payload } = await jwtVerify(token, verifyKey, {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      typ: TOKEN_TYPE,
    });
    const issuedAt = typeof payload.at === "number" ? payload.at : (payload.iat ?? 0) * 1000;
    return payload.sub === loginKey && issuedAt > revokedAt;
  } catch {
    return false;
  }
}
