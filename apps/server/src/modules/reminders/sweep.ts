import { MESSAGES, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { campWhen } from "../mail/index.ts";
import { notice, type Notifier } from "../notifications/index.ts";
import { summaryOf } from "../camps/index.ts";

/** Reminders claimed (and notices written) per transaction; a full pass is followed by another at once. */
export const REMINDER_BATCH = 200;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const HOLDS_SEAT = sql.join(
  SEAT_HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Claims up to `batch` due reminders in one statement: every seat-holder (a pending or delivered request) of a camp
 * that starts after `now` and at most `leadMs` later, who has no reminder yet for it. The claim is the insert into
 * `camp_reminder`, whose primary key (camp, user) makes it once per person and camp: a second instance running the
 * same statement waits for the first one's rows to commit and then inserts nothing (`on conflict do nothing`), and a
 * restart finds them there. The camps are found through `meal_starts_at_idx` (a range on `starts_at`), their
 * seat-holders through `meal_request_meal_idx`. Answers the claimed pairs with what the notice needs.
 */
export function claimDueReminders(now: Date, leadMs: number, batch: number): SQL {
  return sql`with due as (
      insert into camp_reminder (meal_id, user_id, sent_at)
      select r.meal_id, r.user_id, ${at(now)}
      from meal m
      join meal_request r on r.meal_id = m.id and r.status in (${HOLDS_SEAT})
      where m.starts_at > ${at(now)} and m.starts_at <= ${at(new Date(now.getTime() + leadMs))}
        and not exists (select 1 from camp_reminder c where c.meal_id = r.meal_id and c.user_id = r.user_id)
      order by m.starts_at, m.id, r.user_id
      limit ${batch}
      on conflict do nothing
      returning meal_id, user_id)
    select due.meal_id, due.user_id, u.email, u.name, m.title, m.starts_at, m.ends_at, m.timezone,
      m.venue, m.address, m.city, m.country
    from due
    join "user" u on u.id = due.user_id
    join meal m on m.id = due.meal_id`;
}

interface DueRow {
  meal_id: string;
  user_id: string;
  email: string;
  name: string;
  title: string;
  starts_at: string | Date;
  ends_at: string | Date | null;
  timezone: string;
  venue: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
}

export interface ReminderSweepOptions {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  /** REMINDER_LEAD_HOURS. */
  leadHours: number;
  /** BASE_URL: the camp's page and its .ics link start with it. */
  baseUrl: string;
  batch?: number;
}

/** When a camp starts, in the reader's language and the camp's zone, for its text (e.g. "12 Jan 2031, 09:00"). */
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
 * What a seat-holder is told: an e-mail with the camp's dates, place and links, an in-app notification, and to one
 * who chose texts, the camp and its start (the title cut to fit two segments).
 */
function reminderNotice(row: DueRow, baseUrl: string) {
  const startsAt = new Date(row.starts_at);
  const camp = summaryOf({
    id: row.meal_id,
    title: row.title,
    startsAt,
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    timezone: row.timezone,
    venue: row.venue,
    address: row.address,
    city: row.city,
    country: row.country,
  });
  return notice({
    to: { id: row.user_id, email: row.email, name: row.name },
    topic: "reminders",
    inApp: {
      kind: "camp-reminder",
      title: MESSAGES.campNotices.reminderTitle(camp.title),
      body: MESSAGES.campNotices.reminderBody(campWhen(camp) ?? "", camp.place),
      link: `/meal/${row.meal_id}`,
    },
    mail: { template: "camp-reminder", props: { name: row.name, baseUrl, camp } },
    text: {
      kind: "camp-reminder",
      name: row.title,
      write: (m, title, locale) => m.sms.campReminder(title, startIn(locale, startsAt, row.timezone)),
    },
  });
}

/**
 * One sweep: claims due reminders and writes their notices (e-mail, in-app, text) in the same transaction (the
 * notifier skips users who turned reminders off; their claim stays, so they are not asked about again), batch after
 * batch while a batch is full. Returns how many reminders were claimed.
 */
export function createReminderSweep({
  db,
  notifier,
  clock,
  leadHours,
  baseUrl,
  batch = REMINDER_BATCH,
}: ReminderSweepOptions) {
  const leadMs = leadHours * 3_600_000;
  return async function sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const result = (await tx.execute(claimDueReminders(clock.now(), leadMs, batch))) as unknown as {
          rows: DueRow[];
        };
        await notifier.send(
          tx,
          result.rows.map((row) => reminderNotice(row, baseUrl)),
        );
        return result.rows.length;
      });
      total += claimed;
      if (claimed < batch) return total;
    }
  };
}
export type ReminderSweep = ReturnType<typeof createReminderSweep>;
