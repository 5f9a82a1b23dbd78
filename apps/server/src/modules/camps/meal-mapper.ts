import type { Meal } from "@medcamp/contract";
import type { meals } from "../../db/schema/index.ts";

type MealRow = typeof meals.$inferSelect;

export function averageRating(ratingTotal: number, reviewsCount: number): number {
  return reviewsCount > 0 ? ratingTotal / reviewsCount : 0;
}

/** A stored camp row in the spec's shape (`_id`, `distributor {name, email}`, `rating` as the average). */
export function toMeal(row: MealRow): Meal {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as Meal["category"],
    image: row.image,
    ingredients: row.ingredients,
    description: row.description,
    price: Number(row.price),
    postTime: row.postTime.toISOString(),
    distributor: { name: row.distributorName, email: row.distributorEmail },
    rating: averageRating(row.ratingTotal, row.reviewsCount),
    likes: row.likes,
    reviewsCount: row.reviewsCount,
  };
}
