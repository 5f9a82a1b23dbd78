import { type Contact, CONTACT_CHANNELS, type ContactChannel, type TextChannel } from "@medcamp/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse, type Refusal } from "../../lib/http-errors.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import { toE164 } from "../clinic/phone.ts";
import { checkCode, codeKey, issueCode, resendAt } from "./codes.ts";
import type { ContactRepository, ContactRow } from "./contact-repository.ts";
import { enqueueSms } from "./repository.ts";

/**
 * How a user hears from MedCamp and their phone number (issue 40, ADR 028): the choice (e-mail, SMS, both, WhatsApp),
 * the number stored unverified with a one-time code texted to it, and the code's check. Each change holds the user's
 * row lock, so two requests at once cannot both send a code past the resend limit or both spend the last try.
 * `sends`: how the provider sends texts; WhatsApp is a choice only where it sends WhatsApp (ADR 030).
 */
export function createContactService(
  db: Db,
  repo: ContactRepository,
  clock: Clock,
  secret: string,
  sends: readonly TextChannel[],
) {
  const key = codeKey(secret);
  const channels: ContactChannel[] = [
    ...CONTACT_CHANNELS,
    ...(sends.includes("whatsapp") ? ["whatsapp" as const] : []),
  ];

  async function answer(row: ContactRow | undefined): Promise<Contact> {
    const now = clock.now().getTime();
    const expires = row?.codeHash && row.codeTriesLeft > 0 ? row.codeExpiresAt : null;
    const waiting = expires && expires.getTime() > now ? expires : null;
    const resend = row ? resendAt(row) : 0;
    return {
      channel: (row?.channel ?? "email") as ContactChannel,
      channels,
      phone: row?.phone ?? null,
      phoneVerified: Boolean(row?.phone && row.phoneVerifiedAt),
      optedOut: row?.phone ? await repo.optedOut(db, row.phone) : false,
      codeExpiresAt: waiting ? waiting.toISOString() : null,
      resendAfter: waiting && resend > now ? new Date(resend).toISOString() : null,
    };
  }

  return {
    get: async (userId: string) => answer(await repo.find(userId)),

    /** Texts (`sms`, `both`, `whatsapp`) need a verified number; WhatsApp must be on offer. */
    async choose(userId: string, channel: ContactChannel): Promise<Contact> {
      if (!channels.includes(channel)) throw refuse("CONTACT_CHANNEL_UNAVAILABLE");
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, userId);
        if (channel !== "email" && !(row.phone && row.phoneVerifiedAt)) throw refuse("PHONE_NOT_VERIFIED");
        await repo.setChannel(tx, userId, channel);
      });
      return answer(await repo.find(userId));
    },

    /**
     * Stores the number unverified and texts it a new code (the last code is spent): at most one code a minute and
     * SMS_LIMITS.codesPerHour an hour per account; never to a number that answered STOP.
     */
    async setPhone(userId: string, phone: string, country: string | undefined): Promise<Contact> {
      const e164 = toE164(phone, country);
      if (!e164) throw refuse("PHONE_INVALID");
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (await repo.optedOut(tx, e164)) throw refuse("PHONE_OPTED_OUT");
        const row = await repo.lock(tx, userId);
        const { code, fields } = issueCode(key, row, userId, e164, now);
        await repo.update(tx, userId, { phone: e164, phoneVerifiedAt: null, ...fields });
        const text = messagesIn(await repo.localeOf(tx, userId)).sms.code(code);
        if (!(await enqueueSms(tx, { userId, to: e164, text, kind: "code" }))) throw refuse("PHONE_OPTED_OUT");
      });
      return answer(await repo.find(userId));
    },

    /** Checks the code: a wrong one spends a try (recorded, then refused); the right one verifies the number. */
    async verify(userId: string, code: string): Promise<Contact> {
      const now = clock.now();
      const refusal = await db.transaction(async (tx): Promise<Refusal | undefined> => {
        const row = await repo.lockExisting(tx, userId);
        if (!row?.phone) return refuse("PHONE_CODE_NONE");
        const { fields, refusal } = checkCode(key, row, userId, row.phone, code, now);
        if (fields) await repo.update(tx, userId, refusal ? fields : { ...fields, phoneVerifiedAt: now });
        if (refusal) return refusal;
        return undefined;
      });
      if (refusal) throw refusal;
      return answer(await repo.find(userId));
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
