import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { AttendanceDialog } from "./attendance-dialog";

function renderAttendance(answer: FakeAnswer) {
  fakeApi({ "GET /meals/c1/attendance": answer });
  renderApp({ element: <AttendanceDialog camp={{ _id: "c1", title: "Heart Week" }} onClose={() => {}} /> });
  return screen.getByRole("dialog", { name: "Attendance of Heart Week" });
}

/** Each count's term and value, in order. */
const counts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("AttendanceDialog", () => {
  it("shows expected, checked in and the no-shows of a camp that has ended", async () => {
    const dialog = renderAttendance({ body: { expected: 12, checkedIn: 9, noShow: 3 } });
    await within(dialog).findByText("12");
    expect(counts(dialog)).toEqual([
      ["Expected", "12"],
      ["Checked in", "9"],
      ["No-show", "3"],
    ]);
  });

  it('says the no-shows come "after the camp ends" while it has not', async () => {
    const dialog = renderAttendance({ body: { expected: 5, checkedIn: 0, noShow: null } });
    await within(dialog).findByText("after the camp ends");
    expect(counts(dialog)).toEqual([
      ["Expected", "5"],
      ["Checked in", "0"],
      ["No-show", "after the camp ends"],
    ]);
  });

  it("says so when the counts cannot be loaded", async () => {
    const dialog = renderAttendance({ status: 403, body: { message: "Forbidden", code: "FORBIDDEN" } });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The attendance could not be loaded.");
  });
});
