import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { ManageUsersRoute } from "./manage-users-route";

const USERS = [
  { _id: "u1", name: "Sam", email: "sam@example.org", badge: null, role: "student" },
  { _id: "u2", name: "Ada", email: "ada@example.com", badge: null, role: "admin" },
];

describe("Manage Users", () => {
  it("keeps the spec's columns and opens a student's staff roles", async () => {
    fakeApi({
      "GET /users": { body: { users: USERS, totalPages: 1 } },
      "GET /staff/u1": { body: { allCamps: true, camps: [] } },
      "GET /meals": { body: { meals: [], totalPages: 1 } },
    });
    renderApp({ element: <ManageUsersRoute /> });
    const [, sam, ada] = await screen.findAllByRole("row");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "User Name",
      "Email",
      "Subscription Status",
      "Actions",
    ]);
    expect(within(ada!).getAllByRole("cell")[3]).toHaveTextContent(/^Admin$/);
    expect(within(sam!).getByRole("button", { name: "Make Admin: Sam" })).toBeInTheDocument();

    await userEvent.click(within(sam!).getByRole("button", { name: "Staff roles of Sam" }));
    const dialog = screen.getByRole("dialog", { name: "Staff roles of Sam" });
    expect(await within(dialog).findByRole("button", { name: "Remove staff role: Every camp" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("option", { name: "Every camp" })).not.toBeInTheDocument();
  });
});
