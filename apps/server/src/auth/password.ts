import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

export interface ScryptOptions {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}
/** Derives a scrypt key: on libuv's thread pool (below) or on the server's hashing threads (hash-pool.ts). */
export type DeriveKey = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

const libuvScrypt = promisify(scryptCallback) as DeriveKey;

/**
 * scrypt at OWASP's recommended strength (N=2^17, r=8, p=1; see docs/decisions/004-accounts-and-password-hashing.md).
 * The parameters are stored with each hash, so they can be raised later without breaking old hashes.
 */
const PARAMS = { r: 8, p: 1 } as const;
/** scrypt's cost as a power of two (N = 2^cost): 17 everywhere but test runs (PASSWORD_HASH_COST, ADR 024). */
export const DEFAULT_HASH_COST = 17;

/** What a server logs at start when PASSWORD_HASH_COST is below the default (undefined when it is not). */
export function weakHashingWarning(cost: number): string | undefined {
  if (cost >= DEFAULT_HASH_COST) return undefined;
  return (
    `PASSWORD_HASH_COST=${cost}: new passwords are hashed with scrypt N=2^${cost}, weaker than the default 2^` +
    `${DEFAULT_HASH_COST}. Only test runs should lower it; unset it on a real server.`
  );
}
const KEY_LENGTH = 64;
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(
  password: string,
  derive: DeriveKey = libuvScrypt,
  cost: number = DEFAULT_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password.normalize("NFKC"), salt, KEY_LENGTH, {
    N,
    ...PARAMS,
    maxmem: maxmemFor(N, PARAMS.r),
  });
  return `scrypt$${N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(
  { hash, password }: { hash: string; password: string },
  derive: DeriveKey = libuvScrypt,
): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64");
  const N = Number(n);
  const R = Number(r);
  const key = await derive(password.normalize("NFKC"), Buffer.from(saltText, "base64"), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmemFor(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
