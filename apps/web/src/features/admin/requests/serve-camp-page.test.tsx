import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmDecline } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import type { AdminRequestList } from "./api/get-requests";
import { ServeCampPage } from "./serve-camp-page";

vi.mock("../../../lib/toast", () => import("../../../test/mock-toast"));
vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

const request = (id: string, status: string, position?: number, declineReason?: string) => ({
  _id: id,
  title: `Camp ${id}`,
  name: `Camper ${id}`,
  email: `${id}@example.com`,
  status,
  mealId: "c1",
  position,
  declineReason,
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

  it("declines after the confirmation with PATCH { status: declined, reason? }, then asks for the list again", async () => {
    const { calls } = fakeApi({
      "GET /meal-requests": { body: requestList },
      "PATCH /meal-requests/r2": { body: { message: "The request has been declined." } },
    });
    // Cancelled; then confirmed with a reason; then confirmed with none.
    vi.mocked(confirmDecline).mockResolvedValueOnce(null).mockResolvedValueOnce("Too young").mockResolvedValueOnce("");
    renderApp({ element: <ServeCampPage /> });
    const decline = await screen.findByRole("button", { name: "Decline Camp r2 for r2@example.com" });
    fireEvent.click(decline);
    await waitFor(() => expect(confirmDecline).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(decline);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("The request has been declined."));
    await waitFor(() => expect(calls.filter((c) => c.path === "/meal-requests")).toHaveLength(2));
    fireEvent.click(decline);
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { method: "PATCH", path: "/meal-requests/r2", body: { status: "declined", reason: "Too young" } },
      { method: "PATCH", path: "/meal-requests/r2", body: { status: "declined" } },
    ]);
  });

  it("shows a declined request's reason under Declined", async () => {
    fakeApi({
      "GET /meal-requests": {
        body: { mealRequests: [request("r5", "declined", undefined, "Camp is full.")], totalPages: 1 },
      },
    });
    renderApp({ element: <ServeCampPage /> });
    await screen.findByText("Camp r5");
    expect(actionCell("Camp r5")).toHaveTextContent(/^DeclinedReason: Camp is full\.$/);
  });

  it("selects open rows (each, or all of the page) and books them together, toasting the summary", async () => {
    let listed = 0;
    const { calls } = fakeApi({
      "GET /meal-requests": () => ({ body: ++listed === 1 ? requestList : { ...requestList, totalPages: 1 } }),
      "POST /meal-requests/bulk": {
        body: {
          message: "1 request booked, 1 refused.",
          results: [
            { id: "r1", outcome: "changed" },
            { id: "r2", outcome: "refused", code: "REQUEST_WAITLISTED", message: "On the waitlist." },
          ],
        },
      },
    });
    renderApp({ element: <ServeCampPage /> });
    await screen.findByText("Camp r1");
    // The spec's columns first, then the row's box (app/ adds Answers between them); only open requests have one.
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Title",
      "User Name",
      "User Email",
      "Status",
      "Action",
      "Select",
    ]);
    expect(screen.getAllByRole("checkbox", { name: /^Select Camp/ }).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Select Camp r1 for r1@example.com",
      "Select Camp r2 for r2@example.com",
    ]);
    const bar = screen.getByRole("group", { name: "Bulk actions" });
    const book = within(bar).getByRole("button", { name: "Book selected" });
    expect(within(bar).getByText("0 selected")).toBeInTheDocument();
    expect(book).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(book);
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(screen.getByRole("checkbox", { name: "Select Camp r2 for r2@example.com" }));
    const all = within(bar).getByRole("checkbox", { name: "Select all on this page" });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all).toBeChecked();
    expect(within(bar).getByText("2 selected")).toBeInTheDocument();
    expect(book).toHaveAttribute("aria-disabled", "false");
    fireEvent.click(book);
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith("1 request booked, 1 refused."));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: "/meal-requests/bulk", body: { ids: ["r1", "r2"], status: "delivered" } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === "/meal-requests")).toHaveLength(2));
    expect(within(bar).getByText("0 selected")).toBeInTheDocument();
    expect(confirmDecline).not.toHaveBeenCalled();
  });

  it("declines the selected rows with one reason after one confirmation; a cancelled one sends nothing", async () => {
    const { calls } = fakeApi({
      "GET /meal-requests": { body: requestList },
      "POST /meal-requests/bulk": (body) => ({
        body: {
          message: "1 request declined.",
          results: (body as { ids: string[] }).ids.map((id) => ({ id, outcome: "changed" })),
        },
      }),
    });
    vi.mocked(confirmDecline).mockResolvedValueOnce(null).mockResolvedValueOnce("Double booked");
    renderApp({ element: <ServeCampPage /> });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Camp r1 for r1@example.com" }));
    const decline = within(screen.getByRole("group", { name: "Bulk actions" })).getByRole("button", {
      name: "Decline selected",
    });
    fireEvent.click(decline);
    await waitFor(() => expect(confirmDecline).toHaveBeenCalledTimes(1));
    expect(confirmDecline).toHaveBeenCalledWith(
      "1 request will be declined and each camper told. You won't be able to revert this!",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(decline);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("1 request declined."));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/meal-requests/bulk",
        body: { ids: ["r1"], status: "declined", reason: "Double booked" },
      },
    ]);
  });

  it("says 'Error: …' when a bulk action fails as a whole, and keeps the selection", async () => {
    fakeApi({
      "GET /meal-requests": { body: requestList },
      "POST /meal-requests/bulk": {
        status: 400,
        body: { message: "Ids can be at most 100 entries (ids)", code: "VALIDATION_ERROR" },
      },
    });
    renderApp({ element: <ServeCampPage /> });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Camp r1 for r1@example.com" }));
    fireEvent.click(screen.getByRole("button", { name: "Book selected" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Error: Ids can be at most 100 entries (ids)"));
    expect(screen.getByRole("checkbox", { name: "Select Camp r1 for r1@example.com" })).toBeChecked();
  });

  it("says 'Error: …' when a decline is refused", async () => {
    fakeApi({
      "GET /meal-requests": { body: requestList },
      "PATCH /meal-requests/r1": {
        status: 409,
        body: { message: "This request was declined.", code: "REQUEST_DECLINED" },
      },
    });
    vi.mocked(confirmDecline).mockResolvedValue("");
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
