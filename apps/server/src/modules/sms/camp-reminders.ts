import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import { enqueueSms } from "./repository.ts";
import { fitName, smsText } from "./segments.ts";

/** A camp reminder written to a seat-holder (modules/reminders): whom, which camp and when it starts. */
export interface RemindedCamper {
  userId: string;
  title: string;
  startsAt: Date;
  timezone: string;
}

/** When a camp starts, in the reader's language and the camp's zone (e.g. "12 Jan 2031, 09:00"). */
function startIn(locale: string | null, startsAt: Date, timezone: string): string {
  return new Intl.DateTimeFormat(locale ?? "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timezone,
  }).format(startsAt);
}

/**
 * The camp reminder as a text too (issue 40, item 4), in the reminder sweep's transaction: to the seat-holders whose
 * account chose SMS or both with a verified number, who did not turn reminders off. The camp's title is cut with "…"
 * when the text would take more than two segments; nothing but the camp and its start is said.
 */
export async function queueCampReminderTexts(tx: Tx | Db, reminded: RemindedCamper[]): Promise<number> {
  if (reminded.length === 0) return 0;
  const ids = sql.join(
    [...new Set(reminded.map((r) => r.userId))].map((id) => sql`${id}`),
    sql`, `,
  );
  const texters = await queryRows<{ user_id: string; phone: string; locale: string | null }>(
    tx as Db,
    sql`select c.user_id, c.phone, u.locale
      from sms_contact c
      join "user" u on u.id = c.user_id
      left join notification_preference p on p.user_id = c.user_id
      where c.user_id in (${ids}) and c.channel in ('sms', 'both') and c.phone_verified_at is not null
        and coalesce(p.reminders, true)`,
  );
  const byUser = new Map(texters.map((t) => [t.user_id, t]));
  let queued = 0;
  for (const camper of reminded) {
    const texter = byUser.get(camper.userId);
    if (!texter) continue;
    const when = startIn(texter.locale, camper.startsAt, camper.timezone);
    const write = (title: string) => smsText(messagesIn(texter.locale).sms.campReminder(title, when));
    const text = write(fitName(camper.title, write));
    if (await enqueueSms(tx, { userId: camper.userId, to: texter.phone, text, kind: "camp-reminder" })) queued++;
  }
  return queued;
}
