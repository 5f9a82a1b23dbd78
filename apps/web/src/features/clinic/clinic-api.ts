import type {
  Consent,
  DispenseAnswer,
  DispenseBody,
  StockReceiptAnswer,
  StockReceiptBody,
  StockReport,
  StockWriteOffAnswer,
  StockWriteOffBody,
  MoveVisitBody,
  PersonInput,
  Queue,
  RegisterVisitAnswer,
  Roster,
  StationKind,
  Visit,
} from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

// The clinic's API calls (issue 39, docs/api.md). Every write carries an id made on the device (visitId, writeId), so
// a repeated send is answered like the first: the queue of an offline device can send them again later.

const meal = (mealId: string) => `/meals/${encodeURIComponent(mealId)}`;
const visit = (visitId: string) => `/visits/${encodeURIComponent(visitId)}`;

/** A walk-in typed in, a person known by phone, or a camper by their seat-holding request (their account's person). */
export type WhoVisits = { person: PersonInput } | { personId: string } | { requestId: string };

/** `arrivedAt`: the device's time of a registration made offline (sent later). */
export const registerVisit = (
  mealId: string,
  body: WhoVisits & { visitId: string; consent: Consent; arrivedAt?: string },
) => apiFetch<RegisterVisitAnswer>(`${meal(mealId)}/visits`, { method: "POST", body });

export const getPeopleByPhone = (mealId: string, phone: string, phoneCountry: string, signal?: AbortSignal) =>
  apiFetch<{ people: RegisterVisitAnswer["possibleDuplicates"] }>(
    `${meal(mealId)}/people?${new URLSearchParams({ phone, phoneCountry })}`,
    { signal },
  );

/** The camp's seat-holders (the check-in roster, which every staff member of the camp reads): the desk's list. */
export const getCampRoster = (mealId: string, signal?: AbortSignal) =>
  apiFetch<Roster>(`${meal(mealId)}/roster`, { signal });

/** With `known` (the version shown) the server answers once the queue differs from it (a long poll, up to 25 s). */
export const getQueue = (mealId: string, station: StationKind, known: string | undefined, signal?: AbortSignal) =>
  apiFetch<Queue>(`${meal(mealId)}/queue?${new URLSearchParams({ station, ...(known ? { known } : {}) })}`, { signal });

export const callNext = (mealId: string, station: StationKind) =>
  apiFetch<{ visitId: string; token: number }>(`${meal(mealId)}/queue/next`, { method: "POST", body: { station } });

export const moveVisit = (visitId: string, body: MoveVisitBody) =>
  apiFetch<{ station: StationKind | null; state: string }>(`${visit(visitId)}/move`, { method: "POST", body });

export const getVisit = (visitId: string, signal?: AbortSignal) => apiFetch<Visit>(visit(visitId), { signal });

/** The answer to a section write: `applied` is false for a writeId the server had (a repeat). */
export type SectionAnswer = { writeId: string; applied: boolean; flags: string[] };

/** `recordedAt`: when the device recorded it (null: let the server take its own time). */
export const saveSection = (
  visitId: string,
  station: StationKind,
  writeId: string,
  data: Record<string, unknown>,
  recordedAt: string | null = new Date().toISOString(),
) =>
  apiFetch<SectionAnswer>(`${visit(visitId)}/sections/${station}`, {
    method: "PUT",
    body: { writeId, ...(recordedAt ? { recordedAt } : {}), data },
  });

export const signVisit = (visitId: string) =>
  apiFetch<{ signedAt: string; signedBy: string; digest: string }>(`${visit(visitId)}/sign`, { method: "POST" });

export const addAddendum = (visitId: string, writeId: string, text: string) =>
  apiFetch<{ writeId: string; applied: boolean }>(`${visit(visitId)}/addenda`, {
    method: "POST",
    body: { writeId, text },
  });

/** The camp's stations in order (its station staff and admins). */
export const getStations = (mealId: string, signal?: AbortSignal) =>
  apiFetch<{ stations: StationKind[] }>(`${meal(mealId)}/stations`, { signal });

/** What the pharmacy gives against the visit's signed prescription (issue 40); `partial`: give what there is. */
export const dispense = (visitId: string, body: DispenseBody) =>
  apiFetch<DispenseAnswer>(`${visit(visitId)}/dispenses`, { method: "POST", body });

/** The camp's stock per medicine and batch, with the low-stock rule (pharmacists, doctors, admins). */
export const getStockReport = (mealId: string, signal?: AbortSignal) =>
  apiFetch<StockReport>(`${meal(mealId)}/stock-report`, { signal });

/** A batch of stock received (pharmacists and admins); `receiptId` made on the device. */
export const receiveStock = (mealId: string, body: StockReceiptBody) =>
  apiFetch<StockReceiptAnswer>(`${meal(mealId)}/stock`, { method: "POST", body });

/** Units of a batch written off with a reason (pharmacists and admins); `writeOffId` made on the device. */
export const writeOffStock = (mealId: string, body: StockWriteOffBody) =>
  apiFetch<StockWriteOffAnswer>(`${meal(mealId)}/stock/write-offs`, { method: "POST", body });
