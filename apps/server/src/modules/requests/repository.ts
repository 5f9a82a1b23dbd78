import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealRequests, meals } from "../../db/schema/index.ts";

export type JoinOutcome = { insertedId: string } | "already-requested" | "missing";

/** Join requests: at most one pending request per user per camp (partial unique index `meal_request_open_uq`). */
export function createRequestsRepository(db: Db) {
  return {
    async open(mealId: string, userId: string): Promise<JoinOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).for("key share");
        if (!camp) return "missing";
        const [inserted] = await tx
          .insert(mealRequests)
          .values({ mealId, userId })
          .onConflictDoNothing()
          .returning({ id: mealRequests.id });
        return inserted ? { insertedId: inserted.id } : "already-requested";
      });
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
