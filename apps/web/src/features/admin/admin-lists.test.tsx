import type { Meal } from "@medcamp/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { AllReviewsPage } from "./all-reviews-page";
import { ManageCampsPage } from "./manage-camps-page";
import { UNSCHEDULED } from "../../test/sample-camp";

vi.mock("../../lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../lib/confirm", () => ({ confirmDestructive: vi.fn(), showResult: vi.fn() }));

const camp = (n: number): Meal => ({
  _id: `c${n}`,
  title: `Camp ${n}`,
  category: "3days",
  image: "/images/camps/x.svg",
  ingredients: ["Nurse"],
  description: "A camp.",
  price: 10,
  postTime: "2026-01-01T00:00:00.000Z",
  distributor: { name: "Ada", email: "ada@example.com" },
  rating: 4,
  likes: n,
  reviewsCount: 1,
  ...UNSCHEDULED,
});

const rowTitles = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

/** Answers GET `path` page by page from the current `rows()`, like the server; other calls go to `fakeApi`. */
function servePages(path: string, rows: () => Meal[]) {
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== `/api${path}`) return answer(input, init);
    const page = Number(url.searchParams.get("page"));
    const limit = Number(url.searchParams.get("limit"));
    const all = rows();
    return Response.json({
      meals: all.slice((page - 1) * limit, page * limit),
      totalPages: Math.max(1, Math.ceil(all.length / limit)),
    });
  });
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("All Camps management", () => {
  it("steps back to the new last page after deleting the only row of the last page", async () => {
    let camps = [camp(1), camp(2), camp(3)];
    const { calls } = fakeApi({
      "DELETE /meals/c3": () => {
        camps = camps.slice(0, 2);
        return { body: { message: "The Camp has been deleted." } };
      },
    });
    servePages("/meals", () => camps);
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    renderApp({ element: <ManageCampsPage /> });
    await screen.findByText("Camp 1");
    fireEvent.change(screen.getByLabelText("Per page"), { target: { value: "2" } });
    fireEvent.click(await screen.findByRole("button", { name: "Page 2" }, { timeout: 5000 }));
    await waitFor(() => expect(rowTitles()).toEqual(["Camp 3"]));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
      expect(rowTitles()).toEqual(["Camp 1", "Camp 2"]);
    });
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(showResult).toHaveBeenCalledWith("Deleted!", "The Camp has been deleted.", "success");
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/meals/c3"]);
  });

  it("says so when there is no camp", async () => {
    fakeApi({ "GET /meals": { body: { meals: [], totalPages: 1 } } });
    renderApp({ element: <ManageCampsPage /> });
    await screen.findByText("No Camp found.");
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("All Reviews", () => {
  it("steps back to page 1 after resetting the only camp of page 2", async () => {
    let reviewed = [camp(1), camp(2), camp(3)];
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
      "GET /reviewed-meals": { body: { meals: [camp(1)], totalPages: 1 } },
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
