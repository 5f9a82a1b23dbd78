import type { StaffAssignment } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/toast";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { StaffRolesDialog } from "./staff-roles-dialog";

vi.mock("../../lib/toast", () => import("../../test/mock-toast"));

const CAMPS = [
  sampleCamp({ _id: "c1", title: "Heart Week" }),
  sampleCamp({ _id: "c2", title: "Eye Camp" }),
  sampleCamp({ _id: "c3", title: "Dental Day" }),
];

type Answers = { make?: FakeAnswer; remove?: FakeAnswer };

/** The dialog for user u1 (Sam), who staffs Eye Camp; the fake server keeps the roles it is given. */
function renderDialog(answers: Answers = {}) {
  const roles: StaffAssignment = { allCamps: false, camps: [{ id: "c2", title: "Eye Camp" }] };
  const api = fakeApi({
    "GET /staff/u1": () => ({ body: roles }),
    "GET /meals": { body: { meals: CAMPS, totalPages: 1 } },
    "POST /make-staff": (body) => {
      if (answers.make) return answers.make;
      const { mealId } = body as { mealId?: string };
      if (!mealId) roles.allCamps = true;
      else roles.camps.push({ id: mealId, title: CAMPS.find((c) => c._id === mealId)!.title });
      return { body: { message: mealId ? "They are now staff for this camp." : "They are now staff for every camp." } };
    },
    "POST /remove-staff": (body) => {
      if (answers.remove) return answers.remove;
      const { mealId } = body as { mealId?: string };
      if (!mealId) roles.allCamps = false;
      roles.camps = roles.camps.filter((c) => c.id !== mealId);
      return { body: { message: "They are no longer staff for it." } };
    },
  });
  const onClose = vi.fn();
  renderApp({ element: <StaffRolesDialog user={{ _id: "u1", name: "Sam" }} onClose={onClose} /> });
  return { ...api, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog", { name: "Staff roles of Sam" });
const posts = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === "POST" && c.path === path).map((c) => c.body);
/** The camp select, once the first camps have arrived. */
async function campSelect() {
  const select = await within(dialog()).findByLabelText("Camp");
  await within(select).findByRole("option", { name: "Dental Day" });
  return select;
}

describe("StaffRolesDialog", () => {
  it("lists the user's roles and offers only the camps they do not staff yet", async () => {
    renderDialog();
    const list = await within(dialog()).findByRole("region", { name: "Staff for" });
    expect(within(list).getByText("Eye Camp")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Remove staff role: Eye Camp" })).toBeInTheDocument();
    const options = within(await campSelect())
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Choose…", "Every camp", "Heart Week", "Dental Day"]);
  });

  it("makes the user staff for one camp, with the server's message as a toast", async () => {
    const { calls, user } = renderDialog();
    await user.selectOptions(await campSelect(), "Heart Week");
    await user.click(within(dialog()).getByRole("button", { name: "Make staff" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("They are now staff for this camp."));
    expect(posts(calls, "/make-staff")).toEqual([{ userId: "u1", mealId: "c1" }]);
    const list = within(dialog()).getByRole("region", { name: "Staff for" });
    await within(list).findByRole("button", { name: "Remove staff role: Heart Week" });
    expect(within(await campSelect()).queryByRole("option", { name: "Heart Week" })).not.toBeInTheDocument();
  });

  it("makes the user staff for every camp", async () => {
    const { calls, user } = renderDialog();
    await user.selectOptions(await campSelect(), "Every camp");
    await user.click(within(dialog()).getByRole("button", { name: "Make staff" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("They are now staff for every camp."));
    expect(posts(calls, "/make-staff")).toEqual([{ userId: "u1" }]);
    await within(dialog()).findByRole("button", { name: "Remove staff role: Every camp" });
  });

  it("asks for a choice before sending anything", async () => {
    const { calls, user } = renderDialog();
    const select = await campSelect();
    await user.click(within(dialog()).getByRole("button", { name: "Make staff" }));
    expect(within(dialog()).getByText("Choose a camp, or every camp.")).toBeInTheDocument();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveFocus();
    expect(posts(calls, "/make-staff")).toEqual([]);
  });

  it("shows a refusal inside the dialog", async () => {
    const { user } = renderDialog({
      make: { status: 404, body: { message: "Camp not found", code: "CAMP_NOT_FOUND" } },
    });
    await user.selectOptions(await campSelect(), "Dental Day");
    await user.click(within(dialog()).getByRole("button", { name: "Make staff" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Camp not found");
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("searches the camps by title as the admin types", async () => {
    const { fetchMock, user } = renderDialog();
    await campSelect();
    await user.type(within(dialog()).getByLabelText("Find a camp"), "Eye");
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("search=Eye"))).toBe(true),
    );
  });

  it("keeps the chosen camp while a new search loads, so Make staff sends it (e2e: a search typed, then sent at once)", async () => {
    const { calls, fetchMock, user } = renderDialog();
    await user.selectOptions(await campSelect(), "Heart Week");
    // The next answer (the search) is held until the camp has been sent.
    let answerSearch: () => void = () => {};
    const held = new Promise<void>((resolve) => (answerSearch = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("search=")) await held;
      return answer(input, init);
    });
    await user.type(within(dialog()).getByLabelText("Find a camp"), "Heart");
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("search=Heart"))).toBe(true),
    );
    expect(within(dialog()).getByRole("status")).toHaveTextContent("Loading camps…");
    expect(within(dialog()).getByLabelText("Camp")).toHaveDisplayValue("Heart Week");
    await user.click(within(dialog()).getByRole("button", { name: "Make staff" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("They are now staff for this camp."));
    expect(posts(calls, "/make-staff")).toEqual([{ userId: "u1", mealId: "c1" }]);
    answerSearch();
  });

  it("removes a role only after the confirmation, and keeps it on Cancel", async () => {
    const { calls, user } = renderDialog();
    const remove = await within(dialog()).findByRole("button", { name: "Remove staff role: Eye Camp" });
    await user.click(remove);
    const confirm = within(dialog()).getByRole("alertdialog");
    expect(confirm).toHaveTextContent("Are you sure? Take back the staff role: Eye Camp?");
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(dialog()).queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(posts(calls, "/remove-staff")).toEqual([]);

    await user.click(remove);
    await user.click(within(within(dialog()).getByRole("alertdialog")).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("They are no longer staff for it."));
    expect(posts(calls, "/remove-staff")).toEqual([{ userId: "u1", mealId: "c2" }]);
    expect(await within(dialog()).findByText("Not staff for any camp.")).toBeInTheDocument();
  });

  it("shows a refused removal inside the dialog", async () => {
    const { user } = renderDialog({
      remove: { status: 404, body: { message: "That user is not staff for that camp.", code: "STAFF_NOT_FOUND" } },
    });
    await user.click(await within(dialog()).findByRole("button", { name: "Remove staff role: Eye Camp" }));
    await user.click(within(within(dialog()).getByRole("alertdialog")).getByRole("button", { name: "OK" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("That user is not staff for that camp.");
  });
});
