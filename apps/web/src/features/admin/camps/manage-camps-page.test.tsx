import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmDestructive, showResult } from "../../../lib/confirm";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { ManageCampsPage } from "./manage-camps-page";
import { sampleCamp } from "../../../test/sample-camp";
import { listedCamp, servePages } from "../common/admin-list-fakes";

vi.mock("../../../lib/toast", () => import("../../../test/mock-toast"));
vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

const rowTitles = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

describe("All Camps management", () => {
  it("steps back to the new last page after deleting the only row of the last page", async () => {
    let camps = [listedCamp(1), listedCamp(2), listedCamp(3)];
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

describe("All Camps: each camp's participants as CSV (issue 23)", () => {
  it("links a download per camp, named for the camp, beside the spec's actions", async () => {
    const camp = sampleCamp({ _id: "0b6c3d3e-6c43-4f5e-9a55-5d7c1f2b8e41", title: "চক্ষু শিবির" });
    fakeApi({ "GET /meals": { body: { meals: [camp], totalPages: 1 } } });
    renderApp({ element: <ManageCampsPage /> });
    const link = await screen.findByRole("link", { name: "Download participants (CSV): চক্ষু শিবির" });
    expect(link).toHaveAttribute("href", `/api/admin/exports/participants.csv?mealId=${camp._id}`);
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent("Participants (CSV)");
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
  });
});
