import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { listedCamp } from "../features/admin/common/admin-list-fakes";
import { ManageCampsRoute } from "./manage-camps-route";

const SPEC_CAMP_COLUMNS = ["#", "Title", "Fee", "Likes", "Reviews Count", "Rating", "Distributor", "Actions"];

describe("All Camps with the intake and staff features (issue 21)", () => {
  it("puts each camp's Questions, Check-in, Clinic, Attendance and Report between View and its participants", async () => {
    fakeApi({ "GET /meals": { body: { meals: [listedCamp(1)], totalPages: 1 } } });
    renderApp({ element: <ManageCampsRoute /> });
    const [, row] = await screen.findAllByRole("row");
    const actions = within(row!).getAllByRole("cell").at(-1)!;
    expect([...actions.querySelectorAll("a, button")].map((control) => control.textContent)).toEqual([
      "Update",
      "Delete",
      "View",
      "Questions",
      "Check-in",
      "Clinic",
      "Attendance",
      "Report",
      "Participants (CSV)",
    ]);
    // Issue 41: the camp's report, and above the list the reports by date and the DHIS2 mapping.
    expect(screen.getByRole("link", { name: "Camp report of Camp 1" })).toHaveAttribute(
      "href",
      "/admin/clinic/c1/report",
    );
    expect(screen.getByRole("link", { name: "Reports by date" })).toHaveAttribute("href", "/admin/camp-reports");
    expect(screen.getByRole("link", { name: "DHIS2 mapping" })).toHaveAttribute("href", "/admin/dhis2-mapping");
  });

  it("links each camp to its check-in page and shows its attendance in a dialog", async () => {
    fakeApi({
      "GET /meals": { body: { meals: [listedCamp(1), listedCamp(2)], totalPages: 1 } },
      "GET /meals/c2/attendance": { body: { expected: 7, checkedIn: 4, noShow: null } },
    });
    renderApp({ element: <ManageCampsRoute /> });
    expect(await screen.findByRole("link", { name: "Check-in: Camp 2" })).toHaveAttribute("href", "/admin/check-in/c2");
    expect(screen.getByRole("link", { name: "Clinic: Camp 2" })).toHaveAttribute("href", "/admin/clinic/c2");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(SPEC_CAMP_COLUMNS);
    fireEvent.click(screen.getByRole("button", { name: "Attendance of Camp 2" }));
    const dialog = screen.getByRole("dialog", { name: "Attendance of Camp 2" });
    await within(dialog).findByText("after the camp ends");
    expect(within(dialog).getByText("Checked in").nextElementSibling).toHaveTextContent("4");
    expect(within(dialog).getByText("Expected").nextElementSibling).toHaveTextContent("7");
  });
});
