import type { ContactChannel } from "@medcamp/contract";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { smsContacts, smsOptOuts, users } from "../../db/schema/index.ts";

export type ContactRow = typeof smsContacts.$inferSelect;

/** A user's contact choice, phone and code (sms_contact), and the numbers that answered STOP (sms_opt_out). */
export function createContactRepository(db: Db) {
  return {
    /** The user's row, or undefined before they chose anything (e-mail, no phone). */
    async find(userId: string): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(smsContacts).where(eq(smsContacts.userId, userId));
      return row;
    },

    /** The user's row, made if missing, locked until the transaction ends (one change at a time per account). */
    async lock(tx: Tx, userId: string): Promise<ContactRow> {
      await tx.insert(smsContacts).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(smsContacts).where(eq(smsContacts.userId, userId)).for("update");
      if (!row) throw new Error("sms_contact row missing after insert");
      return row;
    },

    /** The user's row locked until the transaction ends, or undefined when they have none (nothing is made). */
    async lockExisting(tx: Tx, userId: string): Promise<ContactRow | undefined> {
      const [row] = await tx.select().from(smsContacts).where(eq(smsContacts.userId, userId)).for("update");
      return row;
    },

    update: (tx: Tx, userId: string, values: Partial<typeof smsContacts.$inferInsert>) =>
      tx
        .update(smsContacts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(smsContacts.userId, userId)),

    setChannel: (tx: Tx, userId: string, channel: ContactChannel) =>
      tx
        .update(smsContacts)
        .set({ channel, updatedAt: sql`now()` })
        .where(eq(smsContacts.userId, userId)),

    async optedOut(db2: Db | Tx, phone: string): Promise<boolean> {
      const rows = await (db2 as Db)
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phone, phone));
      return rows.length > 0;
    },

    /** The language the user chose (issue 24), for the code's text. */
    async localeOf(tx: Tx, userId: string): Promise<string | null> {
      const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    /** STOP: the number is opted out (again is no change). */
    optOut: (phone: string, word: string, now: Date) =>
      db.insert(smsOptOuts).values({ phone, word, at: now }).onConflictDoNothing(),

    /** START: the number may be texted again. */
    optIn: (phone: string) => db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone)),
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
