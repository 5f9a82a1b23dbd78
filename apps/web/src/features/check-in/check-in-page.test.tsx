import "fake-indexeddb/auto";
import { MESSAGES } from "@medcamp/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { CheckInPage } from "./check-in-page";
import { closeCheckInStore, forgetCheckInData, loadRoster, queuedCheckIns, saveRoster } from "./check-in-store";
import { checkedInAnswer, MEAL_ID, person, SAM, sampleRoster } from "./check-in-test-data";

const T = MESSAGES.checkIn;

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetCheckInData();
});

const renderPage = () =>
  renderApp({
    routes: [{ path: "/admin/check-in/:mealId", element: <CheckInPage /> }],
    at: `/admin/check-in/${MEAL_ID}`,
  });

const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

const resultPanel = () => screen.getByRole("status", { name: T.scanResult });
const count = () => screen.getByRole("status", { name: T.countLabel });

async function typeCode(code: string) {
  await userEvent.type(await screen.findByLabelText(T.ticketCode), code);
  await userEvent.click(screen.getByRole("button", { name: T.checkInAction }));
}

describe("check-in page, online", () => {
  it("checks a typed ticket in and says so with the name; the count follows at once", async () => {
    const { calls } = fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { body: checkedInAnswer(1) },
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: T.title("Eye Camp") })).toBeInTheDocument();
    expect(count()).toHaveTextContent(T.count(0, 3));
    await typeCode(`${person(1).code.slice(0, 4).toLowerCase()}-${person(1).code.slice(4)}`);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.checkedIn));
    expect(resultPanel()).toHaveTextContent("Camper 1");
    expect(count()).toHaveTextContent(T.count(1, 3));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ mealId: MEAL_ID, code: person(1).code });
    expect((post?.body as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText(T.ticketCode)).toHaveValue("");
  });

  it("says when and by whom a ticket was already checked in", async () => {
    fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { body: checkedInAnswer(2, "already_checked_in", "Staff Sam") },
    });
    renderPage();
    await typeCode(person(2).code);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.alreadyCheckedIn));
    expect(resultPanel()).toHaveTextContent(/by Staff Sam/);
    expect(screen.queryByRole("button", { name: T.undoOf("Camper 2") })).toBeNull();
  });

  it.each([
    ["TICKET_REVOKED", T.cancelled, MESSAGES.staff.ticketRevoked],
    ["TICKET_NOT_ON_CAMP", T.notOnCamp, MESSAGES.staff.ticketNotOnCamp],
  ])("answers the refusal %s in words", async (code, heading, detail) => {
    fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { status: 409, body: { message: detail, code } },
    });
    renderPage();
    await typeCode("ZZZZ");
    await waitFor(() => expect(resultPanel()).toHaveTextContent(heading));
    expect(resultPanel()).toHaveTextContent(detail);
    expect(await queuedCheckIns()).toEqual([]);
  });

  it("undoes a check-in with DELETE and takes it off the count", async () => {
    const { calls } = fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { body: checkedInAnswer(1) },
      "DELETE /check-ins/ci1": { body: { message: MESSAGES.staff.checkInUndone } },
    });
    renderPage();
    await typeCode(person(1).code);
    await userEvent.click(await screen.findByRole("button", { name: T.undoOf("Camper 1") }));
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.undone("Camper 1")));
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/check-ins/ci1")).toBe(true);
    expect(count()).toHaveTextContent(T.count(0, 3));
  });

  it("finds people by name or e-mail and checks one in from the list, marking who is already in", async () => {
    const { calls } = fakeApi({
      "GET /meals/m1/roster": {
        body: sampleRoster([
          person(1),
          person(2, { id: "ci2", at: "2026-05-01T08:00:00.000Z", by: "Sam", byUser: null }),
        ]),
      },
      "POST /check-ins": { body: checkedInAnswer(1) },
    });
    renderPage();
    const search = await screen.findByLabelText(T.search);
    await userEvent.type(search, "CAMPER");
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent(T.markCheckedIn);
    await userEvent.clear(search);
    await userEvent.type(search, "camper1@");
    await userEvent.click(screen.getByRole("button", { name: T.checkInPerson("Camper 1") }));
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.checkedIn));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ code: person(1).code });
    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    expect(screen.getByText(T.searchNone)).toBeInTheDocument();
  });

  it("says a signed-in user who is not staff of the camp is not authorized", async () => {
    fakeApi({ "GET /meals/m1/roster": { status: 403, body: { message: "Forbidden", code: "FORBIDDEN" } } });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.auth.notAuthorized);
  });

  it("sends a signed-out visitor home", async () => {
    fakeApi({ "GET /meals/m1/roster": { status: 401, body: { message: "Sign in", code: "UNAUTHENTICATED" } } });
    renderPage();
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
  });

  it.each([
    [401, "UNAUTHORIZED"],
    [403, "FORBIDDEN"],
  ])("forgets the roster stored on the device when the server answers %i: offline it is gone", async (status, code) => {
    await saveRoster(MEAL_ID, sampleRoster());
    fakeApi({ "GET /meals/m1/roster": { status, body: { message: "No", code } } });
    const first = renderPage();
    await waitFor(async () => expect(await loadRoster(MEAL_ID)).toBeUndefined());
    first.unmount();
    goOffline();
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.noStoredRoster);
  });

  it("forgets the camp's roster and stops when a scan is answered 403: the staff role was taken back", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    let allowed = true;
    fakeApi({
      "GET /meals/m1/roster": () =>
        allowed ? { body: sampleRoster() } : { status: 403, body: { message: "No", code: "FORBIDDEN" } },
      "POST /check-ins": { status: 403, body: { message: MESSAGES.auth.forbidden, code: "FORBIDDEN" } },
    });
    renderPage();
    await screen.findByLabelText(T.ticketCode);
    allowed = false;
    await typeCode(person(1).code);
    expect(await screen.findByText(MESSAGES.auth.notAuthorized)).toBeInTheDocument();
    expect(await loadRoster(MEAL_ID)).toBeUndefined();
    expect(await queuedCheckIns()).toEqual([]);
  });

  it("keeps a scan answered 401 queued without the name, forgets the roster and goes home", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    let signedIn = true;
    fakeApi({
      "GET /meals/m1/roster": () =>
        signedIn ? { body: sampleRoster() } : { status: 401, body: { message: "Sign in", code: "UNAUTHORIZED" } },
      "POST /check-ins": { status: 401, body: { message: "Sign in", code: "UNAUTHORIZED" } },
    });
    renderPage();
    await screen.findByLabelText(T.ticketCode);
    signedIn = false;
    await typeCode(person(1).code);
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
    expect(await loadRoster(MEAL_ID)).toBeUndefined();
    expect((await queuedCheckIns()).map((item) => [item.code, item.name])).toEqual([[person(1).code, undefined]]);
  });

  it("shows who checked a ticket in by role and e-mail, not only the name they chose", async () => {
    fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { body: checkedInAnswer(2, "already_checked_in", "MedCamp Admin") },
    });
    renderPage();
    await typeCode(person(2).code);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.alreadyCheckedIn));
    expect(resultPanel()).toHaveTextContent(/by MedCamp Admin/);
    expect(within(resultPanel()).getByText(T.byStaff)).toBeInTheDocument();
    expect(resultPanel()).toHaveTextContent(SAM.email);
  });
});

