import { base64url, requireSecret } from "./client.server.ts";

/** The purpose label is part of the key, so a token made for one use never verifies for another. */
export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: "forged" | "expired" };

const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(secret: string | undefined, purpose: string): Promise<CryptoKey> {
  const label = `${purpose}:${requireSecret(secret)}`;
  let key = keys.get(label);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(`signed-token:${label}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(label, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export async function signToken(
  secret: string | undefined,
  purpose: string,
  payload: Record<string, unknown> & { exp: number },
): Promise<string> {
  const body = base64url(new TextEncoder().encode(JSON.stringify(payload)));
  const mac = await crypto.subtle.sign("HMAC", await signingKey(secret, purpose), new TextEncoder().encode(body));
  return `${body}.${base64url(new Uint8Array(mac))}`;
}

export async function verifyToken<T extends { exp: number }>(
  secret: string | undefined,
  purpose: string,
  token: string,
  now = Date.now(),
): Promise<TokenCheck<T>> {
  const [body, signature, extra] = token.split(".");
  const mac = signature === undefined ? undefined : fromBase64url(signature);
  if (body === undefined || !mac || extra !== undefined) return { ok: false, reason: "forged" };
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret, purpose),
    mac,
    new TextEncoder().encode(body),
  );
  const bytes = valid ? fromBase64url(body) : undefined;
  if (!bytes) return { ok: false, reason: "forged" };
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, reason: "forged" };
  }
  if (typeof payload !== "object" || payload === null || typeof (payload as { exp?: unknown }).exp !== "number") {
    return { ok: false, reason: "forged" };
  }
  if ((payload as { exp: number }).exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, payload: payload as T };
}
