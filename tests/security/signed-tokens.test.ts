import { env } from "cloudflare:workers";
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, test } from "vitest";
import { signToken, verifyToken } from "#app/lib/signed-token.server.ts";

/* Form tokens, reset, moderation, confirmation and preview links are jose HS256 JWTs, like sessions. */

const SECRET = env.SESSION_SECRET;
const PURPOSE = "moderation-link";
const toBase64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("signed tokens", () => {
  test("are HS256 JWTs that verify for their own purpose until they expire", async () => {
    const now = Date.now();
    const token = await signToken(SECRET, PURPOSE, { c: 7, exp: now + 60_000 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "moderation-link+jwt" });
    const checked = await verifyToken<{ c: number; exp: number }>(SECRET, PURPOSE, token, now);
    expect(checked).toMatchObject({ ok: true, payload: { c: 7 } });
    // The expiry never moves later than asked, whole seconds or not.
    expect(checked.ok && checked.payload.exp).toBeLessThanOrEqual(now + 60_000);
    expect(await verifyToken(SECRET, PURPOSE, token, now + 60_000)).toEqual({ ok: false, reason: "expired" });
  });

  test("another purpose, another key, a changed claim, alg none or a foreign token are forged", async () => {
    const exp = Date.now() + 60_000;
    const token = await signToken(SECRET, PURPOSE, { c: 7, exp });
    const [header, claims, signature] = token.split(".") as [string, string, string];
    const payload = JSON.parse(atob(claims.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    const key = new TextEncoder().encode(`signed-token:${PURPOSE}:${SECRET}`);
    const forgeries = [
      `${header}.${toBase64url(JSON.stringify({ ...payload, c: 8 }))}.${signature}`,
      `${header}.${claims}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      new UnsecuredJWT({ ...payload }).encode(),
      await new SignJWT({ ...payload }).setProtectedHeader({ alg: "HS256" }).sign(key),
      await new SignJWT({ ...payload, aud: "kartonowe-budowle/web" })
        .setProtectedHeader({ alg: "HS256", typ: "moderation-link+jwt" })
        .sign(key),
      await signToken("another-secret-of-the-same-length-0123456789", PURPOSE, { c: 7, exp }),
      `${header}.${claims}`,
      "nie.podpisany",
      "",
    ];
    for (const forged of forgeries) {
      expect(await verifyToken(SECRET, PURPOSE, forged), forged).toEqual({ ok: false, reason: "forged" });
    }
    expect(await verifyToken(SECRET, "password-reset", token)).toEqual({ ok: false, reason: "forged" });
    // An expired token whose signature is wrong is forged, not expired: nothing unsigned is believed.
    const old = await signToken(SECRET, PURPOSE, { c: 7, exp: Date.now() - 5000 });
    const [oldHeader, oldClaims] = old.split(".") as [string, string];
    expect(await verifyToken(SECRET, PURPOSE, `${oldHeader}.${oldClaims}.${signature}`)).toEqual({
      ok: false,
      reason: "forged",
    });
  });
});
