import "fake-indexeddb/auto";
import { MESSAGES } from "@medcamp/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../lib/confirm";
import { fakeApi } from "../../test/fake-api";
import { campRoute, queueEntry, renderClinic, sampleVisit, VISIT_ID } from "./clinic-test-data";
import { forgetClinicData } from "./clinic-store";

// What the clinic kept on the (fake) device goes with each test.
afterEach(() => forgetClinicData());

vi.mock("../../lib/confirm", () => import("../../test/mock-confirm"));

const T = MESSAGES.clinicUi;
const OTHER = "0b6f2a4e-8d3c-4c1e-9a57-000000000002";

afterEach(() => vi.mocked(confirmDestructive).mockReset());

const queueOf = (station: string, entries = [queueEntry()]) => ({
  body: { station, entries, more: 0, version: `v${entries.length}` },
});

describe("a station's queue", () => {
  it("lists who waits, in order, with the time waited and the flags; Call next opens the called visit", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": queueOf("consultation", [
        queueEntry({ flags: ["bloodPressureRaised"] }),
        queueEntry({ visitId: OTHER, token: 9, name: "Karim Mia", since: new Date().toISOString() }),
      ]),
      "POST /meals/c1/queue/next": { body: { visitId: VISIT_ID, token: 7 } },
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit() },
    });
    const { router } = renderClinic("doctor", "station=consultation");
    const queue = await screen.findByRole("region", { name: T.queueTitle(T.stations.consultation) });
    const first = (await within(queue).findByText("Rahima Begum", { exact: false })).closest("li")!;
    expect(first).toHaveTextContent(T.waited(12));
    expect(within(first).getByRole("list", { name: T.flagsLabel })).toHaveTextContent(T.flags.bloodPressureRaised);
    const inOrder = queue.textContent!;
    expect(inOrder.indexOf("Rahima Begum")).toBeLessThan(inOrder.indexOf("Karim Mia"));

    await userEvent.click(screen.getByRole("button", { name: T.callNext }));
    expect(await screen.findByText(T.called(7))).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: T.visitTitle(7, "Rahima Begum") })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?station=consultation&visit=${VISIT_ID}`);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ station: "consultation" });
  });

  it("asks the queue again while the page is visible", async () => {
    const { calls } = fakeApi({ ...campRoute, "GET /meals/c1/queue": queueOf("vitals") });
    renderClinic("nurse", "station=vitals");
    await screen.findAllByRole("listitem");
    const asked = () => calls.filter((c) => c.path === "/meals/c1/queue").length;
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
  });

  it("moves a visit on to the next station, and sends one back to a chosen earlier station after confirming", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": queueOf("consultation"),
      [`POST /visits/${VISIT_ID}/move`]: { body: { station: "pharmacy", state: "waiting" } },
    });
    renderClinic("doctor", "station=consultation");
    await userEvent.click(await screen.findByRole("button", { name: T.moveNext }));
    expect(await screen.findByText(T.moved)).toBeInTheDocument();

    vi.mocked(confirmDestructive).mockResolvedValue(false);
    await userEvent.selectOptions(screen.getByLabelText(T.sendBackTo), T.stations.vitals);
    await userEvent.click(screen.getByRole("button", { name: T.sendBack }));
    expect(confirmDestructive).toHaveBeenCalledWith(T.sendBackConfirm("Rahima Begum", T.stations.vitals));
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(screen.getByRole("button", { name: T.sendBack }));

    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { from: "consultation", to: "next", movedAt: expect.any(String) },
      { from: "consultation", to: "vitals", movedAt: expect.any(String) },
    ]);
  });

  it("says when the visit was already moved by another device", async () => {
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": queueOf("vitals"),
      [`POST /visits/${VISIT_ID}/move`]: {
        status: 409,
        body: { message: MESSAGES.clinic.visitMoved, code: "VISIT_MOVED" },
      },
    });
    renderClinic("nurse", "station=vitals");
    await userEvent.click(await screen.findByRole("button", { name: T.moveNext }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.clinic.visitMoved);
  });

  it("says when nobody waits, and when the queue could not be loaded", async () => {
    fakeApi({ ...campRoute, "GET /meals/c1/queue": queueOf("vitals", []) });
    const first = renderClinic("nurse", "station=vitals");
    expect(await screen.findByText(MESSAGES.clinic.queueEmpty)).toBeInTheDocument();
    first.unmount();

    fakeApi({ ...campRoute, "GET /meals/c1/queue": { status: 403, body: { message: "No", code: "FORBIDDEN" } } });
    renderClinic("nurse", "station=vitals");
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
  });
});

describe("a station's queue with no network (issue 39, item 4)", () => {
  const goOffline = () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
  };
  const goOnline = () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
  };
  // The screen goes before the network comes back, so it asks the (unfaked) server nothing more.
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the queue this phone last read and says so; a move waits on the phone and is sent when back", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": queueOf("vitals", [
        queueEntry(),
        queueEntry({ visitId: OTHER, token: 9, name: "Karim Mia", since: new Date().toISOString() }),
      ]),
      [`POST /visits/${VISIT_ID}/move`]: { body: { station: "screening", state: "waiting" } },
    });
    renderClinic("nurse", "station=vitals");
    await screen.findByText("Karim Mia");
    expect(screen.queryByText(T.offline, { exact: false })).not.toBeInTheDocument();

    goOffline();
    expect(await screen.findByText(/^Offline: showing what this phone knows, as of/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.callNext })).toBeDisabled();
    const rahima = screen.getAllByRole("listitem").find((li) => li.textContent?.includes("Rahima Begum"))!;
    await userEvent.click(within(rahima).getByRole("button", { name: T.moveNext }));
    expect(await screen.findByText(T.movedOnPhone)).toBeInTheDocument();
    // The phone's own move shows at once: Rahima has gone on to screening, Karim still waits here.
    await waitFor(() => expect(screen.queryByText("Rahima Begum")).not.toBeInTheDocument());
    expect(screen.getByText("Karim Mia")).toBeInTheDocument();
    expect(screen.getByText(T.waitingToSend(1))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    goOnline();
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      from: "vitals",
      to: "next",
      movedAt: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByText(T.waitingToSend(1))).not.toBeInTheDocument());
  });

  it("shows the phone's copy when the server fails, and says so", async () => {
    let failing = false;
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": () =>
        failing ? { status: 503, body: { message: "Down", code: "UNAVAILABLE" } } : queueOf("vitals"),
    });
    const first = renderClinic("nurse", "station=vitals");
    await screen.findByText("Rahima Begum");
    first.unmount();
    failing = true;
    renderClinic("nurse", "station=vitals");
    expect(await screen.findByText("Rahima Begum", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Offline: showing what this phone knows, as of/)).toBeInTheDocument();
  });
});
