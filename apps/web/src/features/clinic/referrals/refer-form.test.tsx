import "fake-indexeddb/auto";
import { MESSAGES } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { forgetClinicData } from "../clinic-store";
import { campRoute, renderClinic, sampleVisit, VISIT_ID } from "../clinic-test-data";
import { FACILITY_ID } from "./referral-test-data";

afterEach(() => forgetClinicData());

const R = MESSAGES.clinicReferrals;
const FACILITIES = {
  facilities: [
    {
      id: FACILITY_ID,
      name: "Dhaka Medical College Hospital",
      address: "Bakshibazar, Dhaka",
      phone: "+88029669340",
      departments: ["Cardiology", "Eye"],
    },
    {
      id: "1f2e3d4c-5b6a-4789-8a0b-cdef01234567",
      name: "Mirpur Clinic",
      address: "Mirpur 10",
      phone: "+8801",
      departments: [],
    },
  ],
};
const routes = {
  ...campRoute,
  "GET /meals/c1/queue": { body: { station: "consultation", entries: [], more: 0, version: "v0" } },
  [`GET /visits/${VISIT_ID}`]: { body: sampleVisit() },
  "GET /meals/c1/facilities": { body: FACILITIES },
};

describe("Refer at the consultation (issue 40)", () => {
  it("checks the reason on the phone, shows the server's REFERRAL_INCOMPLETE at the form, then issues and links the slip", async () => {
    let answers = 0;
    const { calls } = fakeApi({
      ...routes,
      [`POST /visits/${VISIT_ID}/referrals`]: (body) => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 400,
            body: {
              code: "REFERRAL_INCOMPLETE",
              message: MESSAGES.referrals.incomplete(MESSAGES.referrals.essentials.vitals),
            },
          };
        }
        const { referralId, dueOn } = body as { referralId: string; dueOn: string };
        return { status: 201, body: { referralId, issuedOn: "2026-11-28", dueOn } };
      },
    });
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    // The coordinator's list is a link of the clinic page's header for doctors (and admins and the desk).
    expect(screen.getByRole("link", { name: R.referrals })).toHaveAttribute("href", "/admin/clinic/c1/referrals");
    await userEvent.click(await screen.findByRole("button", { name: R.refer }));
    const form = await screen.findByRole("form", { name: R.referTitle });
    const f = within(form);

    await userEvent.click(f.getByRole("button", { name: R.issue }));
    expect(await f.findByText(R.facilityRequired)).toBeInTheDocument();
    expect(f.getByLabelText(R.reason)).toHaveAccessibleDescription(R.reasonRequired);
    expect(f.getByLabelText(R.reason)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    // A facility without departments takes one typed in; one with departments offers its own.
    await userEvent.selectOptions(f.getByLabelText(R.facility), "Mirpur Clinic");
    expect(f.getByLabelText(R.department).tagName).toBe("INPUT");
    await userEvent.selectOptions(f.getByLabelText(R.facility), "Dhaka Medical College Hospital");
    const department = f.getByLabelText(R.department);
    expect(
      within(department)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([R.chooseDepartment, "Cardiology", "Eye"]);
    await userEvent.selectOptions(department, "Cardiology");
    await userEvent.type(f.getByLabelText(R.reason), "Blood pressure 180/110 twice");
    await userEvent.click(f.getByLabelText(R.urgencies.urgent));
    await userEvent.click(f.getByRole("button", { name: R.issue }));

    expect(await f.findByRole("alert")).toHaveTextContent(
      MESSAGES.referrals.incomplete(MESSAGES.referrals.essentials.vitals),
    );
    await userEvent.click(f.getByRole("button", { name: R.issue }));
    expect(await screen.findByText(R.issued)).toBeInTheDocument();
    const [first, second] = calls.filter((c) => c.method === "POST").map((c) => c.body as Record<string, unknown>);
    expect(second).toEqual({
      referralId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      facilityId: FACILITY_ID,
      department: "Cardiology",
      reason: "Blood pressure 180/110 twice",
      urgency: "urgent",
      dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect({ ...first, referralId: "" }).toEqual({ ...second, referralId: "" });
    const slip = screen.getByRole("link", { name: R.openSlip });
    expect(slip).toHaveAttribute("href", `/referrals/${second!.referralId as string}/slip`);
    await waitFor(() => expect(slip).toHaveFocus());
    expect(screen.queryByRole("form", { name: R.referTitle })).not.toBeInTheDocument();
  });

  it("says so when the camp has no partner facilities yet", async () => {
    fakeApi({ ...routes, "GET /meals/c1/facilities": { body: { facilities: [] } } });
    renderClinic("admin", `station=consultation&visit=${VISIT_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: R.refer }));
    expect(await screen.findByText(R.noFacilitiesYet)).toBeInTheDocument();
  });

  it("is not offered to a nurse, who has no link to the referrals either", async () => {
    fakeApi({
      ...routes,
      "GET /meals/c1/queue": { body: { station: "vitals", entries: [], more: 0, version: "v0" } },
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals" }) },
    });
    renderClinic("nurse", `station=vitals&visit=${VISIT_ID}`);
    expect(
      await screen.findByRole("heading", { name: MESSAGES.clinicUi.visitTitle(7, "Rahima Begum") }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: R.refer })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: R.referrals })).not.toBeInTheDocument();
  });

  it("is not offered at a station other than the consultation", async () => {
    fakeApi({
      ...routes,
      "GET /meals/c1/queue": { body: { station: "vitals", entries: [], more: 0, version: "v0" } },
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals" }) },
    });
    renderClinic("doctor", `station=vitals&visit=${VISIT_ID}`);
    expect(
      await screen.findByRole("heading", { name: MESSAGES.clinicUi.visitTitle(7, "Rahima Begum") }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: R.refer })).not.toBeInTheDocument();
  });
});
