import type { Meal, MealInput } from "@medcamp/contract";
import type { camps } from "../../db/schema/index.ts";

type CampRow = typeof camps.$inferSelect;

export function averageRating(ratingTotal: number, reviewsCount: number): number {
  return reviewsCount > 0 ? ratingTotal / reviewsCount : 0;
}

/** A stored camp row in the spec's shape (`_id`, `distributor {name, email}`, `rating` as the average). */
export function toMeal(row: CampRow): Meal {
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

export interface Distributor {
  id: string;
  name: string;
  email: string;
}

/** The stored values of a new camp: the admin who adds it is its distributor. */
export const campValues = (input: MealInput, by: Distributor) => ({
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
