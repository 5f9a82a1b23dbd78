import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { listedCamp, servePages } from "../common/admin-list-fakes";
import { AllReviewsPage } from "./all-reviews-page";

vi.mock("../../../lib/toast", () => import("../../../test/mock-toast"));
vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

describe("All Reviews", () => {
  it("steps back to page 1 after resetting the only camp of page 2", async () => {
    let reviewed = [listedCamp(1), listedCamp(2), listedCamp(3)];
    fakeApi({
      "PATCH /meals/reset/c3": () => {
        reviewed = reviewed.filter((m) => m._id !== "c3");
        return { body: { message: "Reviews for this Camp have been reset." } };
      },
    });
    servePages("/reviewed-meals", () => reviewed);
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    renderApp({ element: <AllReviewsPage /> });
    await screen.findByText("Camp 1");
    fireEvent.change(screen.getByLabelText("Per page"), { target: { value: "2" } });
    fireEvent.click(await screen.findByRole("button", { name: "Page 2" }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete reviews of Camp 3" }));
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
      expect(screen.getByText("Camp 1")).toBeInTheDocument();
    });
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByText("No reviews found.")).toBeNull();
    expect(notify.success).toHaveBeenCalledWith("Reviews for this Camp have been reset.");
  });

  it("words a refused reset and a reset that got no answer differently (product.md §8)", async () => {
    const { fetchMock } = fakeApi({
      "GET /reviewed-meals": { body: { meals: [listedCamp(1)], totalPages: 1 } },
      "PATCH /meals/reset/c1": { status: 404, body: { message: "Camp not found", code: "NOT_FOUND" } },
    });
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    renderApp({ element: <AllReviewsPage /> });
    const reset = await screen.findByRole("button", { name: "Delete reviews of Camp 1" });
    fireEvent.click(reset);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to reset reviews. Please try again."));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(reset);
    await waitFor(() =>
      expect(notify.error).toHaveBeenLastCalledWith("Something went wrong: An error occurred. Please try again later."),
    );
  });

  it("says so when no camp has reviews", async () => {
    fakeApi({ "GET /reviewed-meals": { body: { meals: [], totalPages: 1 } } });
    renderApp({ element: <AllReviewsPage /> });
    await screen.findByText("No reviews found.");
  });
});
