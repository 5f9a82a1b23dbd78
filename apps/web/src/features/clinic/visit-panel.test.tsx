import "fake-indexeddb/auto";
import { MESSAGES, referralCode } from "@medcamp/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../lib/confirm";
import { fakeApi } from "../../test/fake-api";
import { campRoute, queueEntry, renderClinic, sampleVisit, VISIT_ID } from "./clinic-test-data";
import { forgetClinicData } from "./clinic-store";

// What the clinic kept on the (fake) device goes with each test.
afterEach(() => forgetClinicData());

vi.mock("../../lib/confirm", () => import("../../test/mock-confirm"));

const T = MESSAGES.clinicUi;
const emptyQueue = (station: string) => ({ body: { station, entries: [], more: 0, version: "v0" } });
const written = (flags: string[] = []) => ({ body: { writeId: "w", applied: true, flags } });

afterEach(() => vi.mocked(confirmDestructive).mockReset());

describe("the vitals form", () => {
  it("refuses an implausible reading on the phone at its field, then sends the readings with a fresh writeId", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("vitals"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals" }) },
      [`PUT /visits/${VISIT_ID}/sections/vitals`]: written(["bloodPressureRaised"]),
    });
    renderClinic("nurse", `station=vitals&visit=${VISIT_ID}`);
    await userEvent.type(await screen.findByLabelText(`${T.vitals.heightCm} (cm)`), "160");
    await userEvent.type(screen.getByLabelText(`${T.vitals.weightKg} (kg)`), "64");
    expect(screen.getByText(T.bmiComputed("25.0"))).toBeInTheDocument();
    const systolic = screen.getByLabelText(`${T.vitals.systolic} (mmHg)`);
    expect(systolic).toHaveAttribute("inputMode", "decimal");
    await userEvent.type(systolic, "400");
    await userEvent.type(screen.getByLabelText(`${T.vitals.diastolic} (mmHg)`), "20");
    await userEvent.click(screen.getByRole("button", { name: T.save }));

    // The contract's own rule, checked on the phone (a phone offline for hours must not keep a typing error).
    await waitFor(() =>
      expect(systolic).toHaveAccessibleDescription(/Systolic blood pressure 400 mmHg is outside 60–260/),
    );
    expect(systolic).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    await userEvent.clear(systolic);
    await userEvent.type(systolic, "150");
    await userEvent.clear(screen.getByLabelText(`${T.vitals.diastolic} (mmHg)`));
    await userEvent.type(screen.getByLabelText(`${T.vitals.diastolic} (mmHg)`), "95");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();

    const [saved] = calls.filter((c) => c.method === "PUT").map((c) => c.body as Record<string, unknown>);
    expect(saved!.data).toEqual({ heightCm: 160, weightKg: 64, systolic: 150, diastolic: 95 });
    expect(saved!.writeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved!.recordedAt).toEqual(expect.any(String));
  });

  it("shows the server's refusal at its field", async () => {
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("vitals"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals" }) },
      [`PUT /visits/${VISIT_ID}/sections/vitals`]: {
        status: 400,
        body: { message: "pulse: Pulse must be checked again", code: "VALIDATION_ERROR" },
      },
    });
    renderClinic("nurse", `station=vitals&visit=${VISIT_ID}`);
    const pulse = await screen.findByLabelText(`${T.vitals.pulse} (beats/min)`);
    await userEvent.type(pulse, "72");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(pulse).toHaveAccessibleDescription("pulse: Pulse must be checked again"));
  });

  it("keeps a save that got no answer on the phone, and sends it again with the same writeId", async () => {
    let puts = 0;
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("vitals"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals" }) },
      [`PUT /visits/${VISIT_ID}/sections/vitals`]: () => {
        puts += 1;
        if (puts === 1) throw new TypeError("Failed to fetch");
        return written();
      },
    });
    renderClinic("nurse", `station=vitals&visit=${VISIT_ID}`);
    await userEvent.type(await screen.findByLabelText(`${T.vitals.pulse} (beats/min)`), "72");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.savedOnPhone)).toBeInTheDocument();
    expect(await screen.findByText(T.waitingToSend(1))).toBeInTheDocument();

    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    const [first, again] = calls.filter((c) => c.method === "PUT").map((c) => c.body as Record<string, unknown>);
    expect(again).toEqual(first);
    await waitFor(() => expect(screen.queryByText(T.waitingToSend(1))).not.toBeInTheDocument());
  });
});

