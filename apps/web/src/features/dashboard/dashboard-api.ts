import type { Payment, UserReview } from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

const q = (email: string, page: number, limit: number) =>
  `email=${encodeURIComponent(email)}&page=${page}&limit=${limit}`;

export type Profile = { user: { name: string; email: string; badge: string | null } };
export const fetchProfile = (email: string) => apiFetch<Profile>(`/users/${encodeURIComponent(email)}`);

export type MyRequest = {
  mealRequest: { _id: string; title: string; likes: number; reviews_count: number; status: "pending" | "delivered" };
};
export const fetchMyRequests = (email: string, page: number, limit: number) =>
  apiFetch<{ mealRequests: MyRequest[]; totalPages: number }>(`/meal-requests-user?${q(email, page, limit)}`);
export const cancelRequest = (id: string) =>
  apiFetch<{ message: string }>("/meal-requests-user", { method: "DELETE", body: { id } });

export const fetchMyReviews = (email: string, page: number, limit: number) =>
  apiFetch<{ reviews: UserReview[]; totalPages: number }>(`/reviews?${q(email, page, limit)}`);
export const updateReview = (body: { email: string; reviewId: string; mealId: string; newComment: string }) =>
  apiFetch<{ message: string }>("/review-update", { method: "POST", body });
export const deleteReview = (body: { email: string; reviewId: string; mealId: string }) =>
  apiFetch<{ message: string }>("/review-delete", { method: "POST", body });

export const fetchPayments = (email: string) => apiFetch<Payment[]>(`/payments/${encodeURIComponent(email)}`);
