import { MESSAGES } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../lib/confirm";
import { fakeApi } from "../../test/fake-api";
import { campRoute, renderClinic, sampleVisit, VISIT_ID } from "./clinic-test-data";

vi.mock("../../lib/confirm", () => import("../../test/mock-confirm"));

const T = MESSAGES.clinicUi;
const L = MESSAGES.clinicLists;
const emptyQueue = (station: string) => ({ body: { station, entries: [], more: 0, version: "v0" } });
const written = { body: { writeId: "w", applied: true, flags: [] } };

/** The camp's own screening tests: one of each kind of result. */
const ownTests = {
  "GET /meals/c1/screening-tests": {
    body: {
      tests: [
        { name: "Haemoglobin", resultType: "number", unit: "g/dL" },
        { name: "Malaria rapid test", resultType: "positiveNegative" },
        { name: "Visual acuity", resultType: "text" },
      ],
      custom: true,
    },
  },
};

const ownMedicines = {
  "GET /meals/c1/medicines": {
    body: {
      medicines: [
        { name: "Amlodipine", strength: "5 mg", form: "tablet", unit: "tablet" },
        { name: "Metformin", strength: "500 mg", form: "tablet", unit: "tablet" },
        { name: "Oral rehydration salts", form: "sachet", unit: "sachet" },
      ],
      custom: true,
    },
  },
};

const sentData = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "PUT").map((c) => (c.body as { data: Record<string, unknown> }).data);

describe("the screening form with the camp's tests (issue 39)", () => {
  it("chooses each test from the camp's list and takes its kind of result: a number in its unit, positive or negative, text", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      ...ownTests,
      "GET /meals/c1/queue": emptyQueue("screening"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "screening" }) },
      [`PUT /visits/${VISIT_ID}/sections/screening`]: written,
    });
    renderClinic("nurse", `station=screening&visit=${VISIT_ID}`);

    const first = await screen.findByLabelText(T.test);
    expect(
      within(first)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([L.chooseTest, "Haemoglobin", "Malaria rapid test", "Visual acuity"]);
    expect(screen.getByLabelText(T.result)).toBeDisabled();
    await userEvent.selectOptions(first, "Haemoglobin");
    const haemoglobin = screen.getByLabelText(`${T.result} (g/dL)`);
    expect(haemoglobin).toHaveAttribute("inputMode", "decimal");
    await userEvent.type(haemoglobin, "11,5");

    await userEvent.click(screen.getByRole("button", { name: T.addTest }));
    await userEvent.selectOptions(screen.getAllByLabelText(T.test)[1]!, "Malaria rapid test");
    const answer = screen.getByRole("group", { name: T.result });
    expect(
      within(answer)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["positive", "negative"]);
    await userEvent.click(within(answer).getByRole("radio", { name: L.negative }));

    await userEvent.click(screen.getByRole("button", { name: T.addTest }));
    await userEvent.selectOptions(screen.getAllByLabelText(T.test)[2]!, "Visual acuity");
    await userEvent.type(screen.getByLabelText(T.result), "6/9 both eyes");

    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(sentData(calls)).toEqual([
      {
        results: [
          { test: "Haemoglobin", value: 11.5, unit: "g/dL" },
          { test: "Malaria rapid test", value: "negative" },
          { test: "Visual acuity", value: "6/9 both eyes" },
        ],
      },
    ]);
  });

  it("stops a result that is missing or not a number at its field, and shows the server's refusal at its row", async () => {
    let puts = 0;
    const { calls } = fakeApi({
      ...campRoute,
      ...ownTests,
      "GET /meals/c1/queue": emptyQueue("screening"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "screening" }) },
      [`PUT /visits/${VISIT_ID}/sections/screening`]: () => {
        puts += 1;
        return {
          status: 400,
          body: {
            code: "VALIDATION_ERROR",
            message: "results.0.test: Haemoglobin is not on this camp's screening list",
          },
        };
      },
    });
    renderClinic("nurse", `station=screening&visit=${VISIT_ID}`);
    await userEvent.selectOptions(await screen.findByLabelText(T.test), "Haemoglobin");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    const result = screen.getByLabelText(`${T.result} (g/dL)`);
    await waitFor(() => expect(result).toHaveFocus());
    expect(result).toHaveAccessibleDescription(L.resultRequired);

    await userEvent.type(result, "low");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(result).toHaveAccessibleDescription(L.numberRequired));
    expect(puts).toBe(0);

    // A blank row before it: the server's "results.0" is the second row of the form.
    await userEvent.click(screen.getByRole("button", { name: T.removeRowOf(1) }));
    await userEvent.click(screen.getByRole("button", { name: T.addTest }));
    await userEvent.click(screen.getByRole("button", { name: T.addTest }));
    const [, second] = screen.getAllByLabelText(T.test);
    await userEvent.selectOptions(second!, "Haemoglobin");
    await userEvent.type(screen.getByLabelText(`${T.result} (g/dL)`), "12");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(second).toHaveAccessibleDescription(/not on this camp's screening list/));
    expect(second).toHaveAttribute("aria-invalid", "true");
    expect(sentData(calls)).toEqual([{ results: [{ test: "Haemoglobin", value: 12, unit: "g/dL" }] }]);
  });
});

describe("the prescription with the camp's medicines (issue 39)", () => {
  it("offers the camp's medicines by label, sends the list's spelling, and never sends one off the list", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      ...ownMedicines,
      "GET /meals/c1/queue": emptyQueue("consultation"),
      [`GET /visits/${VISIT_ID}`]: {
        body: sampleVisit({
          sections: [
            {
              station: "screening",
              data: { results: [{ test: "Malaria rapid test", value: "negative" }] },
              updatedAt: "2026-11-28T08:10:00.000Z",
              authors: [{ id: "n1", name: "Nurse Nila" }],
            },
          ],
        }),
      },
      [`PUT /visits/${VISIT_ID}/sections/consultation`]: written,
    });
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    // The nurse's result in the reader's words.
    expect(await screen.findByRole("region", { name: T.stations.screening })).toHaveTextContent(
      `Malaria rapid test${L.negative}`,
    );
    await userEvent.click(await screen.findByRole("button", { name: T.addPrescription }));
    const medicine = screen.getByLabelText(T.medicine);
    await waitFor(() => expect(medicine).toHaveAttribute("list"));
    const offered = document.getElementById(medicine.getAttribute("list")!)!;
    expect([...offered.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "Amlodipine 5 mg",
      "Metformin 500 mg",
      "Oral rehydration salts",
    ]);
    expect(medicine).toHaveAccessibleDescription(L.medicineHint);

    await userEvent.type(medicine, "Paracetamol 500 mg");
    await userEvent.type(screen.getByLabelText(T.dose), "1 tablet");
    await userEvent.type(screen.getByLabelText(T.frequency), "twice a day");
    await userEvent.type(screen.getByLabelText(T.days), "5");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(medicine).toHaveFocus());
    expect(medicine).toHaveAccessibleDescription(`${L.medicineHint} ${L.notOnList}`);
    expect(medicine).toHaveAttribute("aria-invalid", "true");
    // Signing checks first too: no confirmation is asked, nothing is sent.
    await userEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(confirmDestructive).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);

    await userEvent.clear(medicine);
    await userEvent.type(medicine, "metformin");
    await waitFor(() => expect(medicine).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(sentData(calls)[0]!.prescriptions).toEqual([
      { medicine: "Metformin 500 mg", dose: "1 tablet", frequency: "twice a day", days: 5 },
    ]);
  });
});
