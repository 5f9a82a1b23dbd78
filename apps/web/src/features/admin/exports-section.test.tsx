import type { Meal } from "@medcamp/contract";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { fillJsdomGaps } from "../../test/jsdom-gaps";
import { renderApp } from "../../test/render-app";
import { UNSCHEDULED } from "../../test/sample-camp";
import { ManageCampsPage } from "./manage-camps-page";
import { ManageUsersPage } from "./manage-users-page";

beforeEach(fillJsdomGaps);
afterEach(() => vi.unstubAllGlobals());

describe("Manage Users: the CSV exports (issue 23)", () => {
  it("links the users export, and the payments export with the chosen UTC days", async () => {
    fakeApi({ "GET /users": { body: { users: [], totalPages: 1 } } });
    renderApp({ element: <ManageUsersPage /> });
    expect(await screen.findByRole("heading", { name: "Exports", level: 2 })).toBeInTheDocument();
    const users = screen.getByRole("link", { name: "Download users (CSV)" });
    expect(users).toHaveAttribute("href", "/api/admin/exports/users.csv");
    expect(users).toHaveAttribute("download");
    const payments = () => screen.getByRole("link", { name: "Download payments (CSV)" });
    expect(payments()).toHaveAttribute("href", "/api/admin/exports/payments.csv");

    fireEvent.change(screen.getByLabelText("Payments from"), { target: { value: "2026-11-01" } });
    expect(payments()).toHaveAttribute("href", "/api/admin/exports/payments.csv?from=2026-11-01");
    fireEvent.change(screen.getByLabelText("Payments to"), { target: { value: "2026-11-30" } });
    expect(payments()).toHaveAttribute("href", "/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30");
  });

  it("offers no payments link for a range that ends before it starts, and says why", async () => {
    fakeApi({ "GET /users": { body: { users: [], totalPages: 1 } } });
    renderApp({ element: <ManageUsersPage /> });
    fireEvent.change(await screen.findByLabelText("Payments from"), { target: { value: "2026-11-30" } });
    fireEvent.change(screen.getByLabelText("Payments to"), { target: { value: "2026-11-01" } });
    expect(screen.getByRole("alert")).toHaveTextContent("The first day must not be after the last.");
    expect(screen.getByLabelText("Payments to")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("link", { name: "Download payments (CSV)" })).not.toBeInTheDocument();
  });
});

describe("All Camps: each camp's participants as CSV (issue 23)", () => {
  it("links a download per camp, named for the camp, beside the spec's actions", async () => {
    const camp: Meal = {
      _id: "0b6c3d3e-6c43-4f5e-9a55-5d7c1f2b8e41",
      title: "চক্ষু শিবির",
      category: "3days",
      image: "/images/camps/x.svg",
      ingredients: ["Nurse"],
      description: "A camp.",
      price: 10,
      postTime: "2026-01-01T00:00:00.000Z",
      distributor: { name: "Ada", email: "ada@example.com" },
      rating: 4,
      likes: 1,
      reviewsCount: 1,
      ...UNSCHEDULED,
    };
    fakeApi({ "GET /meals": { body: { meals: [camp], totalPages: 1 } } });
    renderApp({ element: <ManageCampsPage /> });
    const link = await screen.findByRole("link", { name: "Download participants (CSV): চক্ষু শিবির" });
    expect(link).toHaveAttribute("href", `/api/admin/exports/participants.csv?mealId=${camp._id}`);
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent("Participants (CSV)");
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
  });
});
