import { HttpError } from "./http.server.ts";
import { REFUSALS } from "./refusal-messages.ts";

/** An IPv6 /64 is one subscriber, so one client group; only the edge's `cf-connecting-ip` is believed. */

const LOCAL_GROUP = "local";

export function clientGroup(request: Request, { development = false } = {}): string {
  const edge = request.headers.get("cf-connecting-ip");
  const forwarded = development
    ? (request.headers.get("x-real-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0])
    : undefined;
  return addressGroup((edge ?? forwarded ?? "").trim()) ?? LOCAL_GROUP;
}

export function addressGroup(address: string): string | undefined {
  const v4 = parseIpv4(address);
  if (v4) return `ipv4:${v4}`;
  const hextets = parseIpv6(address);
  if (!hextets) return undefined;
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return `ipv4:${[high >> 8, high & 255, low >> 8, low & 255].join(".")}`;
  }
  return `ipv6:${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** The /48 around an IPv6 /64 group: a site's whole allocation, the tier that catches hopping between its /64s. */
export function networkGroup(group: string): string | undefined {
  const match = /^ipv6:([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(group);
  return match ? `ipv6:${match[1]}::/48` : undefined;
}

function parseIpv4(text: string): string | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.map(Number).join(".");
}

function parseIpv6(text: string): number[] | undefined {
  let address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const lastColon = address.lastIndexOf(":");
  const v4 = parseIpv4(address.slice(lastColon + 1));
  if (v4) {
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (!address.includes(":") || halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const front = parse(halves[0]!);
  const back = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...front, ...back].every((part) => /^[0-9a-f]{1,4}$/i.test(part))) return undefined;
  const missing = 8 - front.length - back.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...front, ...Array<string>(missing).fill("0"), ...back].map((part) => parseInt(part, 16));
}

const MIN_SECRET_LENGTH = 32;

export function hasSecret(secret: string | undefined): secret is string {
  return secret !== undefined && secret.length >= MIN_SECRET_LENGTH;
}

/** Every key is derived from SESSION_SECRET: without a long enough one nothing is signed or hashed (503). */
export function requireSecret(secret: string | undefined): string {
  if (!hasSecret(secret)) throw new HttpError(503, REFUSALS.unavailable);
  return secret;
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** An HMAC-SHA-256 key imported once per isolate: a rendered page hashes and signs with the same few. */
export function hmacKey(material: string): Promise<CryptoKey> {
  let key = hmacKeys.get(material);
  if (!key) {
    const bytes = new TextEncoder().encode(material);
    key = crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(material, key);
  }
  return key;
}

/** What D1 stores instead of an address or a login, so a copy of the table names nobody. */
export async function keyedHash(secret: string | undefined, text: string): Promise<string> {
  const key = await hmacKey(`client-keys:${requireSecret(secret)}`);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text));
  return base64url(new Uint8Array(mac));
}

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}
