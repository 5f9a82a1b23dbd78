import { DEFAULT_MEDICINES, DEFAULT_SCREENING_TESTS, MESSAGES, STATION_KINDS } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../../lib/confirm";
import { admin } from "../../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { ClinicSettingsPage } from "../settings/clinic-settings-page";
import { FACILITY_ID } from "./referral-test-data";

vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));
afterEach(() => vi.mocked(confirmDestructive).mockReset());

const R = MESSAGES.clinicReferrals;
const L = MESSAGES.clinicLists;
const SAVED = {
  id: FACILITY_ID,
  name: "Dhaka Medical College Hospital",
  address: "Bakshibazar, Dhaka",
  phone: "+88029669340",
  departments: ["Cardiology", "Eye"],
};

function renderSettings(routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const api = fakeApi({
    "GET /meals/c1": { body: sampleCamp({ _id: "c1", title: "Heart Health Week" }) },
    "GET /meals/c1/stations": { body: { stations: [...STATION_KINDS] } },
    "GET /meals/c1/screening-tests": { body: { tests: [...DEFAULT_SCREENING_TESTS], custom: false } },
    "GET /meals/c1/medicines": { body: { medicines: [...DEFAULT_MEDICINES], custom: false } },
    ...routes,
  });
  renderApp({
    routes: [{ path: "/admin/clinic/:mealId/settings", element: <ClinicSettingsPage /> }],
    at: "/admin/clinic/c1/settings",
    auth: admin,
  });
  return api;
}

describe("the camp's partner facilities on the clinic settings (issue 40)", () => {
  it("adds a facility with its departments, checks it before sending, and saves the list whole", async () => {
    const { calls } = renderSettings({
      "GET /meals/c1/facilities": { body: { facilities: [SAVED] } },
      "PUT /meals/c1/facilities": (body) => {
        const { facilities } = body as { facilities: object[] };
        return {
          body: {
            facilities: facilities.map((f, i) => ({ id: i === 0 ? FACILITY_ID : SAVED.id.replace("9a", "8b"), ...f })),
          },
        };
      },
    });
    const card = await screen.findByRole("region", { name: R.facilities });
    const first = within(card).getByRole("group", { name: R.facilityNumber(1) });
    expect(within(first).getByLabelText(R.departments)).toHaveValue("Cardiology\nEye");
    expect(within(card).queryByText(L.defaultList)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: R.addFacility }));
    const added = within(card).getByRole("group", { name: R.facilityNumber(2) });
    await waitFor(() => expect(within(added).getByLabelText(R.facilityName)).toHaveFocus());
    await userEvent.type(within(added).getByLabelText(R.facilityName), "Mirpur Clinic");
    await userEvent.type(within(added).getByLabelText(R.departments), "Medicine{Enter}medicine");
    await userEvent.click(within(card).getByRole("button", { name: R.saveFacilities }));
    expect(within(added).getByLabelText(R.address)).toHaveAccessibleDescription(R.addressRequired);
    expect(within(added).getByLabelText(R.phone)).toHaveAccessibleDescription(R.phoneRequired);
    expect(within(added).getByLabelText(R.departments)).toHaveAccessibleDescription(
      `${R.departmentsHint} ${R.departmentTwice}`,
    );
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    await userEvent.type(within(added).getByLabelText(R.address), "Mirpur 10, Dhaka");
    await userEvent.type(within(added).getByLabelText(R.phone), "+8801711000000");
    await userEvent.clear(within(added).getByLabelText(R.departments));
    await userEvent.type(within(added).getByLabelText(R.departments), "Medicine{Enter}{Enter} Surgery ");
    await userEvent.click(within(card).getByRole("button", { name: R.saveFacilities }));
    expect(await screen.findByText(R.facilitiesSaved)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      {
        facilities: [
          { name: SAVED.name, address: SAVED.address, phone: SAVED.phone, departments: SAVED.departments },
          {
            name: "Mirpur Clinic",
            address: "Mirpur 10, Dhaka",
            phone: "+8801711000000",
            departments: ["Medicine", "Surgery"],
          },
        ],
      },
    ]);
  });

  it("asks before saving a list that takes a facility off, and says when there are none", async () => {
    const { calls } = renderSettings({
      "GET /meals/c1/facilities": { body: { facilities: [SAVED] } },
      "PUT /meals/c1/facilities": { body: { facilities: [] } },
    });
    const card = await screen.findByRole("region", { name: R.facilities });
    await userEvent.click(within(card).getByRole("button", { name: L.removeOf(SAVED.name) }));
    expect(within(card).getByText(R.noFacilities)).toBeInTheDocument();
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(within(card).getByRole("button", { name: R.saveFacilities }));
    expect(confirmDestructive).toHaveBeenCalledWith(L.removedConfirm(SAVED.name));
    expect(await screen.findByText(R.facilitiesSaved)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ facilities: [] }]);
  });
});
