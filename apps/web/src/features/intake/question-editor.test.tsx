import type { IntakeQuestion } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/toast";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { QuestionEditorDialog } from "./question-editor";

vi.mock("../../lib/toast", () => import("../../test/mock-toast"));

const SAVED: IntakeQuestion[] = [
  { id: "q1", kind: "short_text", label: "Emergency contact", required: true, health: false, options: [] },
  { id: "q2", kind: "one_choice", label: "T-shirt size", required: false, health: false, options: ["S", "M"] },
];

type SentQuestion = Omit<IntakeQuestion, "id"> & { id?: string };

/** The server's answer to a save: the questions it was sent, in order, each new one given an id. */
const saved = (body: unknown): FakeAnswer => ({
  body: {
    questions: (body as { questions: SentQuestion[] }).questions.map((q, i) => ({ ...q, id: q.id ?? `new${i}` })),
  },
});

/** The editor of camp c1; PUT answers as the server saves what it was sent, or `put`. */
function renderEditor(put?: FakeAnswer | ((body: unknown) => FakeAnswer)) {
  const onClose = vi.fn();
  const api = fakeApi({
    "GET /meals/c1/questions": { body: { questions: SAVED } },
    "PUT /meals/c1/questions": put ?? saved,
  });
  renderApp({
    element: <QuestionEditorDialog camp={{ _id: "c1", title: "Heart Week" }} onClose={onClose} />,
  });
  return { ...api, onClose, user: userEvent.setup() };
}

const editor = () => screen.findByRole("form", { name: "Questions for Heart Week" });
const question = (form: HTMLElement, n: number) => within(form).getByRole("group", { name: `Question ${n}` });
const puts = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === "PUT");

describe("QuestionEditor", () => {
  it("edits, adds and reorders questions, then saves the whole list in order", async () => {
    const { calls, onClose, user } = renderEditor();
    const form = await editor();
    expect(within(question(form, 1)).getByLabelText("Question")).toHaveValue("Emergency contact");
    expect(within(question(form, 2)).getByLabelText("Options (one per line)")).toHaveValue("S\nM");

    await user.type(within(question(form, 1)).getByLabelText("Question"), " (phone)");
    await user.click(within(form).getByRole("button", { name: "Add question" }));
    const added = question(form, 3);
    await waitFor(() => expect(within(added).getByLabelText("Question")).toHaveFocus());
    await user.type(within(added).getByLabelText("Question"), "Meals");
    expect(within(added).queryByLabelText("Options (one per line)")).not.toBeInTheDocument();
    await user.selectOptions(within(added).getByLabelText("Kind"), "Several choices");
    await user.type(within(added).getByLabelText("Options (one per line)"), "Breakfast{Enter} {Enter}Lunch ");
    await user.click(within(added).getByRole("checkbox", { name: /^Health information/ }));
    await user.click(within(added).getByRole("button", { name: "Move question 3 up" }));
    expect(within(question(form, 2)).getByLabelText("Question")).toHaveValue("Meals");

    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("The questions have been saved."));
    expect(puts(calls).map((c) => c.body)).toEqual([
      {
        questions: [
          {
            id: "q1",
            kind: "short_text",
            label: "Emergency contact (phone)",
            required: true,
            health: false,
            options: [],
          },
          { kind: "many_choices", label: "Meals", required: false, health: true, options: ["Breakfast", "Lunch"] },
          { id: "q2", kind: "one_choice", label: "T-shirt size", required: false, health: false, options: ["S", "M"] },
        ],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("asks before saving when questions were removed, since their answers go with them", async () => {
    const { calls, user } = renderEditor();
    const form = await editor();
    await user.click(within(question(form, 1)).getByRole("button", { name: "Remove question 1" }));
    expect(within(question(form, 1)).getByLabelText("Question")).toHaveValue("T-shirt size");
    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    const confirm = within(form).getByRole("alertdialog");
    expect(confirm).toHaveTextContent("Are you sure? A removed question is deleted with every answer to it.");
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(puts(calls)).toEqual([]);

    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    await user.click(within(within(form).getByRole("alertdialog")).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      questions: [
        { id: "q2", kind: "one_choice", label: "T-shirt size", required: false, health: false, options: ["S", "M"] },
      ],
    });
  });

  it("asks with the server's count before a changed kind deletes answers, then saves with the admin's OK (issue 37)", async () => {
    const message = "3 answers are deleted: they were given to a question whose kind you changed.";
    const { calls, user } = renderEditor((body) =>
      (body as { dropChangedAnswers?: boolean }).dropChangedAnswers
        ? saved(body)
        : { status: 409, body: { message, code: "INTAKE_ANSWERS_WOULD_BE_DELETED" } },
    );
    const form = await editor();
    await user.selectOptions(within(question(form, 1)).getByLabelText("Kind"), "Yes or no");
    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    const confirm = await within(form).findByRole("alertdialog");
    expect(confirm).toHaveTextContent(`Are you sure? ${message}`);
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await user.click(within(confirm).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((c) => (c.body as { dropChangedAnswers?: boolean }).dropChangedAnswers)).toEqual([
      undefined,
      true,
    ]);
  });

  it("says what a question lacks instead of saving it", async () => {
    const { calls, user } = renderEditor();
    const form = await editor();
    await user.clear(within(question(form, 1)).getByLabelText("Question"));
    await user.clear(within(question(form, 2)).getByLabelText("Options (one per line)"));
    await user.type(within(question(form, 2)).getByLabelText("Options (one per line)"), "S");
    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    expect(within(question(form, 1)).getByLabelText("Question")).toHaveAccessibleDescription("Write the question.");
    expect(within(question(form, 2)).getByLabelText("Options (one per line)")).toHaveAccessibleDescription(
      "A choice question needs 2 or more options.",
    );
    await waitFor(() => expect(within(question(form, 1)).getByLabelText("Question")).toHaveFocus());
    expect(puts(calls)).toEqual([]);
  });

  it("keeps the edits and says why when the save is refused", async () => {
    const message = "This camp does not ask that question. Reload the page to see its questions.";
    const { user } = renderEditor({ status: 400, body: { message, code: "INTAKE_UNKNOWN_QUESTION" } });
    const form = await editor();
    await user.type(within(question(form, 1)).getByLabelText("Question"), "!");
    await user.click(within(form).getByRole("button", { name: "Save questions" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(message);
    expect(within(question(form, 1)).getByLabelText("Question")).toHaveValue("Emergency contact!");
  });
});
