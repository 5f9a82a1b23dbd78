import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Links that are their own credential and store nothing (ADR 029): a token `<uuid, 16 bytes base64url>.<expiry, Unix
 * seconds base36>.<HMAC-SHA256 of both, base64url>`, the HMAC cut to `macBytes` where a text message needs the link
 * short. The key is derived from the auth secret with HKDF-SHA256 and a purpose label of the link's own, so a key
 * signs one kind of link only and the secret never signs one directly.
 */
export interface LinkClaim {
  id: string;
  expiresAt: Date;
}

export type LinkCheck = { ok: true; claim: LinkClaim } | { ok: false; reason: "invalid" | "expired" };

export const linkKey = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "medcamp", purpose, 32));

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const mac = (key: Buffer, payload: string, macBytes: number) =>
  createHmac("sha256", key).update(payload).digest().subarray(0, macBytes).toString("base64url");

export function signLink(key: Buffer, claim: LinkClaim, macBytes = 32): string {
  const payload = `${uuidBytes(claim.id).toString("base64url")}.${Math.floor(claim.expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${mac(key, payload, macBytes)}`;
}

/**
 * The claim of a token, checked in constant time: `invalid` when it is malformed or its signature is not ours (an
 * altered id or expiry included), `expired` when it is ours and its time has passed. Nothing else is told.
 */
export function readLink(key: Buffer, token: string, now: Date, macBytes = 32): LinkCheck {
  const [id, expiry, signature, ...rest] = token.split(".");
  if (!id || !expiry || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !/^[0-9a-z]{1,10}$/.test(expiry)) return { ok: false, reason: "invalid" };
  // Compared as text: base64url's last character has spare bits, so two spellings could decode to the same bytes.
  const expected = Buffer.from(mac(key, `${id}.${expiry}`, macBytes));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claim: { id: uuidOf(Buffer.from(id, "base64url")), expiresAt } };
}