describe("check-in page, offline", () => {
  it("says to open the page online first when the device has no copy of the roster", async () => {
    goOffline();
    const { fetchMock } = fakeApi({});
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.noStoredRoster);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks in from the stored roster, queues the scan, keeps it over a reload and sends it when back online", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    const online = goOffline();
    const { calls } = fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": { body: checkedInAnswer(1) },
    });
    const first = renderPage();
    expect(await screen.findByText(/^Offline: using the list saved on this device/)).toBeInTheDocument();
    await typeCode(person(1).code);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.checkedIn));
    expect(resultPanel()).toHaveTextContent(T.waitingNote);
    expect(count()).toHaveTextContent(T.count(1, 3));
    expect(screen.getByRole("heading", { name: T.waiting(1) })).toBeInTheDocument();

    await typeCode(person(1).code);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.alreadyCheckedIn));
    expect(resultPanel()).toHaveTextContent(T.onThisDevice);
    await typeCode("NOTATICKET");
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.notOnCamp));

    // A reload while still offline.
    first.unmount();
    await closeCheckInStore();
    renderPage();
    const waiting = await screen.findByRole("heading", { name: T.waiting(1) });
    expect(waiting.closest("section")).toHaveTextContent("Camper 1");
    expect(count()).toHaveTextContent(T.count(1, 3));
    expect(calls).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByRole("heading", { name: T.waiting(1) })).toBeNull());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ mealId: MEAL_ID, code: person(1).code });
    expect(await queuedCheckIns()).toEqual([]);
  });

  it("undoes a queued scan by taking it out of the queue", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    goOffline();
    fakeApi({});
    renderPage();
    await typeCode(person(2).code);
    fireEvent.click(await screen.findByRole("button", { name: T.undoOf("Camper 2") }));
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.undone("Camper 2")));
    expect(await queuedCheckIns()).toEqual([]);
    expect(count()).toHaveTextContent(T.count(0, 3));
  });

  it("queues the scan when the check-in request gets no answer although the browser thinks it is online", async () => {
    fakeApi({
      "GET /meals/m1/roster": { body: sampleRoster() },
      "POST /check-ins": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderPage();
    await typeCode(person(3).code);
    await waitFor(() => expect(resultPanel()).toHaveTextContent(T.waitingNote));
    expect((await queuedCheckIns()).map((item) => item.name)).toEqual(["Camper 3"]);
  });
});