describe("a visit with no network (issue 39, item 4)", () => {
  // The screen goes before the network comes back, so it asks the (unfaked) server nothing more.
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("opens from the queue this phone kept, and records vitals on the phone", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": { body: { station: "vitals", entries: [queueEntry()], more: 0, version: "v1" } },
      [`PUT /visits/${VISIT_ID}/sections/vitals`]: written(),
    });
    const first = renderClinic("doctor", "station=vitals");
    await screen.findByText("Rahima Begum");
    first.unmount();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderClinic("doctor", `station=vitals&visit=${VISIT_ID}`);
    expect(await screen.findByRole("heading", { name: T.visitTitle(7, "Rahima Begum") })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(`${T.vitals.pulse} (beats/min)`), "88");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.savedOnPhone)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    expect(screen.getByText(T.offline)).toBeInTheDocument();
  });

  it("shows the consultation form with no network, the phone's own writes in it, and no Sign", async () => {
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": { body: { station: "consultation", entries: [queueEntry()], more: 0, version: "v1" } },
    });
    const first = renderClinic("doctor", "station=consultation");
    await screen.findByText("Rahima Begum");
    first.unmount();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const view = renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    await userEvent.type(await screen.findByLabelText(T.complaints), "Cough");
    await userEvent.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.savedOnPhone)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
    expect(screen.getByText(T.signNeedsNetwork)).toBeInTheDocument();
    view.unmount();

    // Opened again on the phone: what it recorded is in the form.
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    expect(await screen.findByLabelText(T.complaints)).toHaveValue("Cough");
  });

  it("says so when the visit is not on this phone", async () => {
    fakeApi(campRoute);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    expect(await screen.findByText(T.visitNotOnPhone)).toBeInTheDocument();
  });
});

