import { type LinkCheck, linkKey, readLink, signLink } from "../../lib/signed-link.ts";

/**
 * A visit summary link (issue 40 item 4): a signed, expiring token of the visit, not stored (lib/signed-link.ts,
 * ADR 029), its key derived from the auth secret with a purpose label of its own. The signature is cut to 12 bytes
 * (96 bits) so the link (46 characters) leaves room in a two-segment Bengali or Arabic text; the link alone opens
 * nothing anyway: the summary also needs the code texted to the person's verified number.
 */
const PURPOSE = "medcamp visit summary link v1";
const MAC_BYTES = 12;

export const summaryLinkKey = (secret: string): Buffer => linkKey(secret, PURPOSE);

export const summaryLinkToken = (key: Buffer, visitId: string, expiresAt: Date): string =>
  signLink(key, { id: visitId, expiresAt }, MAC_BYTES);

export const readSummaryLinkToken = (key: Buffer, token: string, now: Date): LinkCheck =>
  readLink(key, token, now, MAC_BYTES);
