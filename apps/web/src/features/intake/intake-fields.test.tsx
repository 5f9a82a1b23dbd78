import type { IntakeAnswerValue } from "@medcamp/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { IntakeFields } from "./intake-fields";
import { answerText, checkValues, type IntakeErrors, initialValues, toAnswers } from "./intake-values";
import { EVERY_KIND } from "./sample-questions";

/** The fields with their values held as a form holds them; `onValues` sees every change. */
function Harness({ errors = {}, onValues }: { errors?: IntakeErrors; onValues?: (v: unknown) => void }) {
  const [values, setValues] = useState(() => initialValues(EVERY_KIND));
  const onChange = (id: string, value: IntakeAnswerValue | undefined) =>
    setValues((current) => {
      const next = { ...current, [id]: value };
      onValues?.(next);
      return next;
    });
  return <IntakeFields questions={EVERY_KIND} values={values} errors={errors} onChange={onChange} />;
}

describe("IntakeFields", () => {
  it("gives every kind its labelled control, and marks the required ones", () => {
    render(<Harness />);
    expect(screen.getByRole("textbox", { name: "Emergency contact (required)" })).toBeRequired();
    const allergies = screen.getByRole("textbox", { name: /^Allergies/ });
    expect(allergies.tagName).toBe("TEXTAREA");
    expect(allergies).not.toBeRequired();
    expect(screen.getByText("Health information")).toBeInTheDocument();
    const size = screen.getByRole("group", { name: /^T-shirt size/ });
    expect(
      within(size)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["S", "M", "L"]);
    const meals = screen.getByRole("group", { name: /^Meals/ });
    expect(within(meals).getAllByRole("checkbox")).toHaveLength(3);
    const visit = screen.getByRole("group", { name: /^First visit\?/ });
    expect(within(visit).getByRole("radio", { name: "Yes" })).not.toBeChecked();
    expect(within(visit).getByRole("radio", { name: "No" })).not.toBeChecked();
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("type", "date");
    expect(screen.getByRole("checkbox", { name: /^I consent/ })).toBeRequired();
  });

  it("keeps what is typed and ticked, in the shapes the API takes", async () => {
    let latest: unknown;
    render(<Harness onValues={(v) => (latest = v)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Emergency contact/ }), "  Ana 555 ");
    await user.click(screen.getByRole("radio", { name: "M" }));
    await user.click(screen.getByRole("checkbox", { name: "Dinner" }));
    await user.click(screen.getByRole("checkbox", { name: "Breakfast" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("checkbox", { name: /^I consent/ }));
    expect(toAnswers(EVERY_KIND, latest as never)).toEqual([
      { questionId: "q1", value: "Ana 555" },
      { questionId: "q3", value: "M" },
      // Several choices go in the question's order, whatever order they were ticked in.
      { questionId: "q4", value: ["Breakfast", "Dinner"] },
      { questionId: "q5", value: false },
      { questionId: "q7", value: true },
    ]);
  });

  it("shows each error under its question and marks the control invalid", () => {
    render(<Harness errors={{ q1: 'Please answer "Emergency contact".', q3: 'Please answer "T-shirt size".' }} />);
    const contact = screen.getByRole("textbox", { name: /^Emergency contact/ });
    expect(contact).toHaveAttribute("aria-invalid", "true");
    expect(contact).toHaveAccessibleDescription('Please answer "Emergency contact".');
    expect(screen.getByRole("group", { name: /^T-shirt size/ })).toHaveAccessibleDescription(
      'Please answer "T-shirt size".',
    );
    expect(screen.getByRole("textbox", { name: /^Allergies/ })).not.toHaveAttribute("aria-invalid");
  });
});

describe("checkValues, as the server checks", () => {
  it("asks for every required answer and the required consent, with the server's sentences", () => {
    expect(checkValues(EVERY_KIND, initialValues(EVERY_KIND))).toEqual({
      q1: 'Please answer "Emergency contact".',
      q3: 'Please answer "T-shirt size".',
      q5: 'Please answer "First visit?".',
      q7: '"I consent to the use of my health information" needs your consent to join this camp.',
    });
  });

  it("counts blank text as no answer, and refuses too long text and a date that is not one", () => {
    const values = {
      ...initialValues(EVERY_KIND),
      q1: "   ",
      q2: "x".repeat(2001),
      q3: "S",
      q5: true,
      q6: "2026-02-30",
      q7: true,
    };
    expect(checkValues(EVERY_KIND, values)).toEqual({
      q1: 'Please answer "Emergency contact".',
      q2: 'The answer to "Allergies" is not one this question takes.',
      q6: 'The answer to "Date of birth" is not one this question takes.',
    });
    expect(checkValues(EVERY_KIND, { ...values, q1: "Ana", q2: "Pollen", q6: "2001-02-28" })).toEqual({});
  });

  it("starts from the answers given before", () => {
    const values = initialValues(EVERY_KIND, [
      { questionId: "q4", value: ["Lunch"] },
      { questionId: "q5", value: true },
    ]);
    expect(values).toMatchObject({ q1: "", q4: ["Lunch"], q5: true, q7: false });
  });

  it("asks a consent again, unticked, when its words changed since it was given (issue 37)", () => {
    const consent = EVERY_KIND.find((q) => q.id === "q7")!;
    const given = (label: string) => initialValues(EVERY_KIND, [{ questionId: "q7", value: true, label }]).q7;
    expect(given(consent.label)).toBe(true);
    expect(given("The camp's doctors may read my answers")).toBe(false);
  });

  it("words stored answers for reading: Yes/No, choices joined, a date as the reader's day", () => {
    expect(answerText("yes_no", true)).toBe("Yes");
    expect(answerText("consent", false)).toBe("No");
    expect(answerText("many_choices", ["Breakfast", "Dinner"])).toBe("Breakfast, Dinner");
    expect(answerText("date", "2001-02-28")).toBe(
      new Date(2001, 1, 28).toLocaleDateString(undefined, { dateStyle: "medium" }),
    );
    expect(answerText("short_text", "Ana 555")).toBe("Ana 555");
  });
});
