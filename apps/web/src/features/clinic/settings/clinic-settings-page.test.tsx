import { DEFAULT_SCREENING_TESTS, MESSAGES, STATION_KINDS } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../../lib/confirm";
import { admin } from "../../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { ClinicSettingsPage } from "./clinic-settings-page";

vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

const L = MESSAGES.clinicLists;
const T = MESSAGES.clinicUi;
const MEDICINES = [
  { name: "Amlodipine", strength: "5 mg", form: "tablet", unit: "tablet" },
  { name: "Oral rehydration salts", form: "sachet", unit: "sachet" },
];

afterEach(() => vi.mocked(confirmDestructive).mockReset());

function renderSettings(routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)> = {}) {
  const api = fakeApi({
    "GET /meals/c1": { body: sampleCamp({ _id: "c1", title: "Heart Health Week" }) },
    "GET /meals/c1/stations": { body: { stations: [...STATION_KINDS] } },
    "GET /meals/c1/screening-tests": { body: { tests: [...DEFAULT_SCREENING_TESTS], custom: false } },
    "GET /meals/c1/medicines": { body: { medicines: MEDICINES, custom: true } },
    "GET /meals/c1/facilities": { body: { facilities: [] } },
    ...routes,
  });
  renderApp({
    routes: [{ path: "/admin/clinic/:mealId/settings", element: <ClinicSettingsPage /> }],
    at: "/admin/clinic/c1/settings",
    auth: admin,
  });
  return api;
}

const card = (name: string) => screen.findByRole("region", { name });
const puts = (calls: { method: string; path: string; body: unknown }[], list: string) =>
  calls.filter((c) => c.method === "PUT" && c.path.endsWith(list)).map((c) => c.body);

