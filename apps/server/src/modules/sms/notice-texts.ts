import type { MessageCatalog } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import { inBatches } from "../../lib/sql-helpers.ts";
import { enqueueSmsBatch, type NewSms, type SmsKind, TEXTING_CHANNELS } from "./repository.ts";
import { fitName } from "./segments.ts";

/**
 * A notice as a text message (ADR 030): what it says in the reader's language, and the name it carries (a camp's
 * title), which is cut with "…" when the whole text would take more than two segments. Nothing clinical.
 */
export interface NoticeText {
  kind: SmsKind;
  name: string;
  write: (messages: MessageCatalog, name: string, locale: string | null) => string;
}

interface Texter {
  user_id: string;
  phone: string;
  locale: string | null;
  channel: string;
}

/** The contact choices whose texts take the place of a notice's e-mail (`both` gets the two). */
const TEXTS_ONLY = new Set(["sms", "whatsapp"]);

/**
 * Who among `userIds` is texted: they chose SMS, both or — where the provider sends it — WhatsApp, with a verified
 * number that did not answer STOP. A WhatsApp chooser whose provider no longer sends WhatsApp is not texted, so their
 * notices go by e-mail.
 */
async function textersAmong(db: Db | Tx, userIds: readonly string[], whatsapp: boolean): Promise<Map<string, Texter>> {
  const ids = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<Texter>(
    db as Db,
    sql`select c.user_id, c.phone, u.locale, c.channel
      from sms_contact c
      join "user" u on u.id = c.user_id
      where c.user_id in (${ids}) and c.channel in ${TEXTING_CHANNELS} and c.phone_verified_at is not null
        and (${whatsapp} or c.channel <> 'whatsapp')
        and not exists (select 1 from sms_opt_out o where o.phone = c.phone)`,
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

/**
 * Texts the notices the notifier sends, in its transaction, to the readers who chose texts (the notifier already left
 * out those who turned the topic off). Per STATEMENT_BATCH notices: one read of who among them is texted (the
 * primary key of `sms_contact`), then, when anyone is, one insert of their texts, written in each reader's language.
 * So a batch of campers who chose e-mail costs one short read, never a statement per reader. Answers the notices
 * whose text goes instead of their e-mail: those queued (the insert's own look at the number's verification and STOP)
 * to a reader who chose texts only (SMS or WhatsApp). Any other notice still goes by e-mail, so a reader whose number
 * answered STOP or is no longer verified hears by e-mail rather than not at all.
 */
export async function queueNoticeTexts<N extends NoticeText & { userId: string }>(
  db: Db | Tx,
  notices: readonly N[],
  sendsWhatsApp: boolean,
): Promise<Set<N>> {
  const instead = new Set<N>();
  for (const batch of inBatches(notices)) {
    const texters = await textersAmong(
      db,
      batch.map((n) => n.userId),
      sendsWhatsApp,
    );
    if (texters.size === 0) continue;
    const texted = batch.flatMap((notice) => {
      const texter = texters.get(notice.userId);
      return texter ? [{ notice, texter }] : [];
    });
    const texts = texted.map(({ notice: n, texter }): NewSms => {
      const messages = messagesIn(texter.locale);
      const write = (name: string) => n.write(messages, name, texter.locale);
      return { userId: n.userId, to: texter.phone, text: write(fitName(n.name, write)), kind: n.kind };
    });
    const queuedTo = new Set((await enqueueSmsBatch(db, texts)).map((q) => q.userId));
    for (const { notice, texter } of texted) {
      if (queuedTo.has(notice.userId) && TEXTS_ONLY.has(texter.channel)) instead.add(notice);
    }
  }
  return instead;
}
