import { MESSAGES, type Overview } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { OverviewSection } from "./overview-section";

const O = MESSAGES.overview;

const overview: Overview = {
  figures: {
    upcomingCamps: 12,
    seatsTaken: 30,
    seatsOffered: 120,
    seatsFilledPercent: 25,
    pendingRequests: 7,
    waitlisted: 3,
    revenueThisMonth: 145,
  },
  requestsPerDay: Array.from({ length: 30 }, (_, k) => ({
    day: `2026-11-${String(k + 1).padStart(2, "0")}`,
    requests: k,
  })),
  revenuePerMonth: Array.from({ length: 12 }, (_, k) => ({
    month: `2026-${String(k + 1).padStart(2, "0")}`,
    packages: { Platinum: 20, Gold: 15 * k, Silver: 0 },
  })),
  nextCamps: [
    { id: "c1", title: "Eye camp", startsAt: "2026-12-01T03:00:00.000Z", capacity: 40, seatsTaken: 10, waitlisted: 0 },
  ],
  pastCamps: [],
};

describe("the admin overview", () => {
  it("shows the key figures, and each chart's figures as a table", async () => {
    fakeApi({ "GET /admin/overview": { body: overview } });
    renderApp({ element: <OverviewSection />, at: "/admin" });
    const figure = async (label: string) => (await screen.findByText(label, { selector: "dt" })).parentElement!;
    expect(await figure(O.upcomingCamps)).toHaveTextContent("12");
    expect(await figure(O.seatsFilled)).toHaveTextContent("25%");
    expect(await figure(O.seatsFilled)).toHaveTextContent(O.seatsOf(30, 120));
    expect(await figure(O.pendingRequests)).toHaveTextContent("7");
    expect(await figure(O.waitlisted)).toHaveTextContent("3");
    expect(await figure(O.revenueThisMonth)).toHaveTextContent("$145");

    const table = (name: string) => screen.getByRole("table", { name });
    expect(within(table(O.requestsPerDay)).getAllByRole("row")).toHaveLength(31);
    const december = within(table(O.revenuePerMonth)).getAllByRole("row")[12]!;
    expect(december).toHaveTextContent("$20$165$0$185");
    expect(within(table(O.nextCampsFill)).getByRole("row", { name: /Eye camp/ })).toHaveTextContent("25%");
    // No camp has ended yet: the chart says so, and its table is empty.
    expect(screen.getAllByText(O.noCamps)).toHaveLength(1);
    expect(within(table(O.attendance)).getAllByRole("row")).toHaveLength(1);
  });
});
