import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { summaryLinks, visits } from "../../db/schema/index.ts";

export type SummaryLinkRow = typeof summaryLinks.$inferSelect;

/** Visit summary links (summary_link): the number each goes to, when it was proved the person's, the code waiting. */
export function createSummaryLinksRepository() {
  return {
    find: async (db: Db, visitId: string): Promise<SummaryLinkRow | undefined> =>
      (await db.select().from(summaryLinks).where(eq(summaryLinks.visitId, visitId)))[0],

    /** The visit's row, made for `phone` if missing, locked until the transaction ends (one change at a time). */
    async lock(tx: Tx, visitId: string, phone: string): Promise<SummaryLinkRow> {
      await tx.insert(summaryLinks).values({ visitId, phone }).onConflictDoNothing();
      const row = await this.lockExisting(tx, visitId);
      if (!row) throw new Error("summary_link row missing after insert");
      return row;
    },

    async lockExisting(tx: Tx, visitId: string): Promise<SummaryLinkRow | undefined> {
      const [row] = await tx.select().from(summaryLinks).where(eq(summaryLinks.visitId, visitId)).for("update");
      return row;
    },

    update: (tx: Tx, visitId: string, values: Partial<typeof summaryLinks.$inferInsert>) =>
      tx.update(summaryLinks).set(values).where(eq(summaryLinks.visitId, visitId)),

    /** When the person proved this number theirs for the link of another of their visits (null: never). */
    async verifiedElsewhere(tx: Tx, personId: string, visitId: string, phone: string): Promise<Date | null> {
      const [row] = await tx
        .select({ at: sql<Date>`max(${summaryLinks.phoneVerifiedAt})`.mapWith(summaryLinks.phoneVerifiedAt) })
        .from(summaryLinks)
        .innerJoin(visits, eq(visits.id, summaryLinks.visitId))
        .where(
          and(
            eq(visits.personId, personId),
            ne(summaryLinks.visitId, visitId),
            eq(summaryLinks.phone, phone),
            isNotNull(summaryLinks.phoneVerifiedAt),
          ),
        );
      return row?.at ?? null;
    },
  };
}
export type SummaryLinksRepository = ReturnType<typeof createSummaryLinksRepository>;
