import type { SummaryLinkSend, SummaryLinkState, VisitSummary } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

// The visit summary link (issue 40, docs/api.md "Visit summary links"): the staff text it from the visit; the person
// opens it at /s/:token, with no account, with a code texted to their phone.

const staffApi = (visitId: string) => `/visits/${encodeURIComponent(visitId)}/summary-link`;
const linkApi = (token: string) => `/summary-links/${encodeURIComponent(token)}`;

/** Texts the link, or first a code to check the person's number (`status: "verify"`). */
export const sendSummaryLink = (visitId: string) => apiFetch<SummaryLinkSend>(staffApi(visitId), { method: "POST" });

/** The code the person read from their phone: the link goes. */
export const verifySummaryLink = (visitId: string, code: string) =>
  apiFetch<SummaryLinkSend>(`${staffApi(visitId)}/verify`, { method: "POST", body: { code } });

export const getLinkState = (token: string, signal?: AbortSignal) =>
  apiFetch<SummaryLinkState>(linkApi(token), { signal });

export const askLinkCode = (token: string) => apiFetch<SummaryLinkState>(`${linkApi(token)}/code`, { method: "POST" });

/** The summary, for the code texted to the person's phone (the read is in their access log). */
export const openLink = (token: string, code: string) =>
  apiFetch<VisitSummary>(`${linkApi(token)}/open`, { method: "POST", body: { code } });

/** Whether the link still opens and a code waits: asked once (a refusal says the link is altered or expired). */
export const useLinkState = (token: string) =>
  useQuery({
    queryKey: ["summary-link", token],
    queryFn: ({ signal }) => getLinkState(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
