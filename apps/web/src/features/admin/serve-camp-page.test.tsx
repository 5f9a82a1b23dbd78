import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import type { AdminRequestList } from "./api/get-requests";
import { ServeCampPage } from "./serve-camp-page";

vi.mock("../../lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../lib/confirm", () => ({ confirmDestructive: vi.fn(), showResult: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const request = (id: string, status: string, position?: number) => ({
  _id: id,
  title: `Camp ${id}`,
  name: `Camper ${id}`,
  email: `${id}@example.com`,
  status,
  mealId: "c1",
  position,
});
const requestList = {
  mealRequests: [
    request("r1", "pending"),
    request("r2", "waitlisted", 2),
    request("r3", "delivered"),
    request("r4", "declined"),
  ],
  totalPages: 1,
} as AdminRequestList;

/** The query strings Serve Camp asked GET /api/meal-requests with, in order. */
const requestQueries = (fetchMock: ReturnType<typeof fakeApi>["fetchMock"]) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/meal-requests")
    .map((url) => url.searchParams);

const actionCell = (title: string) =>
  within(screen.getByRole("row", { name: new RegExp(title) })).getAllByRole("cell")[4]!;
const statusCell = (title: string) =>
  within(screen.getByRole("row", { name: new RegExp(title) })).getAllByRole("cell")[3]!;

describe("Serve Camp", () => {
  it("shows seat-holders and the waitlist apart; a waitlisted request can be declined but not booked", async () => {
    fakeApi({ "GET /meal-requests": { body: requestList } });
    renderApp({ element: <ServeCampPage /> });
    await screen.findByText("Camp r1");
    expect(statusCell("Camp r1")).toHaveTextContent(/^pending$/);
    expect(statusCell("Camp r2")).toHaveTextContent(/^Waitlist #2$/);
    expect(within(statusCell("Camp r2")).getByText("Waitlist #2").className).not.toBe(
      within(statusCell("Camp r1")).getByText("pending").className,
    );
    expect(statusCell("Camp r4")).toHaveTextContent(/^Declined$/);
    expect(within(actionCell("Camp r1")).getByRole("button", { name: "Book Camp r1 for Camper r1" })).toBeEnabled();
    expect(
      within(actionCell("Camp r1")).getByRole("button", { name: "Decline Camp r1 for r1@example.com" }),
    ).toBeEnabled();
    expect(
      within(actionCell("Camp r2"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Decline"]);
    expect(actionCell("Camp r3")).toHaveTextContent(/^Conformed$/);
    expect(actionCell("Camp r4")).toHaveTextContent(/^Declined$/);
    expect(within(actionCell("Camp r4")).queryByRole("button")).toBeNull();
  });

  it("declines after the confirmation with PATCH { status: declined }, then asks for the list again", async () => {
    const { calls } = fakeApi({
      "GET /meal-requests": { body: requestList },
      "PATCH /meal-requests/r2": { body: { message: "The request has been declined." } },
    });
    vi.mocked(confirmDestructive).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderApp({ element: <ServeCampPage /> });
    const decline = await screen.findByRole("button", { name: "Decline Camp r2 for r2@example.com" });
    fireEvent.click(decline);
    await waitFor(() => expect(confirmDestructive).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(decline);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("The request has been declined."));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { method: "PATCH", path: "/meal-requests/r2", body: { status: "declined" } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === "/meal-requests")).toHaveLength(2));
  });

  it("says 'Error: …' when a decline is refused", async () => {
    fakeApi({
      "GET /meal-requests": { body: requestList },
      "PATCH /meal-requests/r1": {
        status: 409,
        body: { message: "This request was declined.", code: "REQUEST_DECLINED" },
      },
    });
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    renderApp({ element: <ServeCampPage /> });
    fireEvent.click(await screen.findByRole("button", { name: "Decline Camp r1 for r1@example.com" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Error: This request was declined."));
  });

  it("sends the status filter and keeps it in the URL, from page 1; Back restores the previous filter", async () => {
    const { fetchMock } = fakeApi({ "GET /meal-requests": { body: requestList } });
    const { router } = renderApp({ element: <ServeCampPage />, at: "/?status=seated&page=2" });
    const filter = await screen.findByLabelText("Status");
    expect(filter).toHaveDisplayValue("Seat holders");
    await waitFor(() => expect(requestQueries(fetchMock).at(-1)?.get("status")).toBe("seated"));
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All requests", "Seat holders", "Waitlist", "Pending", "Conformed", "Declined"]);

    fireEvent.change(filter, { target: { value: "waitlisted" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=waitlisted"));
    await waitFor(() => expect(requestQueries(fetchMock).at(-1)?.get("status")).toBe("waitlisted"));
    expect(requestQueries(fetchMock).at(-1)?.get("page")).toBe("1");

    fireEvent.change(filter, { target: { value: "" } });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(requestQueries(fetchMock).at(-1)?.has("status")).toBe(false));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText("Status")).toHaveDisplayValue("Waitlist"));
  });

  it("reads an unknown status as all requests", async () => {
    const { fetchMock } = fakeApi({ "GET /meal-requests": { body: requestList } });
    renderApp({ element: <ServeCampPage />, at: "/?status=bogus" });
    expect(await screen.findByLabelText("Status")).toHaveDisplayValue("All requests");
    await waitFor(() => expect(requestQueries(fetchMock)).toHaveLength(1));
    expect(requestQueries(fetchMock)[0]!.has("status")).toBe(false);
  });
});
