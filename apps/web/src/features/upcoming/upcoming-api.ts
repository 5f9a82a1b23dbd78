import type { UpcomingMeal } from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

export const fetchUpcoming = () => apiFetch<UpcomingMeal[]>("/upcoming-meals");

export const likeUpcoming = (mealId: string, userEmail: string) =>
  apiFetch<{ message: string }>("/like-upcoming-meal", { method: "POST", body: { mealId, userEmail } });
