import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createNotifier, notice } from "./index.ts";

/** Wanted notices, past PostgreSQL's 65,535 bind parameters per statement for each insert if sent as one. */
const WANTED = 12_000;
/** Users who turned camp updates off: the last ids, so their preference rows are found only in the last slice. */
const QUIET = 10;

describe("the notifier with thousands of recipients (a popular upcoming camp published, a big camp moved)", () => {
  let database: Database;
  const notifier = createNotifier({ baseUrl: "http://camps.test", secret: "large-batch-secret" });
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]?.n;

  beforeAll(async () => {
    // No app: nothing delivers the queued mail, so the test measures the writes alone.
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into "user" (id, name, email)
      select 'bulk-' || g, 'Bulk Camper ' || g, 'bulk-' || g || '@example.test'
      from generate_series(1, ${WANTED + QUIET}::int) as g`);
    await database.db.execute(sql`
      insert into notification_preference (user_id, camp_updates)
      select 'bulk-' || g, false from generate_series(${WANTED + 1}::int, ${WANTED + QUIET}::int) as g`);
    // Every one of them has a verified number, a third each choosing texts only, both, and e-mail: the texts are
    // queued in slices too, and the e-mails of all but those who chose texts only.
    await database.db.execute(sql`
      insert into sms_contact (user_id, channel, phone, phone_verified_at)
      select 'bulk-' || g, (array['sms', 'both', 'email'])[g % 3 + 1], '+8801' || lpad(g::text, 9, '0'), now()
      from generate_series(1, ${WANTED + QUIET}::int) as g`);
  });
  afterAll(() => database?.close());

  it("writes every notification, e-mail and text in the caller's transaction, honouring preferences and contact choices in later slices", async () => {
    const users = await queryRows<{ id: string; name: string; email: string }>(
      database.db,
      sql`select id, name, email from "user" where id like 'bulk-%' order by created_at, id`,
    );
    expect(users).toHaveLength(WANTED + QUIET);
    const notices = users.map((to) =>
      notice({
        to,
        topic: "campUpdates",
        inApp: { kind: "camp-published", title: "A camp you liked is open", body: "Body", link: "/meal/x" },
        mail: { template: "welcome", props: { name: to.name, baseUrl: "http://camps.test" } },
        text: { kind: "camp-notice", name: "Big Camp", write: (m, title) => m.sms.campCancelled(title) },
      }),
    );
    const sent = await database.db.transaction((tx) => notifier.send(tx, notices));
    expect(sent).toBe(WANTED);
    expect(await count(sql`select count(*)::int as n from notification where user_id like 'bulk-%'`)).toBe(WANTED);
    // Of the wanted (bulk-1 … bulk-12000), a third chose texts only and a third e-mail: two thirds got each.
    const [mailed, texted] = [(2 * WANTED) / 3, (2 * WANTED) / 3];
    expect(
      await count(sql`select count(distinct to_address)::int as n from mail_message where to_address like 'bulk-%'`),
    ).toBe(mailed);
    expect(await count(sql`select count(*)::int as n from mail_message where to_address like 'bulk-%'`)).toBe(mailed);
    expect(
      await count(sql`select count(distinct user_id)::int as n from sms_message where user_id like 'bulk-%'`),
    ).toBe(texted);
    expect(await count(sql`select count(*)::int as n from sms_message where user_id like 'bulk-%'`)).toBe(texted);
    // Those who chose texts only got no e-mail; the rest got no text.
    expect(
      await count(sql`select count(*)::int as n from mail_message m join sms_contact c on c.user_id = m.user_id
        where c.channel = 'sms' and c.user_id like 'bulk-%'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from sms_message s join sms_contact c on c.user_id = s.user_id
        where c.channel = 'email' and c.user_id like 'bulk-%'`),
    ).toBe(0);
    // The quiet users' preference rows sit in the lookup's last slice: they got nothing.
    const quiet = sql`(select 'bulk-' || g from generate_series(${WANTED + 1}::int, ${WANTED + QUIET}::int) as g)`;
    expect(await count(sql`select count(*)::int as n from notification where user_id in ${quiet}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from sms_message where user_id in ${quiet}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from mail_message where to_address in (select email from "user"
        where id in ${quiet})`),
    ).toBe(0);
    // Every optional-topic e-mail carries its one-click unsubscribe.
    expect(
      await count(sql`select count(*)::int as n from mail_message
        where to_address like 'bulk-%' and headers ? 'List-Unsubscribe'`),
    ).toBe(mailed);
  }, 60_000);
});
