import { errors, jwtVerify, SignJWT } from "jose";
import { hmacKey, requireSecret } from "./client.server.ts";

/** A jose HS256 JWT, as sessions are; the purpose is part of the key and the audience, so no use verifies another's. */
export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: "forged" | "expired" };

const ISSUER = "kartonowe-budowle";

function signingKey(secret: string | undefined, purpose: string): Promise<CryptoKey> {
  return hmacKey(`signed-token:${purpose}:${requireSecret(secret)}`);
}

/** `exp` in milliseconds as everywhere here; the JWT keeps whole seconds, rounded down so a link never outlives it. */
export async function signToken(
  secret: string | undefined,
  purpose: string,
  payload: Record<string, unknown> & { exp: number },
): Promise<string> {
  const key = await signingKey(secret, purpose);
  const { exp, ...claims } = payload;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: `${purpose}+jwt` })
    .setIssuer(ISSUER)
    .setAudience(`${ISSUER}/${purpose}`)
    .setExpirationTime(Math.floor(exp / 1000))
    .sign(key);
}

export async function verifyToken<T extends { exp: number }>(
  secret: string | undefined,
  purpose: string,
  token: string,
  now = Date.now(),
): Promise<TokenCheck<T>> {
  const key = await signingKey(secret, purpose);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: `${ISSUER}/${purpose}`,
      typ: `${purpose}+jwt`,
      requiredClaims: ["exp"],
      currentDate: new Date(now),
    });
    return { ok: true, payload: { ...payload, exp: Number(payload.exp) * 1000 } as unknown as T };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "forged" };
  }
}
