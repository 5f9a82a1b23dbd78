import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealRequests, meals, users } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";

export interface RequestSearch {
  username?: string | undefined;
  email?: string | undefined;
  page: number;
  limit: number;
}

export function createRequestAdminRepository(db: Db) {
  return {
    async search(query: RequestSearch) {
      const filters: SQL[] = [];
      if (query.username) filters.push(ilike(users.name, likeContains(query.username)));
      if (query.email) filters.push(ilike(users.email, likeContains(query.email)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const base = () =>
        db
          .select({
            id: mealRequests.id,
            title: meals.title,
            name: users.name,
            email: users.email,
            status: mealRequests.status,
          })
          .from(mealRequests)
          .innerJoin(meals, eq(meals.id, mealRequests.mealId))
          .innerJoin(users, eq(users.id, mealRequests.userId));
      const [rows, [totals]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(mealRequests.createdAt), mealRequests.id)
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
        db
          .select({ total: count() })
          .from(mealRequests)
          .innerJoin(users, eq(users.id, mealRequests.userId))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** pending → delivered; returns false when there is no such request. Repeating it is harmless. */
    async markDelivered(id: string): Promise<boolean> {
      const rows = await db
        .update(mealRequests)
        .set({ status: "delivered", updatedAt: new Date() })
        .where(eq(mealRequests.id, id))
        .returning({ id: mealRequests.id });
      return rows.length > 0;
    },
  };
}
