import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { MyRequestsPage } from "./my-requests-page";

const row = (id: string, title: string, status: string, position?: number, attended?: boolean) => ({
  mealRequest: { _id: id, title, likes: 3, reviews_count: 2, status, mealId: `m-${id}`, position, attended },
});
const list = {
  "GET /meal-requests-user": {
    body: { mealRequests: [row("q1", "Heart Week", "pending"), row("q2", "Eye Care", "delivered")], totalPages: 1 },
  },
};
// sweetalert2 (the confirmation) is a lazy chunk: load it before the tests so its first use is not timed.
beforeAll(() => import("sweetalert2"));
const confirmation = () => screen.findByRole("dialog", { name: "Are you sure?" }, { timeout: 5000 });

describe("MyRequestsPage", () => {
  it("has the spec's columns; a delivered request says Delivered without Cancel", async () => {
    fakeApi(list);
    renderApp({ element: <MyRequestsPage />, auth: student });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["#", "Meal Title", "Likes", "Reviews Count", "Status", "Actions"]);
    const [, pending, delivered] = within(table).getAllByRole("row");
    expect(
      within(pending!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "Heart Week", "3", "2", "pending", "TicketCancel"]);
    expect(within(delivered!).getAllByRole("cell")[5]).toHaveTextContent(/^TicketDelivered$/);
    expect(within(delivered!).queryAllByRole("button")).toEqual([]);
  });

  it("shows a waitlisted request with its position and a declined one, each with Cancel; titles open the camp", async () => {
    const { calls } = fakeApi({
      "GET /meal-requests-user": {
        body: {
          mealRequests: [row("q3", "Skin Clinic", "waitlisted", 3), row("q4", "Dental Day", "declined")],
          totalPages: 1,
        },
      },
      "DELETE /meal-requests-user": { body: { message: "Meal request cancelled" } },
    });
    renderApp({ element: <MyRequestsPage />, auth: student });
    const table = await screen.findByRole("table");
    const [, waitlisted, declined] = within(table).getAllByRole("row");
    expect(within(waitlisted!).getAllByRole("cell")[4]).toHaveTextContent(/^Waitlisted \(position 3\)$/);
    expect(within(declined!).getAllByRole("cell")[4]).toHaveTextContent(/^Declined$/);
    expect(within(declined!).getByRole("button", { name: "Cancel the request for Dental Day" })).toBeEnabled();
    expect(within(waitlisted!).getByRole("link", { name: "Skin Clinic" })).toHaveAttribute("href", "/meal/m-q3");
    // Issue 21: no seat, no ticket.
    expect(within(table).queryByRole("link", { name: /^Ticket for/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(waitlisted!).getByRole("button", { name: "Cancel the request for Skin Clinic" }));
    await user.click(within(await confirmation()).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ id: "q3" }));
    // The list is asked again: the rest of the waitlist moved up.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/meal-requests-user" && c.method === "GET")).toHaveLength(2),
    );
  });

  it(
    "cancels nothing when the confirmation is cancelled, and says so when the cancel fails",
    { timeout: 20_000 },
    async () => {
      const { calls } = fakeApi({
        ...list,
        "DELETE /meal-requests-user": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
      });
      renderApp({ element: <MyRequestsPage />, auth: student });
      const user = userEvent.setup();
      const cancel = await screen.findByRole("button", { name: "Cancel the request for Heart Week" });
      await user.click(cancel);
      await user.click(within(await confirmation()).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Are you sure?" })).not.toBeInTheDocument());
      expect(calls.some((c) => c.method === "DELETE")).toBe(false);

      await user.click(cancel);
      await user.click(within(await confirmation()).getByRole("button", { name: "OK" }));
      expect(await screen.findByText("Failed to cancel the camp request.")).toBeInTheDocument();
      expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ id: "q1" });
    },
  );

  it("shows the organiser's reason under a declined request's status (issue 23)", async () => {
    const declined = row("q5", "Dental Day", "declined");
    fakeApi({
      "GET /meal-requests-user": {
        body: {
          mealRequests: [
            { mealRequest: { ...declined.mealRequest, declineReason: "The camp is for adults only." } },
            row("q6", "Eye Care", "declined"),
          ],
          totalPages: 1,
        },
      },
    });
    renderApp({ element: <MyRequestsPage />, auth: student });
    const table = await screen.findByRole("table");
    const [, withReason, without] = within(table).getAllByRole("row");
    expect(within(withReason!).getAllByRole("cell")[4]).toHaveTextContent(
      /^DeclinedReason: The camp is for adults only\.$/,
    );
    expect(within(without!).getAllByRole("cell")[4]).toHaveTextContent(/^Declined$/);
  });

  it("opens a seat-holder's ticket and says Attended once checked in (issue 21)", async () => {
    fakeApi({
      "GET /meal-requests-user": {
        body: {
          mealRequests: [row("q1", "Heart Week", "pending"), row("q2", "Eye Care", "delivered", undefined, true)],
          totalPages: 1,
        },
      },
    });
    renderApp({ element: <MyRequestsPage />, auth: student });
    const table = await screen.findByRole("table");
    const [, pending, attended] = within(table).getAllByRole("row");
    expect(within(pending!).getByRole("link", { name: "Ticket for Heart Week" })).toHaveAttribute(
      "href",
      "/user/tickets/q1",
    );
    expect(within(attended!).getByRole("link", { name: "Ticket for Eye Care" })).toHaveAttribute(
      "href",
      "/user/tickets/q2",
    );
    expect(within(attended!).getAllByRole("cell")[4]).toHaveTextContent(/^deliveredAttended$/);
    expect(within(pending!).queryByText("Attended")).not.toBeInTheDocument();
  });
});