describe("a camp's clinic settings (issue 39)", () => {
  it("reorders, removes and adds stations; a refusal (people waiting) keeps the edited list; saved after confirming", async () => {
    let answers = 0;
    const { calls } = renderSettings({
      "PUT /meals/c1/stations": (body) => {
        answers += 1;
        return answers === 1
          ? { status: 409, body: { code: "STATION_IN_USE", message: MESSAGES.clinic.stationInUse } }
          : { body };
      },
    });
    expect(await screen.findByRole("heading", { name: L.settingsOf("Heart Health Week") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: L.backToClinic })).toHaveAttribute("href", "/admin/clinic/c1");
    const stations = await card(L.stations);
    expect(within(stations).getByText(L.defaultList)).toBeInTheDocument();
    // Registration stays first: it does not move, and nothing moves above it.
    expect(within(stations).getByRole("button", { name: L.moveDownOf(T.stations.registration) })).toBeDisabled();
    expect(within(stations).getByRole("button", { name: L.moveUpOf(T.stations.vitals) })).toBeDisabled();

    const up = within(stations).getByRole("button", { name: L.moveUpOf(T.stations.screening) });
    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveFocus());
    await userEvent.click(within(stations).getByRole("button", { name: L.removeOf(T.stations.pharmacy) }));
    await userEvent.click(within(stations).getByRole("button", { name: L.removeOf(T.stations.counselling) }));
    const toAdd = within(stations).getByLabelText(L.stationToAdd);
    await userEvent.selectOptions(toAdd, "counselling");
    await userEvent.click(within(stations).getByRole("button", { name: L.addStation }));
    const order = () =>
      within(stations)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("span")!.textContent);
    expect(order()).toEqual(
      ["registration", "screening", "vitals", "consultation", "counselling", "exit"].map(
        (s) => T.stations[s as keyof typeof T.stations],
      ),
    );

    vi.mocked(confirmDestructive).mockResolvedValue(false);
    await userEvent.click(within(stations).getByRole("button", { name: L.saveStations }));
    expect(confirmDestructive).toHaveBeenCalledWith(L.removedConfirm(T.stations.pharmacy));
    expect(puts(calls, "stations")).toEqual([]);

    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(within(stations).getByRole("button", { name: L.saveStations }));
    expect(await within(stations).findByRole("alert")).toHaveTextContent(MESSAGES.clinic.stationInUse);
    expect(order()).toHaveLength(6);

    await userEvent.click(within(stations).getByRole("button", { name: L.saveStations }));
    expect(await screen.findByText(L.stationsSaved)).toBeInTheDocument();
    expect(within(stations).getByText(L.ownList)).toBeInTheDocument();
    const sent = { stations: ["registration", "screening", "vitals", "consultation", "counselling", "exit"] };
    expect(puts(calls, "stations")).toEqual([sent, sent]);
  });

  it("edits the screening tests: a unit only for a number, checks before sending, then the defaults again", async () => {
    const { calls } = renderSettings({
      "PUT /meals/c1/screening-tests": (body) => {
        const { tests } = body as { tests: unknown[] };
        return {
          body: tests.length ? { tests, custom: true } : { tests: [...DEFAULT_SCREENING_TESTS], custom: false },
        };
      },
    });
    const tests = await card(L.tests);
    expect(within(tests).getByText(L.defaultList)).toBeInTheDocument();
    expect(within(tests).queryByRole("button", { name: L.useDefaults })).not.toBeInTheDocument();
    expect(within(tests).getAllByRole("group")).toHaveLength(DEFAULT_SCREENING_TESTS.length);

    for (const name of DEFAULT_SCREENING_TESTS.slice(1).map((t) => t.name)) {
      await userEvent.click(within(tests).getByRole("button", { name: L.removeOf(name) }));
    }
    await userEvent.click(within(tests).getByRole("button", { name: T.addTest }));
    const added = within(tests).getByRole("group", { name: L.testNumber(2) });
    const name = within(added).getByLabelText(L.testName);
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(added).getByLabelText(T.unit)).toBeInTheDocument();
    await userEvent.selectOptions(within(added).getByLabelText(L.resultType), "positiveNegative");
    expect(within(added).queryByLabelText(T.unit)).not.toBeInTheDocument();

    await userEvent.click(within(tests).getByRole("button", { name: L.saveTests }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(T.nameRequired);
    await userEvent.type(name, "haemoglobin ");
    await userEvent.click(within(tests).getByRole("button", { name: L.saveTests }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(L.alreadyListed));
    await userEvent.clear(name);
    await userEvent.type(name, " Blood group");
    await userEvent.click(within(tests).getByRole("button", { name: L.moveUpOf("Blood group") }));
    expect(confirmDestructive).not.toHaveBeenCalled();
    expect(puts(calls, "screening-tests")).toEqual([]);

    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(within(tests).getByRole("button", { name: L.saveTests }));
    expect(await screen.findByText(L.testsSaved)).toBeInTheDocument();
    expect(confirmDestructive).toHaveBeenCalledWith(
      L.removedConfirm(
        DEFAULT_SCREENING_TESTS.slice(1)
          .map((t) => t.name)
          .join(", "),
      ),
    );
    expect(within(tests).getByText(L.ownList)).toBeInTheDocument();

    await userEvent.click(within(tests).getByRole("button", { name: L.useDefaults }));
    expect(confirmDestructive).toHaveBeenLastCalledWith(L.useDefaultsConfirm);
    await waitFor(() => expect(within(tests).getByText(L.defaultList)).toBeInTheDocument());
    expect(within(tests).getAllByRole("group")).toHaveLength(DEFAULT_SCREENING_TESTS.length);
    expect(puts(calls, "screening-tests")).toEqual([
      {
        tests: [
          { name: "Blood group", resultType: "positiveNegative" },
          { name: "Haemoglobin", resultType: "number", unit: "g/dL" },
        ],
      },
      { tests: [] },
    ]);
  });

  it("shows the server's refusal of a medicine at its field and keeps what was typed", async () => {
    const { calls } = renderSettings({
      "PUT /meals/c1/medicines": {
        status: 400,
        body: { code: "VALIDATION_ERROR", message: "Strength can be at most 40 characters (medicines.1.strength)" },
      },
    });
    const medicines = await card(L.medicines);
    expect(within(medicines).getByText(L.ownList)).toBeInTheDocument();
    await userEvent.click(within(medicines).getByRole("button", { name: T.addPrescription }));
    const added = within(medicines).getByRole("group", { name: L.medicineNumber(3) });
    await userEvent.type(within(added).getByLabelText(T.medicine), "Zinc");
    await userEvent.click(within(medicines).getByRole("button", { name: L.saveMedicines }));
    await waitFor(() => expect(within(added).getByLabelText(L.form)).toHaveFocus());
    expect(within(added).getByLabelText(L.form)).toHaveAccessibleDescription(L.formRequired);
    expect(within(added).getByLabelText(L.givenIn)).toHaveAccessibleDescription(L.unitRequired);
    await userEvent.type(within(added).getByLabelText(L.form), "tablet");
    await userEvent.type(within(added).getByLabelText(L.givenIn), "tablet");

    const ors = within(medicines).getByRole("group", { name: L.medicineNumber(2) });
    await userEvent.type(within(ors).getByLabelText(L.strength), "20.5 g per litre");
    // A new strength is another medicine (its label changes): the one saved leaves the list, so Save asks.
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(within(medicines).getByRole("button", { name: L.saveMedicines }));
    expect(confirmDestructive).toHaveBeenCalledWith(L.removedConfirm("Oral rehydration salts"));
    const strength = within(ors).getByLabelText(L.strength);
    await waitFor(() => expect(strength).toHaveAccessibleDescription("Strength can be at most 40 characters"));
    expect(strength).toHaveValue("20.5 g per litre");
    expect(within(added).getByLabelText(T.medicine)).toHaveValue("Zinc");
    expect(puts(calls, "medicines")).toEqual([
      {
        medicines: [
          MEDICINES[0],
          { name: "Oral rehydration salts", strength: "20.5 g per litre", form: "sachet", unit: "sachet" },
          { name: "Zinc", form: "tablet", unit: "tablet" },
        ],
      },
    ]);
  });
});
