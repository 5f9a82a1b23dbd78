import { referralCode } from "@medcamp/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import { enqueueSmsBatch, TEXTING_CHANNELS } from "./repository.ts";
import { fitName } from "./segments.ts";

/** Reminders claimed (and texts queued) per transaction; a full pass is followed by another at once. */
export const REFERRAL_TEXT_BATCH = 200;
/**
 * The days, counted from the due date in the camp's zone, on which a referral not completed is texted: the day
 * before it, then 1, 3, 7 and 14 days after it while it is overdue (not confirmed, not declined on a call).
 */
export const REMINDER_DAYS = [-1, 1, 3, 7, 14] as const;

/** The short code a text tells the person to show, as the slip prints it (the contract's referralCode). */
export { referralCode };

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Claims up to `batch` due referral texts in one statement, as the camp reminders do (ADR 015): the claim is the
 * insert into `referral_text`, whose key (referral, day) makes it at most one a referral a day, across instances and
 * restarts. Due: a referral neither confirmed nor declined, whose person's account chose texts (SMS, both or WhatsApp)
 * with a verified number that did not answer STOP, on one of REMINDER_DAYS of its due date (in its camp's zone).
 */
export function claimDueReferralTexts(now: Date, batch: number): SQL {
  const day = sql`(${at(now)} at time zone coalesce(m.timezone, 'UTC'))::date`;
  const days = sql.join(
    REMINDER_DAYS.map((d) => sql`${d}::int`),
    sql`, `,
  );
  return sql`with due as (
      insert into referral_text (referral_id, day, at)
      select r.id, ${day}, ${at(now)}
      from referral r
      join meal m on m.id = r.meal_id
      join visit v on v.id = r.visit_id
      join person p on p.id = v.person_id
      join sms_contact c on c.user_id = p.user_id
      where r.confirmed_at is null
        and (r.last_call_result is null or r.last_call_result <> 'declined')
        and ${day} - r.due_on in (${days})
        and c.channel in ${TEXTING_CHANNELS} and c.phone_verified_at is not null
        and not exists (select 1 from sms_opt_out o where o.phone = c.phone)
        and not exists (select 1 from referral_text t where t.referral_id = r.id and t.day = ${day})
      order by r.due_on, r.id
      limit ${batch}
      on conflict do nothing
      returning referral_id, day)
    select due.referral_id, r.facility_name, (due.day > r.due_on) as overdue, c.phone, c.user_id,
      coalesce(p.language, u.locale) as locale
    from due
    join referral r on r.id = due.referral_id
    join visit v on v.id = r.visit_id
    join person p on p.id = v.person_id
    join sms_contact c on c.user_id = p.user_id
    join "user" u on u.id = p.user_id`;
}

interface DueRow {
  referral_id: string;
  facility_name: string;
  overdue: boolean;
  phone: string;
  user_id: string;
  locale: string | null;
}

/** The text, in the person's language: where to go and the code to show, nothing clinical, within two segments. */
export function referralText(row: Pick<DueRow, "referral_id" | "facility_name" | "overdue" | "locale">): string {
  const sms = messagesIn(row.locale).sms;
  const code = referralCode(row.referral_id);
  const write = (facility: string) =>
    row.overdue ? sms.referralOverdue(facility, code) : sms.referralDue(facility, code);
  return write(fitName(row.facility_name, write));
}

/**
 * One sweep: claims due referral texts and queues them in the same transaction (one insert), batch after batch while
 * a batch is full. Returns how many were claimed.
 */
export function createReferralTextSweep({
  db,
  clock,
  batch = REFERRAL_TEXT_BATCH,
}: {
  db: Db;
  clock: Clock;
  batch?: number;
}) {
  return async function sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const result = (await tx.execute(claimDueReferralTexts(clock.now(), batch))) as unknown as { rows: DueRow[] };
        await enqueueSmsBatch(
          tx,
          result.rows.map((row) => ({
            userId: row.user_id,
            to: row.phone,
            text: referralText(row),
            kind: "referral-reminder" as const,
          })),
        );
        return result.rows.length;
      });
      total += claimed;
      if (claimed < batch) return total;
    }
  };
}
