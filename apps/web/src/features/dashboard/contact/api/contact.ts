import type { Contact, ContactChannel } from "@medcamp/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { OWN_DATA_STALE_TIME } from "../../../../lib/own-data-query";
import { ownDataKeys } from "../../../../lib/query-keys";

/** GET /api/me/contact: how MedCamp reaches the user, their phone number and whether it is verified (issue 40). */
export const getContact = (signal?: AbortSignal) => apiFetch<Contact>("/me/contact", { signal });

export const useContact = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.contact(email),
    queryFn: ({ signal }) => getContact(signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

/** POST /api/me/phone: stores the number unverified and texts it a code. */
export const sendPhoneCode = (body: { phone: string; phoneCountry?: string }) =>
  apiFetch<Contact>("/me/phone", { method: "POST", body });

/** POST /api/me/phone/verify: the six digits of the text. */
export const verifyPhone = (code: string) => apiFetch<Contact>("/me/phone/verify", { method: "POST", body: { code } });

/** PUT /api/me/contact: e-mail, SMS or both (texts need a verified number). */
export const chooseChannel = (channel: ContactChannel) =>
  apiFetch<Contact>("/me/contact", { method: "PUT", body: { channel } });

/**
 * A change of the contact: every route answers the whole contact, which replaces the cached one. A refusal refreshes
 * it instead (a wrong code spends a try, an expired one is gone: the screen shows what the server now holds).
 */
export function useContactChange<Input>(email: string, change: (input: Input) => Promise<Contact>) {
  const queryClient = useQueryClient();
  const key = ownDataKeys.contact(email);
  return useMutation({
    mutationFn: change,
    onSuccess: (contact) => queryClient.setQueryData(key, contact),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
