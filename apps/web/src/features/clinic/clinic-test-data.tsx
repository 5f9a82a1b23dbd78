import {
  DEFAULT_MEDICINES,
  DEFAULT_SCREENING_TESTS,
  type Person,
  type QueueEntry,
  STATION_KINDS,
  type Visit,
} from "@medcamp/contract";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { ClinicPage } from "./clinic-page";
import type { ClinicRole } from "./station-roles";

export const CAMP_ID = "c1";
export const VISIT_ID = "0b6f2a4e-8d3c-4c1e-9a57-1f2e3d4c5b6a";

/** The camp's detail answer the page's heading reads, its stations (kept on the device for offline use) and its clinic lists (the defaults). */
export const campRoute = {
  "GET /meals/c1": { body: sampleCamp({ _id: CAMP_ID, title: "Heart Health Week" }) },
  "GET /meals/c1/stations": { body: { stations: [...STATION_KINDS] } },
  "GET /meals/c1/screening-tests": { body: { tests: [...DEFAULT_SCREENING_TESTS], custom: false } },
  "GET /meals/c1/medicines": { body: { medicines: [...DEFAULT_MEDICINES], custom: false } },
};

export function samplePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: "7c1d1f0e-0000-4000-8000-000000000001",
    name: "Rahima Begum",
    sex: "female",
    birthYear: 1980,
    birthYearEstimated: true,
    phone: "+8801712345678",
    area: "Mirpur",
    language: null,
    hasAccount: false,
    ...overrides,
  };
}

export function queueEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    visitId: VISIT_ID,
    token: 7,
    name: "Rahima Begum",
    sex: "female",
    ageYears: 46,
    state: "waiting",
    since: new Date(Date.now() - 12 * 60_000).toISOString(),
    calledBy: null,
    flags: [],
    ...overrides,
  };
}

export function sampleVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: VISIT_ID,
    campId: CAMP_ID,
    token: 7,
    day: "2026-11-28",
    person: samplePerson(),
    consent: { care: true, followUp: false, keep: false },
    station: "consultation",
    state: "called",
    arrivedAt: "2026-11-28T08:00:00.000Z",
    exitedAt: null,
    flags: [],
    sections: [],
    signature: null,
    addenda: [],
    steps: [],
    ...overrides,
  };
}

/** The clinic page at a station (and an opened visit) for a role, as app/clinic-route.tsx gives it. */
export function renderClinic(role: ClinicRole, query: string) {
  return renderApp({
    routes: [
      {
        path: "/admin/clinic/:mealId",
        element: <ClinicPage mealId={CAMP_ID} access={{ state: "allowed", role }} />,
      },
    ],
    at: `/admin/clinic/${CAMP_ID}?${query}`,
  });
}
