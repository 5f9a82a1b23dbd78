import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { ALL_CAMPS_PAGE_SIZE, ALL_CAMPS_PAGES_MAX, allCampsView } from "./all-camps-first-view";
import { AllCampsPage } from "./all-camps-page";
import { presetRange } from "./date-range";

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
    "GET /meal-cities": { body: { cities: [] } },
  });
  return api;
}

/** The query strings the page sent to GET /api/meals, in order. */
function mealsQueries(fetchMock: ReturnType<typeof fakeApi>["fetchMock"]) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/meals")
    .map((url) => url.searchParams);
}

/** One camp per answer, and the cities Dhaka and Sylhet. */
function oneCamp() {
  return fakeApi({
    "GET /meals": { body: { meals: [sampleCamp()], totalPages: 1 } },
    "GET /meal-cities": { body: { cities: ["Dhaka", "Sylhet"] } },
  });
}

const renderAt = (at: string) => renderApp({ routes: [{ path: "/meals", element: <AllCampsPage /> }], at });

describe("AllCampsPage filters by time and place", () => {
  it("keeps a When preset in the URL and asks for its days from today; Any time leaves the URL", async () => {
    const { fetchMock } = oneCamp();
    const { router } = renderAt("/meals?page=2");
    const when = await screen.findByLabelText("When");
    expect(
      within(when)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any time", "This week", "This month", "Pick dates"]);

    fireEvent.change(when, { target: { value: "week" } });
    await waitFor(() => expect(router.state.location.search).toBe("?when=week"));
    expect(router.state.historyAction).toBe("PUSH");
    const week = presetRange("week", new Date());
    await waitFor(() => expect(mealsQueries(fetchMock).at(-1)?.get("from")).toBe(week.from));
    expect(mealsQueries(fetchMock).at(-1)?.get("to")).toBe(week.to);
    expect(screen.queryByLabelText("From")).not.toBeInTheDocument();

    fireEvent.change(when, { target: { value: "any" } });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(mealsQueries(fetchMock).at(-1)?.has("from")).toBe(false));
  });

  it("reveals From and To for Pick dates, writes the days (one history entry) and Back restores the view before", async () => {
    const { fetchMock } = oneCamp();
    const { router } = renderAt("/meals");
    fireEvent.change(await screen.findByLabelText("When"), { target: { value: "dates" } });
    await waitFor(() => expect(router.state.location.search).toBe("?when=dates"));

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-12-01" } });
    await waitFor(() => expect(router.state.location.search).toBe("?when=dates&from=2026-12-01"));
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-12-31" } });
    await waitFor(() => expect(router.state.location.search).toBe("?when=dates&from=2026-12-01&to=2026-12-31"));
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(mealsQueries(fetchMock).at(-1)?.get("to")).toBe("2026-12-31"));
    expect(mealsQueries(fetchMock).at(-1)?.get("from")).toBe("2026-12-01");
    expect(screen.getByLabelText("To")).toHaveAttribute("min", "2026-12-01");

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?when=dates");
    await waitFor(() => expect(screen.getByLabelText("From")).toHaveValue(""));
    expect(screen.getByLabelText("To")).toHaveValue("");
  });

  it("shows picked days from a link, and points out From after To without asking the API", async () => {
    const { fetchMock } = oneCamp();
    renderAt("/meals?from=2026-12-09&to=2026-12-01");
    expect(await screen.findByLabelText("When")).toHaveDisplayValue("Pick dates");
    expect(screen.getByLabelText("From")).toHaveValue("2026-12-09");
    expect(screen.getByRole("alert")).toHaveTextContent("From must not be after To.");
    expect(await screen.findByText("No Camp found.")).toBeInTheDocument();
    expect(mealsQueries(fetchMock)).toHaveLength(0);
  });

  it("fills the city select from the data and keeps the city in the URL and the API query", async () => {
    const { fetchMock } = oneCamp();
    const { router } = renderAt("/meals");
    const city = await screen.findByLabelText("City");
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All cities", "Dhaka", "Sylhet"]),
    );
    fireEvent.change(city, { target: { value: "Sylhet" } });
    await waitFor(() => expect(router.state.location.search).toBe("?city=Sylhet"));
    await waitFor(() => expect(mealsQueries(fetchMock).at(-1)?.get("city")).toBe("Sylhet"));
    fireEvent.change(city, { target: { value: "" } });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText("City")).toHaveDisplayValue("Sylhet"));
  });

  it("shows a linked city the list lacks", async () => {
    oneCamp();
    renderAt("/meals?city=Rangpur");
    const city = await screen.findByLabelText("City");
    await waitFor(() => expect(within(city).getAllByRole("option")).toHaveLength(4));
    expect(city).toHaveDisplayValue("Rangpur");
  });

  it("shows a listed city whatever the link's case", async () => {
    const { fetchMock } = oneCamp();
    renderAt("/meals?city=dhaka");
    const city = await screen.findByLabelText("City");
    await waitFor(() => expect(within(city).getAllByRole("option")).toHaveLength(3));
    expect(city).toHaveDisplayValue("Dhaka");
    expect(mealsQueries(fetchMock)[0]!.get("city")).toBe("dhaka");
  });

  it("sorts soonest first on request, newest first by default, from page 1", async () => {
    const { fetchMock } = oneCamp();
    const { router } = renderAt("/meals?page=2");
    const sort = await screen.findByLabelText("Sort by");
    expect(sort).toHaveDisplayValue("Newest");
    await waitFor(() => expect(mealsQueries(fetchMock).length).toBeGreaterThan(0));
    expect(mealsQueries(fetchMock)[0]!.has("sortBy")).toBe(false);
    fireEvent.change(sort, { target: { value: "startsAt" } });
    await waitFor(() => expect(router.state.location.search).toBe("?sort=startsAt"));
    await waitFor(() => expect(mealsQueries(fetchMock).at(-1)?.get("sortBy")).toBe("startsAt"));
    expect(sort).toHaveDisplayValue("Soonest first");
  });

  it("Clear filters removes the when, days and city but keeps the sort", async () => {
    fakeApi({
      "GET /meals": { body: { meals: [], totalPages: 1 } },
      "GET /meal-cities": { body: { cities: ["Dhaka"] } },
    });
    const { router } = renderAt("/meals?when=dates&from=2026-12-01&city=Dhaka&sort=startsAt");
    fireEvent.click(await screen.findByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=startsAt"));
    expect(screen.getByLabelText("When")).toHaveDisplayValue("Any time");
    expect(screen.getByLabelText("City")).toHaveDisplayValue("All cities");
  });
});

