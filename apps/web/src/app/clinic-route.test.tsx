import "fake-indexeddb/auto";
import { DEFAULT_MEDICINES, DEFAULT_SCREENING_TESTS, MESSAGES, STATION_KINDS } from "@medcamp/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, student } from "../test/auth-states";
import { fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { sampleCamp } from "../test/sample-camp";
import { ClinicRoute } from "./clinic-route";
import { forgetClinicData, loadCamp, saveCamp } from "../features/clinic/clinic-store";

// What the clinic kept on the (fake) device goes with each test.
afterEach(() => forgetClinicData());

const T = MESSAGES.clinicUi;
/** The lists the role's stations pick from, which the page keeps on the device. */
const campLists = {
  "GET /meals/c1/screening-tests": { body: { tests: [...DEFAULT_SCREENING_TESTS], custom: false } },
  "GET /meals/c1/medicines": { body: { medicines: [...DEFAULT_MEDICINES], custom: false } },
};
const defaultStations = { "GET /meals/c1/stations": { body: { stations: [...STATION_KINDS] } }, ...campLists };

function renderAt(auth: typeof student, search: string) {
  return renderApp({
    routes: [{ path: "/admin/clinic/:mealId", element: <ClinicRoute /> }],
    at: `/admin/clinic/c1${search}`,
    auth,
  });
}

const stationsOffered = async () =>
  within(await screen.findByLabelText(T.station))
    .getAllByRole("option")
    .map((o) => o.getAttribute("value"));

describe("the clinic's access (issue 39)", () => {
  it("gives staff the stations of their role at this camp, and keeps the station the URL names", async () => {
    fakeApi({
      "GET /me/staff": { body: { allCamps: false, camps: [{ id: "c1", title: "Heart Week", role: "nurse" }] } },
      "GET /meals/c1": { body: sampleCamp() },
      ...defaultStations,
      "GET /meals/c1/queue": { body: { station: "screening", entries: [], more: 0, version: "v0" } },
    });
    renderAt(student, "?station=screening");
    expect(await stationsOffered()).toEqual(["vitals", "screening", "counselling", "exit"]);
    expect(screen.getByLabelText(T.station)).toHaveValue("screening");
    expect(screen.getByText(T.yourRole(T.roles.nurse))).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: T.queueTitle(T.stations.screening) })).toBeInTheDocument();
    // The camp's report is its doctors' and admins' (issue 41).
    expect(screen.queryByRole("link", { name: T.report })).not.toBeInTheDocument();
  });

  it("refuses staff with no station role at this camp", async () => {
    fakeApi({
      "GET /me/staff": { body: { allCamps: false, camps: [{ id: "c2", title: "Eye Camp", role: "doctor" }] } },
      "GET /meals/c1": { body: sampleCamp() },
    });
    renderAt(student, "");
    expect(await screen.findByRole("alert")).toHaveTextContent(T.noRole);
  });

  it("follows the camp's own stations and their order, and leaves out those it does not have", async () => {
    fakeApi({
      "GET /me/staff": { body: { allCamps: false, camps: [{ id: "c1", title: "Heart Week", role: "doctor" }] } },
      "GET /meals/c1": { body: sampleCamp() },
      "GET /meals/c1/stations": { body: { stations: ["registration", "consultation", "vitals", "exit"] } },
      ...campLists,
      "GET /meals/c1/queue": { body: { station: "consultation", entries: [], more: 0, version: "v0" } },
    });
    renderAt(student, "?station=screening");
    await waitFor(async () => expect(await stationsOffered()).toEqual(["consultation", "vitals", "exit"]));
    expect(screen.getByLabelText(T.station)).toHaveValue("consultation");
    expect(screen.queryByRole("link", { name: MESSAGES.clinicLists.settings })).not.toBeInTheDocument();
    // A doctor reads the camp's report (issue 41).
    expect(screen.getByRole("link", { name: T.report })).toHaveAttribute("href", "/admin/clinic/c1/report");
  });

  it("lets an admin work every station, the desk first, and links the camp's clinic settings", async () => {
    const { calls } = fakeApi({
      "GET /meals/c1": { body: sampleCamp() },
      ...defaultStations,
      "GET /meals/c1/queue": { body: { station: "exit", entries: [], more: 0, version: "v0" } },
    });
    renderAt(admin, "?station=nowhere");
    expect(await stationsOffered()).toHaveLength(7);
    expect(screen.getByLabelText(T.station)).toHaveValue("registration");
    expect(screen.getByRole("heading", { name: T.registerTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MESSAGES.clinicLists.settings })).toHaveAttribute(
      "href",
      "/admin/clinic/c1/settings",
    );
    // At the desk already the phone reads the lists its other stations pick from, to have them offline.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(["/meals/c1/screening-tests", "/meals/c1/medicines"]),
      ),
    );
  });

  it("sends a visitor home", async () => {
    fakeApi({ "GET /meals/c1": { body: sampleCamp() } });
    renderApp({
      routes: [{ path: "/admin/clinic/:mealId", element: <ClinicRoute /> }],
      at: "/admin/clinic/c1",
    });
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
  });
});

describe("the clinic's access with no network (issue 39, item 4)", () => {
  const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const loading = { ...student, user: null, loading: true };
  // The screen goes before the network comes back, so it asks the (unfaked) server nothing more.
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("opens with the role this phone kept when the clinic was last opened here online", async () => {
    await saveCamp({ mealId: "c1", role: "nurse", title: "Heart Week", savedAt: new Date().toISOString() });
    goOffline();
    fakeApi({});
    renderAt(loading, "?station=screening");
    expect(await stationsOffered()).toEqual(["vitals", "screening", "counselling", "exit"]);
    expect(screen.getByText(T.yourRole(T.roles.nurse))).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Heart Week");
    expect(await screen.findByText(T.offline)).toBeInTheDocument();
  });

  it("says so when this phone kept nothing of the camp", async () => {
    goOffline();
    fakeApi({});
    renderAt(loading, "");
    expect(await screen.findByRole("alert")).toHaveTextContent(T.nothingStored);
  });

  it("forgets the camp when the server says the user has no role there any more", async () => {
    await saveCamp({ mealId: "c1", role: "nurse", savedAt: new Date().toISOString() });
    fakeApi({
      "GET /me/staff": { body: { allCamps: false, camps: [] } },
      "GET /meals/c1": { body: sampleCamp() },
    });
    renderAt(student, "");
    expect(await screen.findByRole("alert")).toHaveTextContent(T.noRole);
    await vi.waitFor(async () => expect(await loadCamp("c1")).toBeUndefined());
  });
});
