import type { Medicine, MedicinesAnswer, ScreeningTest, ScreeningTestsAnswer, StationKind } from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

// A camp's clinic lists (issue 39, docs/api.md): its stations in order, its screening tests and its medicines. The
// camp's station staff read them; admins replace them (an empty list of tests or medicines: the defaults again).

const meal = (mealId: string) => `/meals/${encodeURIComponent(mealId)}`;

export const getStations = (mealId: string, signal?: AbortSignal) =>
  apiFetch<{ stations: StationKind[] }>(`${meal(mealId)}/stations`, { signal });

export const putStations = (mealId: string, stations: StationKind[]) =>
  apiFetch<{ stations: StationKind[] }>(`${meal(mealId)}/stations`, { method: "PUT", body: { stations } });

export const getScreeningTests = (mealId: string, signal?: AbortSignal) =>
  apiFetch<ScreeningTestsAnswer>(`${meal(mealId)}/screening-tests`, { signal });

export const putScreeningTests = (mealId: string, tests: ScreeningTest[]) =>
  apiFetch<ScreeningTestsAnswer>(`${meal(mealId)}/screening-tests`, { method: "PUT", body: { tests } });

export const getMedicines = (mealId: string, signal?: AbortSignal) =>
  apiFetch<MedicinesAnswer>(`${meal(mealId)}/medicines`, { signal });

export const putMedicines = (mealId: string, medicines: Medicine[]) =>
  apiFetch<MedicinesAnswer>(`${meal(mealId)}/medicines`, { method: "PUT", body: { medicines } });
