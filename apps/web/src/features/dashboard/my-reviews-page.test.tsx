import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { MyReviewsPage } from "./my-reviews-page";

const review = { _id: "r1", mealId: "m1", title: "Heart Week", likes: 4, comment: "Good.", rating: 4 };
const list = { "GET /reviews": { body: { reviews: [review], totalPages: 1 } } };
const serverError = { status: 500, body: { message: "Internal error", code: "INTERNAL" } };
// sweetalert2 (the confirmation) is a lazy chunk: load it before the tests so its first use is not timed.
beforeAll(() => import("sweetalert2"));
const confirmation = () => screen.findByRole("dialog", { name: "Are you sure?" }, { timeout: 5000 });

describe("MyReviewsPage", () => {
  it("has the spec's columns, links each camp, and shows N/A for a review without a camp title", async () => {
    // The server never sends a null title (deleting a camp deletes its reviews); the spec's rendering stays.
    const orphan = { ...review, _id: "r2", mealId: "m2", title: null, comment: "Orphan." };
    fakeApi({ "GET /reviews": { body: { reviews: [review, orphan], totalPages: 1 } } });
    renderApp({ element: <MyReviewsPage />, auth: student });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Camp Title", "Likes", "Review", "Actions"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getAllByRole("cell")[0]).toHaveTextContent("Heart Week");
    expect(within(first!).getByRole("link", { name: "View camp Heart Week" })).toHaveAttribute("href", "/meal/m1");
    expect(within(second!).getAllByRole("cell")[0]).toHaveTextContent("N/A");
    expect(within(second!).getByRole("button", { name: "Edit your review of N/A" })).toBeInTheDocument();
  });

  it("says Error loading reviews when the list fails", async () => {
    fakeApi({ "GET /reviews": serverError });
    renderApp({ element: <MyReviewsPage />, auth: student });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Error loading reviews$/);
  });

  it("closes the edit modal with Cancel without saving", async () => {
    const { calls } = fakeApi(list);
    renderApp({ element: <MyReviewsPage />, auth: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit your review of Heart Week" }));
    const dialog = screen.getByRole("dialog", { name: "Edit your review" });
    await user.clear(within(dialog).getByLabelText("Comment"));
    await user.type(within(dialog).getByLabelText("Comment"), "Never saved.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(calls.some((c) => c.path === "/review-update")).toBe(false);
  });

  it("keeps the modal open with the spec's message when the update fails", async () => {
    const { calls } = fakeApi({ ...list, "POST /review-update": serverError });
    renderApp({ element: <MyReviewsPage />, auth: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit your review of Heart Week" }));
    const dialog = screen.getByRole("dialog", { name: "Edit your review" });
    await user.clear(within(dialog).getByLabelText("Comment"));
    await user.type(within(dialog).getByLabelText("Comment"), "Better.");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Failed to update your review. Please try again.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/review-update")?.body).toEqual({
      email: "sam@example.org",
      reviewId: "r1",
      mealId: "m1",
      newComment: "Better.",
    });
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByLabelText("Comment")).toHaveValue("Better.");
  });

  it(
    "deletes nothing when the confirmation is cancelled, and says so when the delete fails",
    { timeout: 20_000 },
    async () => {
      const { calls } = fakeApi({ ...list, "POST /review-delete": serverError });
      renderApp({ element: <MyReviewsPage />, auth: student });
      const user = userEvent.setup();
      const remove = await screen.findByRole("button", { name: "Delete your review of Heart Week" });
      await user.click(remove);
      expect(await confirmation()).toHaveTextContent("You won't be able to revert this!");
      await user.click(within(await confirmation()).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Are you sure?" })).not.toBeInTheDocument());
      expect(calls.some((c) => c.path === "/review-delete")).toBe(false);

      await user.click(remove);
      await user.click(within(await confirmation()).getByRole("button", { name: "OK" }));
      expect(await screen.findByText("Failed to delete the review.")).toBeInTheDocument();
      expect(calls.filter((c) => c.path === "/review-delete")).toHaveLength(1);
      expect(screen.getByRole("cell", { name: "Heart Week" })).toBeInTheDocument();
    },
  );
});
