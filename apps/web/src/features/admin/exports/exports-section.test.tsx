import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { ManageUsersPage } from "../users/manage-users-page";

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
