import type {
  NewsletterCounts,
  NewsletterIssue,
  NewsletterSent,
  NewsletterStatus,
  UnsubscribeResult,
} from "@medcamp/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { adminKeys, ownDataKeys } from "./query-keys";

/** POST /api/newsletter {email} → 202 {message}: the same answer whether or not the address is subscribed. */
export const subscribeToNewsletter = (email: string) =>
  apiFetch<{ message: string }>("/newsletter", { method: "POST", body: { email } });

/** POST /api/newsletter/confirm {token} → {message}; an invalid or expired link is 400 NEWSLETTER_LINK_INVALID. */
export const confirmNewsletter = (token: string) =>
  apiFetch<{ message: string }>("/newsletter/confirm", { method: "POST", body: { token } });

/** POST /api/unsubscribe?token= → {topic, message}; a link that is not ours is 400 UNSUBSCRIBE_LINK_INVALID. */
export const unsubscribe = (token: string) =>
  apiFetch<UnsubscribeResult>(`/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body: {} });

/** The signed-in user's newsletter state (their account e-mail). */
export const useNewsletterStatus = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.newsletter(email),
    queryFn: ({ signal }) => apiFetch<NewsletterStatus>("/newsletter/me", { signal }),
    enabled: email !== "",
  });

/** PUT /api/newsletter/me {subscribed}: the answer (pending when turned on) replaces the cached state. */
export function useChooseNewsletter(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      apiFetch<NewsletterStatus>("/newsletter/me", { method: "PUT", body: { subscribed } }),
    onSuccess: (status) => queryClient.setQueryData(ownDataKeys.newsletter(email), status),
  });
}

/** GET /api/admin/newsletter → {subscribers, pending} (admins). */
export const useNewsletterCounts = () =>
  useQuery({
    queryKey: adminKeys.newsletter(),
    queryFn: ({ signal }) => apiFetch<NewsletterCounts>("/admin/newsletter", { signal }),
  });

/** POST /api/admin/newsletter/send {subject, text} → 202 {recipients}; the counts are read again afterwards. */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (issue: NewsletterIssue) =>
      apiFetch<NewsletterSent>("/admin/newsletter/send", { method: "POST", body: issue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter() }),
  });
}
