import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** AES-256-GCM: a 12-byte nonce per value, a 16-byte tag. */
const ALGORITHM = "aes-256-gcm";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version: `v1.<key id>.<nonce+ciphertext+tag, base64url>`. */
const VERSION = "v1";

export interface Sealer {
  /** The current key's id (what its sealed values start with after `v1.`). */
  keyId: string;
  /** Encrypts text with the current key. */
  seal(plain: string): string;
  /** Decrypts a value sealed with the current key or a previous one. */
  open(sealed: string): string;
  /** Whether a value was sealed with a key other than the current one (rotation re-seals those). */
  needsResealing(sealed: string): boolean;
}

/** A key's id: the first 8 hex digits of its SHA-256, so a sealed value names the key it needs, never the key. */
export function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

/**
 * Clinical free text at rest (issue 39, ADR 027): sealed with CLINICAL_DATA_KEY, a key the database never holds.
 * Previous keys (CLINICAL_DATA_KEYS_PREVIOUS) still open what they sealed until a rotation re-seals it.
 */
export function createSealer(current: Buffer, previous: readonly Buffer[] = []): Sealer {
  const currentId = keyId(current);
  const keys = new Map<string, Buffer>([...previous.map((k) => [keyId(k), k] as const), [currentId, current]]);

  return {
    keyId: currentId,
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, current, nonce);
      const body = Buffer.concat([nonce, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${currentId}.${body.toString("base64url")}`;
    },
    open(sealed) {
      const [version, id, payload] = sealed.split(".");
      if (version !== VERSION || !id || !payload) throw new Error("not a sealed clinical value");
      const key = keys.get(id);
      if (!key) throw new Error(`clinical value sealed with key ${id}, which is not configured`);
      const body = Buffer.from(payload, "base64url");
      const decipher = createDecipheriv(ALGORITHM, key, body.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(NONCE_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
    needsResealing: (sealed) => sealed.split(".")[1] !== currentId,
  };
}
