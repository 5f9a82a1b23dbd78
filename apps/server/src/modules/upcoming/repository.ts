import type { MealInput } from "@medcamp/contract";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { campLikes, camps, upcomingCampLikes, upcomingCamps } from "../../db/schema/index.ts";
import { campValues, type Distributor } from "../camps/camp-mapper.ts";
import type { OnPublished } from "./published-notice.ts";

export type UpcomingLikeOutcome = "liked" | "already-liked" | "missing";

const isPending = eq(upcomingCamps.status, "pending");

/**
 * Upcoming camps and their likes (one per user, counted in the same transaction), and publishing: the one
 * transaction that moves an upcoming camp into the camp list, likes included. `onPublished` runs in that
 * transaction (the likers are told: issue 19).
 */
export function createUpcomingRepository(
  db: Db,
  onPublished?: OnPublished,
  /**
   * Says, at publishing time, until when the new camp's seats are for priority-booking members only (issue 20; null:
   * no window).
   */
  priorityUntil: (startsAt: Date | null) => Date | null = () => null,
) {
  return {
    /** One page of pending upcoming camps, newest first, each with whether `viewerId` liked it. */
    listPending(viewerId: string | null, limit: number, offset: number) {
      const likedByViewer = viewerId
        ? sql<boolean>`exists (select 1 from ${upcomingCampLikes} l
            where l.upcoming_meal_id = ${upcomingCamps.id} and l.user_id = ${viewerId})`
        : sql<boolean>`false`;
      return db
        .select({ camp: upcomingCamps, likedByViewer })
        .from(upcomingCamps)
        .where(isPending)
        .orderBy(desc(upcomingCamps.postTime), upcomingCamps.id)
        .limit(limit)
        .offset(offset);
    },

    async countPending(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(upcomingCamps).where(isPending);
      return row?.total ?? 0;
    },

    /**
     * Records the like and raises the counter only when the row was new. The upcoming camp's row is locked
     * first, so a concurrent publish either waits for this like (and carries it over) or wins and the like is
     * refused as "missing".
     */
    async like(upcomingId: string, userId: string): Promise<UpcomingLikeOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx
          .select({ id: upcomingCamps.id })
          .from(upcomingCamps)
          .where(and(eq(upcomingCamps.id, upcomingId), isPending))
          .for("update");
        if (!camp) return "missing";
        const inserted = await tx
          .insert(upcomingCampLikes)
          .values({ upcomingCampId: upcomingId, userId })
          .onConflictDoNothing()
          .returning({ id: upcomingCampLikes.upcomingCampId });
        if (inserted.length === 0) return "already-liked";
        await tx
          .update(upcomingCamps)
          .set({ likes: sql`${upcomingCamps.likes} + 1` })
          .where(eq(upcomingCamps.id, upcomingId));
        return "liked";
      });
    },

    /** `record` writes the addition's audit entry in its transaction (issue 37). */
    async insert(
      input: MealInput,
      by: Distributor,
      record: (tx: Tx, id: string, fields: Record<string, unknown>) => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const values = campValues(input, by);
        const [row] = await tx.insert(upcomingCamps).values(values).returning({ id: upcomingCamps.id });
        await record(tx, row!.id, { title: values.title, category: values.category, price: values.price });
        return row!.id;
      });
    },

    /**
     * Moves a pending upcoming camp into the camp list in one transaction, keeping its likes (the likers become
     * likes of the new camp). Returns "missing" or "published" when it cannot.
     */
    async publish(
      upcomingId: string,
      /** Writes the publication's audit entry in its transaction (issue 23). */
      record: (tx: Tx, campId: string) => Promise<void>,
    ): Promise<{ campId: string } | "missing" | "published"> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(upcomingCamps)
          .set({ status: "published" })
          .where(and(eq(upcomingCamps.id, upcomingId), isPending))
          .returning();
        if (!claimed) {
          const [exists] = await tx
            .select({ id: upcomingCamps.id })
            .from(upcomingCamps)
            .where(eq(upcomingCamps.id, upcomingId));
          return exists ? "published" : "missing";
        }
        const [camp] = await tx
          .insert(camps)
          .values({
            title: claimed.title,
            category: claimed.category,
            image: claimed.image,
            ingredients: claimed.ingredients,
            description: claimed.description,
            price: claimed.price,
            distributorName: claimed.distributorName,
            distributorEmail: claimed.distributorEmail,
            addedBy: claimed.addedBy,
            startsAt: claimed.startsAt,
            endsAt: claimed.endsAt,
            startDate: claimed.startDate,
            timezone: claimed.timezone,
            venue: claimed.venue,
            address: claimed.address,
            city: claimed.city,
            country: claimed.country,
            lat: claimed.lat,
            lng: claimed.lng,
            capacity: claimed.capacity,
            priorityUntil: priorityUntil(claimed.startsAt),
          })
          .returning({ id: camps.id });
        const campId = camp!.id;
        await tx.execute(sql`insert into ${campLikes} (meal_id, user_id, created_at)
          select ${campId}, user_id, created_at from ${upcomingCampLikes} where upcoming_meal_id = ${upcomingId}`);
        await tx.execute(sql`update ${camps} set likes = (select count(*) from ${campLikes} where meal_id = ${campId})
          where id = ${campId}`);
        await tx.update(upcomingCamps).set({ publishedCampId: campId }).where(eq(upcomingCamps.id, upcomingId));
        await onPublished?.(tx, upcomingId, campId);
        await record(tx, campId);
        return { campId };
      });
    },
  };
}
export type UpcomingRepository = ReturnType<typeof createUpcomingRepository>;

/** Takes back every upcoming-camp like of a user whose account is being deleted, with the counters (caller's tx). */
export async function unlikeAllUpcomingOf(tx: Tx, userId: string): Promise<void> {
  const gone = await tx
    .delete(upcomingCampLikes)
    .where(eq(upcomingCampLikes.userId, userId))
    .returning({ id: upcomingCampLikes.upcomingCampId });
  if (gone.length === 0) return;
  await tx
    .update(upcomingCamps)
    .set({ likes: sql`${upcomingCamps.likes} - 1` })
    .where(
      inArray(
        upcomingCamps.id,
        gone.map((g) => g.id),
      ),
    );
}
