import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The receiving facility's confirmation link (issue 40): a signed, expiring token, not stored. Its key is derived
 * from the server's auth secret with HKDF-SHA256 and a purpose label of its own, so it signs nothing else and the
 * secret never signs it directly. The token is `<referral id, 16 bytes base64url>.<expiry, Unix seconds base36>.
 * <HMAC-SHA256 of both, base64url>`: about 73 characters, small enough for a QR code an A5 slip prints clearly.
 */
const PURPOSE = "medcamp referral confirmation link v1";

export interface ReferralClaim {
  referralId: string;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; claim: ReferralClaim } | { ok: false; reason: "invalid" | "expired" };

export function referralTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "medcamp", PURPOSE, 32));
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest();

export function referralToken(key: Buffer, claim: ReferralClaim): string {
  const payload = `${uuidBytes(claim.referralId).toString("base64url")}.${Math.floor(claim.expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${sign(key, payload).toString("base64url")}`;
}

/**
 * The claim of a token, checked in constant time: `invalid` when it is malformed or its signature is not ours (an
 * altered id or expiry included), `expired` when it is ours and its time has passed. Nothing else is told.
 */
export function readReferralToken(key: Buffer, token: string, now: Date): TokenCheck {
  const [id, expiry, signature, ...rest] = token.split(".");
  if (!id || !expiry || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !/^[0-9a-z]{1,10}$/.test(expiry)) return { ok: false, reason: "invalid" };
  // Compared as text: base64url's last character has spare bits, so two spellings could decode to the same bytes.
  const expected = Buffer.from(sign(key, `${id}.${expiry}`).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claim: { referralId: uuidOf(Buffer.from(id, "base64url")), expiresAt } };
}

/** When a referral's link stops opening: the end (UTC) of the day `daysAfter` days after its due date. */
export function linkExpiry(dueOn: string, daysAfter: number): Date {
  const end = new Date(`${dueOn}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + daysAfter + 1);
  return end;
}
