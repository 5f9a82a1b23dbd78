import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../lib/toast";
import { student } from "../test/auth-states";
import { type FakeAnswer, fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { datedCamp, sampleCamp } from "../test/sample-camp";
import { CampActions } from "../features/camps/camp-actions";
import { EVERY_KIND } from "../features/intake/sample-questions";
import { JoinIntakeDialog } from "./camp-detail-route";

vi.mock("../lib/toast", () => import("../test/mock-toast"));

const QUESTIONS = EVERY_KIND.filter((q) => ["q1", "q3", "q7"].includes(q.id));
const joined = {
  status: 201,
  body: { insertedId: "r9", message: "Meal request sent successfully!", status: "pending" },
};

/** The camp's page with its questions; `join` answers POST /meal/request. */
function renderCamp(join: FakeAnswer | ((body: unknown) => FakeAnswer)) {
  const api = fakeApi({
    "GET /meals/c1/mine": { body: { request: null, review: null } },
    "GET /meals/c1/questions": { body: { questions: QUESTIONS } },
    "POST /meal/request": join,
  });
  renderApp({ element: <CampActions camp={sampleCamp(datedCamp)} joinDialog={JoinIntakeDialog} />, auth: student });
  return api;
}

async function openQuestions() {
  const user = userEvent.setup();
  const join = await screen.findByRole("button", { name: "Join Camp" });
  await waitFor(() => expect(join).toBeEnabled());
  await user.click(join);
  const dialog = await screen.findByRole("dialog", { name: "Join Heart Health Week" });
  return { user, dialog };
}

describe("Join Camp on a camp with questions", () => {
  it("opens the questions, says what is missing without sending, then joins with the answers", async () => {
    const { calls } = renderCamp(joined);
    const { user, dialog } = await openQuestions();
    await user.click(within(dialog).getByRole("button", { name: "Join Camp" }));
    expect(within(dialog).getByText('Please answer "Emergency contact".')).toBeInTheDocument();
    expect(within(dialog).getByText('Please answer "T-shirt size".')).toBeInTheDocument();
    expect(
      within(dialog).getByText('"I consent to the use of my health information" needs your consent to join this camp.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /^Emergency contact/ })).toHaveFocus());
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /^Emergency contact/ }), "Ana 555");
    expect(within(dialog).queryByText('Please answer "Emergency contact".')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "L" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /^I consent/ }));
    await user.click(within(dialog).getByRole("button", { name: "Join Camp" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Meal request sent successfully!"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      mealId: "c1",
      email: student.user!.email,
      answers: [
        { questionId: "q1", value: "Ana 555" },
        { questionId: "q3", value: "L" },
        { questionId: "q7", value: true },
      ],
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  });

  it("shows the server's refusal of an answer in the dialog, keeping everything typed", async () => {
    const message = 'The answer to "T-shirt size" is not one this question takes.';
    renderCamp({ status: 400, body: { message, code: "INTAKE_ANSWER_INVALID" } });
    const { user, dialog } = await openQuestions();
    await user.type(within(dialog).getByRole("textbox", { name: /^Emergency contact/ }), "Ana 555");
    await user.click(within(dialog).getByRole("radio", { name: "M" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /^I consent/ }));
    await user.click(within(dialog).getByRole("button", { name: "Join Camp" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("textbox", { name: /^Emergency contact/ })).toHaveValue("Ana 555");
    expect(within(dialog).getByRole("radio", { name: "M" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: /^I consent/ })).toBeChecked();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("closes on a refusal that is not about the answers and says it as Join Camp always did", async () => {
    renderCamp({ status: 403, body: { message: "Need to buy subscription", code: "SUBSCRIPTION_REQUIRED" } });
    const { user, dialog } = await openQuestions();
    await user.type(within(dialog).getByRole("textbox", { name: /^Emergency contact/ }), "Ana 555");
    await user.click(within(dialog).getByRole("radio", { name: "S" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /^I consent/ }));
    await user.click(within(dialog).getByRole("button", { name: "Join Camp" }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith("Need to buy subscription"));
    expect(dialog).not.toHaveAttribute("open");
    // Opened again, the dialog still holds the answers.
    await user.click(screen.getByRole("button", { name: "Join Camp" }));
    await waitFor(() => expect(dialog).toHaveAttribute("open"));
    expect(within(dialog).getByRole("textbox", { name: /^Emergency contact/ })).toHaveValue("Ana 555");
  });

  it("joins at once, without a dialog, when the camp asks nothing", async () => {
    const { calls } = fakeApi({
      "GET /meals/c1/mine": { body: { request: null, review: null } },
      "GET /meals/c1/questions": { body: { questions: [] } },
      "POST /meal/request": joined,
    });
    renderApp({ element: <CampActions camp={sampleCamp(datedCamp)} joinDialog={JoinIntakeDialog} />, auth: student });
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Meal request sent successfully!"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ mealId: "c1", email: student.user!.email });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
