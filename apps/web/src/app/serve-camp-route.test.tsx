import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin } from "../test/auth-states";
import { fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { ServeCampRoute } from "./serve-camp-route";

vi.mock("../lib/toast", () => import("../test/mock-toast"));

const request = {
  _id: "r1",
  title: "Heart Week",
  name: "Sam",
  email: "sam@example.org",
  status: "pending",
  mealId: "c1",
};
const answers = [
  { questionId: "q1", label: "Emergency contact", kind: "short_text", health: false, value: "Ana 555" },
  { questionId: "q2", label: "Allergies", kind: "long_text", health: true, value: "Pollen\nCats" },
  { questionId: "q4", label: "Meals", kind: "many_choices", health: false, value: ["Breakfast", "Dinner"] },
  { questionId: "q5", label: "First visit?", kind: "yes_no", health: false, value: false },
  { questionId: "q7", label: "I consent", kind: "consent", health: true, value: true },
];

describe("Serve Camp's Answers", () => {
  it("opens a request's answers, read-only, health ones marked", async () => {
    const { calls } = fakeApi({
      "GET /meal-requests": { body: { mealRequests: [request], totalPages: 1 } },
      "GET /meal-requests/r1/answers": { body: { answers, editableUntil: null } },
    });
    renderApp({ element: <ServeCampRoute />, auth: admin });
    const row = (await screen.findByText("Heart Week")).closest("tr")!;
    // The spec's columns stay as they were; Answers comes after them (and issue 23's row selection last).
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Title",
      "User Name",
      "User Email",
      "Status",
      "Action",
      "Answers",
      "Select",
    ]);
    await userEvent.click(within(row).getByRole("button", { name: "Answers for sam@example.org · Heart Week" }));
    const dialog = await screen.findByRole("dialog", { name: "Answers for sam@example.org · Heart Week" });
    const terms = await within(dialog).findAllByRole("term");
    expect(terms.map((t) => t.textContent)).toEqual([
      "Emergency contact",
      "Allergies Health information",
      "Meals",
      "First visit?",
      "I consent Health information",
    ]);
    expect(
      within(dialog)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Ana 555", "Pollen\nCats", "Breakfast, Dinner", "No", "Yes"]);
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/meal-requests/r1/answers").map((c) => c.method)).toEqual(["GET"]);
  });

  it("says when a request has no answers", async () => {
    fakeApi({
      "GET /meal-requests": { body: { mealRequests: [request], totalPages: 1 } },
      "GET /meal-requests/r1/answers": { body: { answers: [], editableUntil: null } },
    });
    renderApp({ element: <ServeCampRoute />, auth: admin });
    await userEvent.click(await screen.findByRole("button", { name: /^Answers for/ }));
    expect(await within(screen.getByRole("dialog")).findByText("No answers.")).toBeInTheDocument();
  });
});
