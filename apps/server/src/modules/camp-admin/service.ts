import { MESSAGES, type MealInput, type MealUpdate } from "@medcamp/contract";
import { conflict, notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { CampAdminRepository } from "./repository.ts";

const campNotFound = () => notFound(MESSAGES.camps.campNotFound);

/** What admins do to camps: add, edit, delete, reset reviews, add and publish upcoming camps. */
export function createCampAdminService(repo: CampAdminRepository) {
  return {
    async add(admin: SessionUser, input: MealInput) {
      return { insertedId: await repo.insertMeal(input, admin), message: MESSAGES.success.campAdded };
    },
    async update(id: string, input: MealUpdate) {
      if (!(await repo.updateMeal(id, input))) throw campNotFound();
      return { message: MESSAGES.success.updated };
    },
    async remove(id: string) {
      if (!(await repo.deleteMeal(id))) throw campNotFound();
      return { message: MESSAGES.success.deleted };
    },
    async resetReviews(id: string) {
      if (!(await repo.resetReviews(id))) throw campNotFound();
      return { message: MESSAGES.success.reviewsReset };
    },
    async reviewedMeals(page: number, limit: number) {
      const { rows, total } = await repo.reviewedMeals(page, limit);
      return {
        meals: rows.map((r) => ({ _id: r.id, title: r.title, likes: r.likes, reviewsCount: r.reviewsCount })),
        totalPages: totalPages(total, limit),
      };
    },
    async addUpcoming(admin: SessionUser, input: MealInput) {
      return { insertedId: await repo.insertUpcoming(input, admin), message: MESSAGES.success.upcomingAdded };
    },
    async publish(upcomingId: string) {
      const result = await repo.publish(upcomingId);
      if (result === "missing") throw campNotFound();
      if (result === "published") throw conflict(MESSAGES.camps.alreadyPublished);
      return { insertedId: result.mealId, message: MESSAGES.success.campPublished };
    },
  };
}
