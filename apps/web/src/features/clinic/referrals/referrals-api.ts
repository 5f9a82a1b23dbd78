import type {
  Facilities,
  FacilitiesAnswer,
  ReferralBody,
  ReferralCallBody,
  ReferralConfirmBody,
  ReferralConfirmView,
  ReferralFigures,
  ReferralIssued,
  ReferralList,
  ReferralListItem,
  ReferralOutcome,
  ReferralSlipAnswer,
  ReferralStatus,
} from "@medcamp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { clinicPath } from "../../../lib/clinic-path";
import type { ClinicRole } from "../station-roles";

// Referrals (issue 40, docs/api.md "Referrals"): the camp's partner facilities, issuing a referral at a visit, its
// slip, the facility's confirmation link (no account) and the coordinator's list, calls and figures.

const meal = (mealId: string) => `/meals/${encodeURIComponent(mealId)}`;
const referral = (id: string) => `/referrals/${encodeURIComponent(id)}`;
const confirmApi = (token: string) => `/referrals/confirm/${encodeURIComponent(token)}`;

/** The slip's page (the consultation's "Open the slip" links to it). */
export const slipPath = (referralId: string) => `/referrals/${encodeURIComponent(referralId)}/slip`;
/** The coordinator's list of a camp's referrals. */
export const referralsListPath = (mealId: string) => `${clinicPath(mealId)}/referrals`;

/** Who keeps a camp's referral list (calls, figures): admins, and the camp's doctors and desk. */
export const keepsReferrals = (role: ClinicRole) => role === "admin" || role === "doctor" || role === "desk";

export const referralKeys = {
  all: ["referrals"] as const,
  facilities: (mealId: string) => [...referralKeys.all, "facilities", mealId] as const,
  slip: (id: string) => [...referralKeys.all, "slip", id] as const,
  confirm: (token: string) => [...referralKeys.all, "confirm", token] as const,
  camp: (mealId: string) => [...referralKeys.all, "camp", mealId] as const,
  list: (mealId: string, filter: ReferralFilter, page: number) =>
    [...referralKeys.camp(mealId), "list", filter.status ?? "all", filter.code ?? "", page] as const,
  figures: (mealId: string) => [...referralKeys.camp(mealId), "figures"] as const,
};

export const getFacilities = (mealId: string, signal?: AbortSignal) =>
  apiFetch<FacilitiesAnswer>(`${meal(mealId)}/facilities`, { signal });

export const putFacilities = (mealId: string, facilities: Facilities["facilities"]) =>
  apiFetch<FacilitiesAnswer>(`${meal(mealId)}/facilities`, { method: "PUT", body: { facilities } });

export const issueReferral = (visitId: string, body: ReferralBody) =>
  apiFetch<ReferralIssued>(`/visits/${encodeURIComponent(visitId)}/referrals`, { method: "POST", body });

export const getSlip = (id: string, signal?: AbortSignal) =>
  apiFetch<ReferralSlipAnswer>(`${referral(id)}/slip`, { signal });

export const getConfirmView = (token: string, signal?: AbortSignal) =>
  apiFetch<ReferralConfirmView>(confirmApi(token), { signal });

export const confirmArrival = (token: string, body: ReferralConfirmBody) =>
  apiFetch<{ arrivedOn: string; outcome: ReferralOutcome; confirmedAt: string; applied: boolean }>(confirmApi(token), {
    method: "POST",
    body,
  });

/** Which of a camp's referrals the list shows: one status, or the one with a short code (3F2A-9C1B). */
export interface ReferralFilter {
  status?: ReferralStatus;
  code?: string;
}

export const getReferrals = (mealId: string, { status, code }: ReferralFilter, page: number, signal?: AbortSignal) =>
  apiFetch<ReferralList>(
    `${meal(mealId)}/referrals?${new URLSearchParams({
      ...(status ? { status } : {}),
      ...(code ? { code } : {}),
      page: String(page),
    })}`,
    { signal },
  );

export const recordCall = (id: string, body: ReferralCallBody) =>
  apiFetch<{ callId: string; applied: boolean; referral: ReferralListItem }>(`${referral(id)}/calls`, {
    method: "POST",
    body,
  });

export const getFigures = (mealId: string, signal?: AbortSignal) =>
  apiFetch<ReferralFigures>(`${meal(mealId)}/referral-figures`, { signal });

export const useFacilities = (mealId: string, enabled = true) =>
  useQuery({
    queryKey: referralKeys.facilities(mealId),
    queryFn: ({ signal }) => getFacilities(mealId, signal),
    enabled,
  });

/** A slip is read once per screen (every read is in the person's access log). */
export const useSlip = (id: string, enabled = true) =>
  useQuery({
    queryKey: referralKeys.slip(id),
    queryFn: ({ signal }) => getSlip(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

export const useConfirmView = (token: string) =>
  useQuery({
    queryKey: referralKeys.confirm(token),
    queryFn: ({ signal }) => getConfirmView(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useReferralList = (mealId: string, filter: ReferralFilter, page: number) =>
  useQuery({
    queryKey: referralKeys.list(mealId, filter, page),
    queryFn: ({ signal }) => getReferrals(mealId, filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useFigures = (mealId: string) =>
  useQuery({ queryKey: referralKeys.figures(mealId), queryFn: ({ signal }) => getFigures(mealId, signal) });