describe("the consultation", () => {
  it("records coded diagnoses and a prescription, signs after confirming, then is read-only with Add addendum", async () => {
    let signed = false;
    const visit = () =>
      sampleVisit({
        flags: ["bloodPressureRaised"],
        sections: [
          {
            station: "vitals",
            data: { systolic: 150, diastolic: 95 },
            updatedAt: "2026-11-28T08:10:00.000Z",
            authors: [{ id: "n1", name: "Nurse Nila" }],
          },
          ...(signed
            ? [
                {
                  station: "consultation" as const,
                  data: { diagnoses: [{ code: "I10" }, { code: "E11.9" }], prescriptions: [] },
                  updatedAt: "2026-11-28T08:20:00.000Z",
                  authors: [{ id: "d1", name: "Dr Dipu" }],
                },
              ]
            : []),
        ],
        signature: signed
          ? { signedAt: "2026-11-28T08:21:00.000Z", signedBy: { id: "d1", name: "Dr Dipu" }, digest: "abc" }
          : null,
      });
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("consultation"),
      [`GET /visits/${VISIT_ID}`]: () => ({ body: visit() }),
      [`PUT /visits/${VISIT_ID}/sections/consultation`]: written(),
      [`POST /visits/${VISIT_ID}/sign`]: () => {
        signed = true;
        return { body: { signedAt: "2026-11-28T08:21:00.000Z", signedBy: "d1", digest: "abc" } };
      },
    });
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);

    const panel = await screen.findByRole("region", { name: T.stations.consultation });
    expect(await within(panel).findByText(T.flags.bloodPressureRaised)).toBeInTheDocument();
    expect(within(panel).getByRole("region", { name: T.stations.vitals })).toHaveTextContent("150 mmHg");

    await userEvent.type(screen.getByLabelText(T.complaints), "Headache for a week");
    const search = screen.getByLabelText(T.diagnosisSearch);
    await userEvent.type(search, "I10");
    await userEvent.click(await screen.findByRole("button", { name: /^I10 / }));
    await userEvent.type(search, "E11.9");
    await userEvent.click(await screen.findByRole("button", { name: /^E11\.9 / }));
    await userEvent.click(screen.getByRole("button", { name: T.addPrescription }));
    await userEvent.type(screen.getByLabelText(T.medicine), "Amlodipine 5 mg");
    await userEvent.type(screen.getByLabelText(T.dose), "1 tablet");
    await userEvent.type(screen.getByLabelText(T.frequency), "once a day");
    await userEvent.type(screen.getByLabelText(T.days), "30");

    vi.mocked(confirmDestructive).mockResolvedValue(true);
    await userEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(confirmDestructive).toHaveBeenCalledWith(T.signConfirm);

    expect(await screen.findByRole("button", { name: T.addAddendum })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.complaints)).toHaveAttribute("readonly");
    expect(
      screen.getByText(T.signed(new Date("2026-11-28T08:21:00.000Z").toLocaleString(), "Dr Dipu")),
    ).toBeInTheDocument();

    const put = calls.find((c) => c.method === "PUT")!.body as { data: Record<string, unknown> };
    expect(put.data).toMatchObject({
      complaints: "Headache for a week",
      diagnoses: [{ code: "I10" }, { code: "E11.9" }],
      prescriptions: [{ medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once a day", days: 30 }],
    });
    const order = calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path.split("/").at(-1)}`);
    expect(order).toEqual(["PUT consultation", "POST sign"]);

    // Signed, the visit's summary is there to print for the person.
    const print = screen.getByRole("link", { name: MESSAGES.clinicSummary.print });
    expect(print).toHaveAttribute("href", `/visits/${VISIT_ID}/summary`);
    await userEvent.click(print);
    expect(await screen.findByText(`Landed at /visits/${VISIT_ID}/summary`)).toBeInTheDocument();
  });

  it("offers the summary to the camp's doctors and admins only", async () => {
    const signed = sampleVisit({
      station: "vitals",
      signature: { signedAt: "2026-11-28T08:21:00.000Z", signedBy: { id: "d1", name: "Dr Dipu" }, digest: "abc" },
    });
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("vitals"),
      [`GET /visits/${VISIT_ID}`]: { body: signed },
    });
    const nurse = renderClinic("nurse", `station=vitals&visit=${VISIT_ID}`);
    expect(await screen.findByRole("heading", { name: T.visitTitle(7, "Rahima Begum") })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: MESSAGES.clinicSummary.print })).not.toBeInTheDocument();
    nurse.unmount();
    renderClinic("admin", `station=vitals&visit=${VISIT_ID}`);
    expect(await screen.findByRole("link", { name: MESSAGES.clinicSummary.print })).toBeInTheDocument();
  });

  it("lists the visit's referrals with where each stands and a link to its slip", async () => {
    const R = MESSAGES.clinicReferrals;
    const referralId = "5d3c2b1a-0f9e-4d8c-b7a6-112233445566";
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("pharmacy"),
      [`GET /visits/${VISIT_ID}`]: {
        body: sampleVisit({
          station: "pharmacy",
          referrals: [
            {
              referralId,
              facility: { name: "Dhaka Medical College Hospital" },
              department: "Cardiology",
              urgency: "urgent",
              issuedOn: "2026-11-28",
              dueOn: "2026-12-05",
              status: "overdue",
            },
          ],
        }),
      },
    });
    renderClinic("doctor", `station=pharmacy&visit=${VISIT_ID}`);
    const list = (await screen.findByRole("heading", { name: R.visitReferrals })).closest("section")!;
    const item = within(list).getByRole("listitem");
    expect(item).toHaveTextContent("Dhaka Medical College Hospital · Cardiology");
    expect(item).toHaveTextContent(R.urgencies.urgent);
    expect(item).toHaveTextContent(R.codeLine(referralCode(referralId)));
    expect(within(item).getByText(R.statuses.overdue)).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: R.openSlipTo("Dhaka Medical College Hospital") })).toHaveAttribute(
      "href",
      `/referrals/${referralId}/slip`,
    );
  });

  it("shows no referrals part for a visit without any", async () => {
    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("vitals"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ station: "vitals", referrals: [] }) },
    });
    renderClinic("doctor", `station=vitals&visit=${VISIT_ID}`);
    expect(await screen.findByRole("heading", { name: T.visitTitle(7, "Rahima Begum") })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: MESSAGES.clinicReferrals.visitReferrals })).not.toBeInTheDocument();
  });

  it("does not sign when the doctor cancels the confirmation", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("consultation"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit() },
    });
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    vi.mocked(confirmDestructive).mockResolvedValue(false);
    await userEvent.click(await screen.findByRole("button", { name: T.sign }));
    await waitFor(() => expect(confirmDestructive).toHaveBeenCalled());
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    // Nothing is a summary before the signature.
    expect(screen.queryByRole("link", { name: MESSAGES.clinicSummary.print })).not.toBeInTheDocument();
  });
});