describe("AllCampsPage", () => {
  // 180 cards rendered 20 times take about 10 s in jsdom, 13 s in CI beside other files, and once passed 60 s on a
  // machine busier still; the limits only stop a hung test.
  it("shows at most ALL_CAMPS_PAGES_MAX pages for a link asking for 500, corrects the URL and asks no more", async () => {
    const api = hundredPages();
    const { router } = renderApp({ routes: [{ path: "/meals", element: <AllCampsPage /> }], at: "/meals?page=500" });

    await waitFor(() => expect(router.state.location.search).toBe(`?page=${ALL_CAMPS_PAGES_MAX}`));
    // Wait on the answers, a cheap check, rather than query 180 cards' text on every change of the page.
    const mealsAsked = () => api.calls.filter((call) => call.path === "/meals").length;
    await waitFor(() => expect(mealsAsked()).toBe(ALL_CAMPS_PAGES_MAX), { timeout: 150_000 });
    await screen.findByText(`Camp ${ALL_CAMPS_PAGES_MAX}-0`, {}, { timeout: 30_000 });
    expect(screen.getAllByRole("article")).toHaveLength(ALL_CAMPS_PAGES_MAX * ALL_CAMPS_PAGE_SIZE);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText(/^These are the first 180 camps\./)).toBeInTheDocument();
    expect(mealsAsked()).toBe(ALL_CAMPS_PAGES_MAX);
  }, 180_000);

  it("offers Load more below the cap", async () => {
    hundredPages();
    renderApp({ routes: [{ path: "/meals", element: <AllCampsPage /> }], at: "/meals?page=2" });
    await screen.findByText("Camp 2-0");
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
    expect(screen.queryByText(/^These are the first/)).not.toBeInTheDocument();
  });
});

describe("AllCampsPage's links and form work without JavaScript", () => {
  const everyFilter =
    "/meals?search=yoga&category=7days&when=dates&from=2026-12-01&to=2026-12-31&city=Dhaka&sort=startsAt&minPrice=5&maxPrice=40";

  it("is a GET form to /meals whose fields carry the URL's names and values", async () => {
    oneCamp();
    renderAt(everyFilter);
    const form = (await screen.findByRole("search")) as HTMLFormElement;
    expect(form.tagName).toBe("FORM");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/meals");
    const names = (label: string) => screen.getByLabelText(label).getAttribute("name");
    expect(
      ["Search", "Category", "When", "From", "To", "City", "Sort by", "Min Price", "Max Price"].map(names),
    ).toEqual(["search", "category", "when", "from", "to", "city", "sort", "minPrice", "maxPrice"]);
    // What the browser would send on submit asks the server for the very view on screen.
    await waitFor(() => expect(screen.getByLabelText("City")).toHaveDisplayValue("Dhaka"));
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const today = new Date();
    expect(allCampsView(sent, today)).toEqual(allCampsView(new URL(everyFilter, "http://x").searchParams, today));
  });

  it("keeps Apply filters as the form's default button, marked for browsers without scripts only", async () => {
    oneCamp();
    renderAt("/meals");
    await screen.findByLabelText("Filter by Price");
    // styles.css hides `.without-scripts` once the page's starter has run; Enter still sends the form through it.
    const apply = screen.getByRole("button", { name: "Apply filters" });
    expect(apply).toHaveClass("without-scripts");
    expect(apply).toHaveAttribute("type", "submit");
    expect(apply.closest("form")).toHaveAttribute("data-submit-on-change");
  });

  it("makes Load more a link to the next page that, with JavaScript, loads it in place", async () => {
    const api = hundredPages();
    const { router } = renderApp({
      routes: [{ path: "/meals", element: <AllCampsPage /> }],
      at: "/meals?category=7days&page=2",
    });
    await screen.findByText("Camp 2-0");
    const more = screen.getByRole("button", { name: "Load more" });
    expect(more.tagName).toBe("A");
    expect(more).toHaveAttribute("href", "/meals?category=7days&page=3");

    fireEvent.click(more);
    await screen.findByText("Camp 3-0");
    expect(router.state.location.search).toBe("?category=7days&page=3");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("button", { name: "Load more" })).toHaveAttribute("href", "/meals?category=7days&page=4");
    expect(api.calls.filter((call) => call.path === "/meals")).toHaveLength(3);
  });
});
