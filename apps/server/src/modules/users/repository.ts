import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { emailMatches } from "./email-lookup.ts";
import { camps, users } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";

export interface UserSearch {
  username?: string | undefined;
  email?: string | undefined;
  page: number;
  limit: number;
}

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  badge: users.badge,
  badgeUntil: users.badgeUntil,
  role: users.role,
};

export function createUsersRepository(db: Db) {
  return {
    async search(query: UserSearch) {
      const filters: SQL[] = [];
      if (query.username) filters.push(ilike(users.name, likeContains(query.username)));
      if (query.email) filters.push(ilike(users.email, likeContains(query.email)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(publicColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findByEmail(email: string) {
      const [row] = await db.select(publicColumns).from(users).where(emailMatches(email)).limit(1);
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Runs `work` in one transaction (the change and its audit entry, issue 23). */
    inTransaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * One way: student → admin, under the user's row lock. Answers `missing` when no such user exists, else the role
     * it had before it became admin (null: it already was one).
     */
    async promote(tx: Tx, id: string): Promise<{ missing: true } | { missing: false; before: string | null }> {
      const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for("update");
      if (!row) return { missing: true };
      if (row.role === "admin") return { missing: false, before: null };
      await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, id));
      return { missing: false, before: row.role };
    },

    async countMealsAddedBy(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(camps).where(eq(camps.addedBy, userId));
      return row?.n ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
