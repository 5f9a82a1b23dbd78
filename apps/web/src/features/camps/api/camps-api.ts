import type { CategoryFilter, Meal, MealDetail, MealListResponse } from "@medcamp/contract";
import { apiFetch } from "../../../lib/api-client";

export type MealQuery = {
  category?: CategoryFilter;
  priceRange?: { min?: number; max?: number };
  search?: string;
  page?: number;
  limit?: number;
};

export function mealsPath(q: MealQuery): string {
  const params = new URLSearchParams();
  if (q.category) params.set("category", q.category);
  if (q.priceRange) params.set("priceRange", JSON.stringify(q.priceRange));
  if (q.search) params.set("search", q.search);
  if (q.page) params.set("page", String(q.page));
  if (q.limit) params.set("limit", String(q.limit));
  return `/meals?${params.toString()}`;
}

export const fetchMeals = (q: MealQuery, signal?: AbortSignal) => apiFetch<MealListResponse>(mealsPath(q), { signal });
export const fetchMeal = (id: string) => apiFetch<MealDetail>(`/meals/${encodeURIComponent(id)}`);

export const likeMeal = (id: string, email: string) =>
  apiFetch<{ message: string; likes: number }>(`/meals/${encodeURIComponent(id)}/like`, {
    method: "POST",
    body: { email },
  });

export const reviewMeal = (id: string, body: { email: string; comment: string; rating: number }) =>
  apiFetch<{ message: string; insertedId: string }>(`/meals/${encodeURIComponent(id)}/review`, {
    method: "POST",
    body,
  });

export const requestMeal = (mealId: string, email: string) =>
  apiFetch<{ message: string; insertedId: string }>("/meal/request", { method: "POST", body: { mealId, email } });

export type { Meal };
