import type { Meal, MealInput, MealUpdate, UpcomingMeal, User } from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

type Page<K extends string, T> = { [key in K]: T[] } & { totalPages: number };
const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

export const fetchAdminProfile = (email: string) =>
  apiFetch<{ name: string; email: string; noOfMealsAdded: number }>(`/admin/${encodeURIComponent(email)}`);

export const addCamp = (body: MealInput) =>
  apiFetch<{ insertedId: string; message: string }>("/meals", { method: "POST", body });
export const updateCamp = (id: string, body: MealUpdate) =>
  apiFetch<{ message: string }>(`/meals/${id}`, { method: "PATCH", body });
export const deleteCamp = (id: string) => apiFetch<{ message: string }>(`/meals/${id}`, { method: "DELETE" });
export const resetReviews = (id: string) => apiFetch<{ message: string }>(`/meals/reset/${id}`, { method: "PATCH" });
export const fetchCamps = (page: number, limit: number, sortBy?: string) =>
  apiFetch<Page<"meals", Meal>>(`/meals?${qs({ category: "All", page, limit, sortBy })}`);
export const fetchReviewedCamps = (page: number, limit: number) =>
  apiFetch<Page<"meals", { _id: string; title: string; likes: number; reviewsCount: number }>>(
    `/reviewed-meals?${qs({ page, limit })}`,
  );

export const fetchUpcoming = () => apiFetch<UpcomingMeal[]>("/upcoming-meals");
export const addUpcoming = (body: MealInput) =>
  apiFetch<{ insertedId: string; message: string }>("/upcoming-meals", {
    method: "POST",
    body: { ...body, status: "pending" },
  });
export const publishUpcoming = (upcomingMealId: string) =>
  apiFetch<{ insertedId: string; message: string }>("/meals/from-upcoming", {
    method: "POST",
    body: { upcomingMealId },
  });

export type AdminRequest = { _id: string; title: string; name: string; email: string; status: "pending" | "delivered" };
export const fetchRequests = (username: string, email: string, page: number, limit: number) =>
  apiFetch<Page<"mealRequests", AdminRequest>>(`/meal-requests?${qs({ username, email, page, limit })}`);
export const serveRequest = (id: string) =>
  apiFetch<{ message: string }>(`/meal-requests/${id}`, { method: "PATCH", body: { status: "delivered" } });

export const fetchUsers = (username: string, email: string, page: number, limit: number) =>
  apiFetch<Page<"users", User>>(`/users?${qs({ username, email, page, limit })}`);
export const makeAdmin = (userId: string) =>
  apiFetch<{ message: string }>("/make-admin", { method: "POST", body: { userId } });
