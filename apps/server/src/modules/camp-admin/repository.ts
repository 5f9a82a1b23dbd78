import type { MealInput, MealUpdate } from "@medcamp/contract";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealLikes, meals, reviews, upcomingMealLikes, upcomingMeals } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/sql-helpers.ts";

export interface Distributor {
  id: string;
  name: string;
  email: string;
}

const campValues = (input: MealInput, by: Distributor) => ({
  title: input.title,
  category: input.category,
  image: input.image,
  ingredients: input.ingredients,
  description: input.description,
  price: input.price,
  distributorName: by.name,
  distributorEmail: by.email,
  addedBy: by.id,
});

export function createCampAdminRepository(db: Db) {
  return {
    async insertMeal(input: MealInput, by: Distributor): Promise<string> {
      const [row] = await db.insert(meals).values(campValues(input, by)).returning({ id: meals.id });
      return row!.id;
    },

    async updateMeal(id: string, input: MealUpdate): Promise<boolean> {
      const rows = await db
        .update(meals)
        .set({
          title: input.title,
          image: input.image,
          description: input.description,
          price: input.price,
          ingredients: input.ingredients,
        })
        .where(eq(meals.id, id))
        .returning({ id: meals.id });
      return rows.length > 0;
    },

    /** Likes, reviews and join requests go with the camp (foreign keys cascade). */
    async deleteMeal(id: string): Promise<boolean> {
      const rows = await db.delete(meals).where(eq(meals.id, id)).returning({ id: meals.id });
      return rows.length > 0;
    },

    /** Deletes the camp's reviews and zeroes its review count and rating, in one transaction. */
    async resetReviews(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(meals)
          .set({ reviewsCount: 0, ratingTotal: 0 })
          .where(eq(meals.id, id))
          .returning({ id: meals.id });
        if (rows.length === 0) return false;
        await tx.delete(reviews).where(eq(reviews.mealId, id));
        return true;
      });
    },

    async reviewedMeals(page: number, limit: number) {
      const where = gt(meals.reviewsCount, 0);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ id: meals.id, title: meals.title, likes: meals.likes, reviewsCount: meals.reviewsCount })
          .from(meals)
          .where(where)
          .orderBy(desc(meals.reviewsCount), meals.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(meals).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async insertUpcoming(input: MealInput, by: Distributor): Promise<string> {
      const [row] = await db.insert(upcomingMeals).values(campValues(input, by)).returning({ id: upcomingMeals.id });
      return row!.id;
    },

    /**
     * Moves a pending upcoming camp into the camp list in one transaction, keeping its likes (the likers become
     * likes of the new camp). Returns "missing" or "published" when it cannot.
     */
    async publish(upcomingId: string): Promise<{ mealId: string } | "missing" | "published"> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(upcomingMeals)
          .set({ status: "published" })
          .where(and(eq(upcomingMeals.id, upcomingId), eq(upcomingMeals.status, "pending")))
          .returning();
        if (!claimed) {
          const [exists] = await tx
            .select({ id: upcomingMeals.id })
            .from(upcomingMeals)
            .where(eq(upcomingMeals.id, upcomingId));
          return exists ? "published" : "missing";
        }
        const [meal] = await tx
          .insert(meals)
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
          })
          .returning({ id: meals.id });
        const mealId = meal!.id;
        await tx.execute(sql`insert into ${mealLikes} (meal_id, user_id, created_at)
          select ${mealId}, user_id, created_at from ${upcomingMealLikes} where upcoming_meal_id = ${upcomingId}`);
        await tx.execute(sql`update ${meals} set likes = (select count(*) from ${mealLikes} where meal_id = ${mealId})
          where id = ${mealId}`);
        await tx.update(upcomingMeals).set({ publishedMealId: mealId }).where(eq(upcomingMeals.id, upcomingId));
        return { mealId };
      });
    },
  };
}
export type CampAdminRepository = ReturnType<typeof createCampAdminRepository>;
