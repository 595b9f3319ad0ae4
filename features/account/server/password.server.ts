import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// PBKDF2 is capped at 100,000 iterations on production Workers but not in local workerd, so tests would pass where
// production fails. N=2^14, r=8, p=5 is one of OWASP's equal-strength scrypt settings (16 MiB).
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

let cost: ScryptCost = SCRYPT_PARAMS;
let dummyHash: Promise<PasswordHash> | undefined;

/** For the workerd tests' setup (full cost was a third of their time); verifying follows each hash's parameters. */
export function setScryptCost(next: ScryptCost): void {
  cost = next;
  dummyHash = undefined;
}

const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;
// A tampered row must not cost minutes.
const LIMITS = { N: 2 ** 17, r: 16, p: 16 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  const { N, r, p } = cost;
  return { hash: `scrypt$${N}$${r}$${p}$${key.toString("base64")}`, salt: salt.toString("base64") };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [algorithm, n, r, p, encoded] = stored.hash.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (algorithm !== "scrypt" || !encoded) return false;
  if (!Number.isInteger(params.N) || params.N < 2 || params.N > LIMITS.N || (params.N & (params.N - 1)) !== 0)
    return false;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > LIMITS.r) return false;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > LIMITS.p) return false;
  const expected = Buffer.from(encoded, "base64");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, Buffer.from(stored.salt, "base64"), params);
  return timingSafeEqual(actual, expected);
}

// Verified against when the login does not exist, so both take the same time.
export function dummyPasswordHash(): Promise<PasswordHash> {
  dummyHash ??= hashPassword(randomBytes(12).toString("base64"));
  return dummyHash;
}
