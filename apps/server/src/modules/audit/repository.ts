import type { AuditQuery } from "@medcamp/contract";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/sql-helpers.ts";

export type AuditRow = typeof auditLog.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of a query: each given one narrows the list (days are whole UTC days, `to` included). */
function filters(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.actor) {
    // An e-mail names the actor as they were named then; anything else is a user id.
    where.push(
      query.actor.includes("@")
        ? eq(sql`lower(${auditLog.actorEmail})`, query.actor.toLowerCase())
        : eq(auditLog.actorId, query.actor),
    );
  }
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.mealId) where.push(eq(auditLog.campId, query.mealId));
  if (query.from) where.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(auditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return where.length > 0 ? and(...where) : undefined;
}

/** The audit log's rows (issue 23): inserted in an action's transaction, read newest first. Never changed. */
export function createAuditRepository(db: Db) {
  return {
    inTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    async insert(tx: Tx, row: AuditRow): Promise<void> {
      await tx.insert(auditLog).values(row);
    },

    async page(query: AuditQuery) {
      return db
        .select()
        .from(auditLog)
        .where(filters(query))
        .orderBy(desc(auditLog.at), desc(auditLog.seq))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit));
    },

    async count(query: AuditQuery): Promise<number> {
      const [row] = await db.select({ total: count() }).from(auditLog).where(filters(query));
      return row?.total ?? 0;
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
