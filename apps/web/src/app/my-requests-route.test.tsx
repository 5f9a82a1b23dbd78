import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../lib/toast";
import { student } from "../test/auth-states";
import { type FakeAnswer, fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { MyRequestsRoute } from "./my-requests-route";
import { EVERY_KIND } from "../features/intake/sample-questions";

vi.mock("../lib/toast", () => import("../test/mock-toast"));

const QUESTIONS = EVERY_KIND.filter((q) => ["q1", "q3", "q5"].includes(q.id));
const stored = [
  { questionId: "q1", label: "Emergency contact", kind: "short_text", health: false, value: "Ana 555" },
  { questionId: "q3", label: "T-shirt size", kind: "one_choice", health: false, value: "M" },
  { questionId: "q5", label: "First visit?", kind: "yes_no", health: false, value: true },
];
const mine = (status = "pending") => ({
  mealRequests: [{ mealRequest: { _id: "r1", title: "Heart Week", likes: 0, reviews_count: 0, status, mealId: "c1" } }],
  totalPages: 1,
});

function renderMine(editableUntil: string | null, put?: FakeAnswer, status?: string) {
  const api = fakeApi({
    "GET /meal-requests-user": { body: mine(status) },
    "GET /meals/c1/questions": { body: { questions: QUESTIONS } },
    "GET /meal-requests/r1/answers": { body: { answers: stored, editableUntil } },
    "PUT /meal-requests/r1/answers": put ?? (() => ({ body: { answers: stored, editableUntil } })),
  });
  renderApp({ element: <MyRequestsRoute />, auth: student });
  return api;
}

async function openAnswers() {
  await userEvent.click(await screen.findByRole("button", { name: "Answers for Heart Week" }));
  return screen.findByRole("dialog", { name: "Answers for Heart Week" });
}

const FUTURE = "2099-12-01T03:00:00.000Z";

describe("My Camp Requests' Answers", () => {
  it("comes after the spec's columns", async () => {
    renderMine(FUTURE);
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["#", "Meal Title", "Likes", "Reviews Count", "Status", "Actions", "Answers"]);
  });

  it("changes the answers before the camp starts, all at once", async () => {
    const { calls } = renderMine(FUTURE);
    const dialog = await openAnswers();
    const contact = await within(dialog).findByRole("textbox", { name: /^Emergency contact/ });
    expect(contact).toHaveValue("Ana 555");
    expect(within(dialog).getByRole("radio", { name: "M" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(within(dialog).getByText(/^You can change your answers until /)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(contact);
    await user.click(within(dialog).getByRole("button", { name: "Save answers" }));
    expect(within(dialog).getByText('Please answer "Emergency contact".')).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.type(contact, "Ben 777");
    await user.click(within(dialog).getByRole("radio", { name: "L" }));
    await user.click(within(dialog).getByRole("button", { name: "Save answers" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Your answers have been saved."));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      answers: [
        { questionId: "q1", value: "Ben 777" },
        { questionId: "q3", value: "L" },
        { questionId: "q5", value: true },
      ],
    });
  });

  it("says so in the dialog when the camp started meanwhile, keeping the changes", async () => {
    const message = "This camp has started: its answers can no longer be changed.";
    renderMine(FUTURE, { status: 409, body: { message, code: "CAMP_STARTED" } });
    const dialog = await openAnswers();
    const contact = await within(dialog).findByRole("textbox", { name: /^Emergency contact/ });
    await userEvent.type(contact, " (mother)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save answers" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(contact).toHaveValue("Ana 555 (mother)");
  });

  it("shows them read-only once the camp has started", async () => {
    renderMine("2020-03-01T03:00:00.000Z");
    const dialog = await openAnswers();
    expect(
      await within(dialog).findByText("This camp has started: the answers can no longer be changed."),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Ana 555", "M", "Yes"]);
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Save answers" })).not.toBeInTheDocument();
  });

  it("shows a declined request's answers read-only", async () => {
    renderMine(FUTURE, undefined, "declined");
    const dialog = await openAnswers();
    expect(await within(dialog).findAllByRole("definition")).toHaveLength(3);
    expect(within(dialog).queryByRole("button", { name: "Save answers" })).not.toBeInTheDocument();
  });
});
