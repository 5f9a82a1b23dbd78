import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { ALL_CAMPS_PAGE_SIZE, ALL_CAMPS_PAGES_MAX } from "./all-camps-first-view";
import { AllCampsPage } from "./all-camps-page";

afterEach(() => vi.unstubAllGlobals());

/** A list of 100 pages: every answer is a full page of distinct camps. */
function hundredPages() {
  let asked = 0;
  const api = fakeApi({
    "GET /meals": () => {
      asked++;
      const meals = Array.from({ length: ALL_CAMPS_PAGE_SIZE }, (_, i) =>
        sampleCamp({ _id: `p${asked}-${i}`, title: `Camp ${asked}-${i}` }),
      );
      return { body: { meals, totalPages: 100 } };
    },
  });
  return api;
}

describe("AllCampsPage", () => {
  it("shows at most ALL_CAMPS_PAGES_MAX pages for a link asking for 500, corrects the URL and asks no more", async () => {
    const api = hundredPages();
    const { router } = renderApp({ routes: [{ path: "/meals", element: <AllCampsPage /> }], at: "/meals?page=500" });

    await waitFor(() => expect(router.state.location.search).toBe(`?page=${ALL_CAMPS_PAGES_MAX}`));
    await screen.findByText(`Camp ${ALL_CAMPS_PAGES_MAX}-0`, {}, { timeout: 10_000 });
    expect(screen.getAllByRole("article")).toHaveLength(ALL_CAMPS_PAGES_MAX * ALL_CAMPS_PAGE_SIZE);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText(/^These are the first 180 camps\./)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === "/meals")).toHaveLength(ALL_CAMPS_PAGES_MAX);
  });

  it("offers Load more below the cap", async () => {
    hundredPages();
    renderApp({ routes: [{ path: "/meals", element: <AllCampsPage /> }], at: "/meals?page=2" });
    await screen.findByText("Camp 2-0");
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
    expect(screen.queryByText(/^These are the first/)).not.toBeInTheDocument();
  });
});
