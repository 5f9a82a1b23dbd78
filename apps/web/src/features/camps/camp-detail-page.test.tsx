import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeApi } from "../../test/fake-api";
import { NoJoinDialog, noQuestions } from "../../test/no-join-dialog";
import { renderApp } from "../../test/render-app";
import { student } from "../../test/auth-states";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import { campQueryOptions } from "../../lib/get-camp";
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
const renderDetail = (id: string, queryClient = createQueryClient(), auth = {}) =>
  renderApp({
    queryClient,
    auth,
    at: `/meal/${id}`,
    routes: [
      {
        path: "/meal/:id",
        loader: ({ params }) => {
          void queryClient.prefetchQuery(campQueryOptions(params.id ?? ""));
          return null;
        },
        element: <CampDetailPage joinDialog={NoJoinDialog} />,
      },
    ],
  });

const factOf = (term: string) =>
  within(screen.getByRole("complementary", { name: "Camp facts" })).getByText(term, { selector: "dt" })
    .nextElementSibling?.textContent;

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
    renderApp({
      at: "/meal/c1",
      routes: [{ path: "/meal/:id", element: <CampDetailPage joinDialog={NoJoinDialog} /> }],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching Camp details");
    expect(screen.queryByText("This camp isn't available")).not.toBeInTheDocument();
  });
});

describe("CampDetailPage with dates, place and seats (issue 18)", () => {
  const dated = sampleCamp(datedCamp);

  it("shows the dates in the camp's zone, the seats, the place with Open in maps, and Add to calendar", async () => {
    fakeApi({ "GET /meals/c1": { body: dated } });
    renderDetail("c1");
    await screen.findByRole("heading", { level: 1, name: dated.title });
    const when = within(screen.getByRole("complementary", { name: "Camp facts" })).getByText("Dates", {
      selector: "dt",
    }).nextElementSibling;
    expect(when?.querySelector("time")).toHaveAttribute("datetime", datedCamp.startsAt);
    expect(when).toHaveTextContent(/^Tue, Dec 1, 2099, 9:00\sAM – Fri, Dec 4, 9:00\sAM \(Asia\/Dhaka\)$/);
    expect(factOf("Seats")).toBe("12 of 40 seats left");
    const place = screen.getByRole("region", { name: "Place" });
    expect(within(place).getByText("Community Hall")).toBeInTheDocument();
    expect(within(place).getByText("12 Lake Road")).toBeInTheDocument();
    expect(within(place).getByText("Dhaka, Bangladesh")).toBeInTheDocument();
    const maps = within(place).getByRole("link", { name: "Open in maps" });
    expect(maps).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=12%20Lake%20Road%2C%20Dhaka%2C%20Bangladesh",
    );
    expect(maps).toHaveAttribute("target", "_blank");
    expect(maps).toHaveAttribute("rel", "noopener noreferrer");
    expect(maps).toHaveAccessibleDescription("Opens in a new tab");
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();
  });

  it("says Dates to be announced for an undated camp, without a place or Add to calendar", async () => {
    fakeApi({ "GET /meals/c1": { body: camp } });
    renderDetail("c1");
    await screen.findByRole("heading", { level: 1, name: camp.title });
    expect(factOf("Dates")).toBe("Dates to be announced");
    expect(screen.queryByRole("region", { name: "Place" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });

  it("shows Ended, and no seats, on a camp that has ended", async () => {
    const ended = { ...dated, startsAt: "2020-03-01T09:00:00+06:00", endsAt: "2020-03-04T09:00:00+06:00" };
    fakeApi({ "GET /meals/c1": { body: ended } });
    renderDetail("c1");
    await screen.findByRole("heading", { level: 1, name: camp.title });
    expect(factOf("Status")).toBe("Ended");
    expect(screen.getByRole("button", { name: "Ended" })).toBeDisabled();
    expect(screen.queryByText(/seats left/)).not.toBeInTheDocument();
  });

  it("reads the camp again after joining, so the seats line counts the new request", async () => {
    let seatsLeft = 12;
    fakeApi({
      "GET /meals/c1": () => ({ body: { ...dated, seatsLeft, seatsTaken: 40 - seatsLeft } }),
      "GET /meals/c1/mine": { body: { request: null, review: null } },
      ...noQuestions,
      "POST /meal/request": () => {
        seatsLeft -= 1;
        return {
          status: 201,
          body: { insertedId: "r9", message: "Meal request sent successfully!", status: "pending" },
        };
      },
    });
    renderDetail("c1", createQueryClient(), student);
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    expect(factOf("Seats")).toBe("12 of 40 seats left");
    await userEvent.click(join);
    await waitFor(() => expect(factOf("Seats")).toBe("11 of 40 seats left"));
  });
});
