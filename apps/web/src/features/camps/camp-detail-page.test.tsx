import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { campQueryOptions } from "./api/get-camp";
import { CampDetailPage } from "./camp-detail-page";

const camp = sampleCamp({
  ingredients: ["Cardiologist", "Nurse"],
  price: 12.5,
  rating: 4.5,
  reviewsCount: 2,
  reviews: [
    { name: "Omar", rating: 5, comment: "Great." },
    { name: "Pat", rating: 4, comment: "Good." },
  ],
});

/** The detail route as the app's router has it: its loader starts the camp's request while the page loads. */
const renderDetail = (id: string, queryClient = createQueryClient()) =>
  renderApp({
    queryClient,
    at: `/meal/${id}`,
    routes: [
      {
        path: "/meal/:id",
        loader: ({ params }) => {
          void queryClient.prefetchQuery(campQueryOptions(params.id ?? ""));
          return null;
        },
        element: <CampDetailPage />,
      },
    ],
  });

const factOf = (term: string) =>
  within(screen.getByRole("complementary", { name: "Camp facts" })).getByText(term, { selector: "dt" })
    .nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe("CampDetailPage", () => {
  it("shows the camp: image, title, facts, description, professionals, Like and Join Camp, reviews with a summary", async () => {
    fakeApi({ "GET /meals/c1": { body: camp } });
    renderDetail("c1");
    expect(await screen.findByRole("heading", { level: 1, name: camp.title })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: camp.title })).toHaveAttribute("src", camp.image);
    expect(factOf("Camp fees")).toBe("$12.50");
    expect(factOf("Category")).toBe("7days");
    expect(factOf("Rating")).toBe("4.5 / 5");
    expect(factOf("Reviews")).toBe("2");
    expect(factOf("Participants")).toBe("4");
    expect(factOf("Posted")).toMatch(/2026/);
    expect(factOf("Distributor")).toBe("Dr. Lee");
    expect(screen.getByText(camp.description)).toBeInTheDocument();
    expect(screen.getByText("Cardiologist, Nurse")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Camp" })).toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "Reviews" });
    expect(within(reviews).getByText("Average rating 4.5 out of 5,", { exact: false })).toBeInTheDocument();
    const spread = within(reviews).getByRole("list", { name: "Ratings given" });
    expect(within(spread).getByRole("progressbar", { name: "5 stars" })).toHaveAttribute("value", "1");
    expect(within(spread).getByRole("progressbar", { name: "3 stars" })).toHaveAttribute("value", "0");
    expect(within(reviews).getByText("Omar")).toBeInTheDocument();
  });

  it("says an unknown camp isn't available, links back to All Camps, and asks for it once", async () => {
    const { calls } = fakeApi({
      "GET /meals/gone": { status: 404, body: { message: "Camp not found", code: "CAMP_NOT_FOUND" } },
    });
    renderDetail("gone");
    expect(await screen.findByRole("heading", { level: 1, name: "This camp isn't available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Camps" })).toHaveAttribute("href", "/meals");
    expect(screen.queryByText("Error fetching Camp details")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/meals/gone")).toHaveLength(1);
  });

  it("keeps Error fetching Camp details for a server failure", async () => {
    fakeApi({ "GET /meals/c1": { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } } });
    renderApp({ at: "/meal/c1", routes: [{ path: "/meal/:id", element: <CampDetailPage /> }] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching Camp details");
    expect(screen.queryByText("This camp isn't available")).not.toBeInTheDocument();
  });
});
