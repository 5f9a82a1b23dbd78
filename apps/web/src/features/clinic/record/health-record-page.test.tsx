import { type AccessLog, MESSAGES, type MyVisits } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../../test/auth-states";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { HealthRecordPage } from "./health-record-page";

const R = MESSAGES.clinicRecord;
const SIGNED = "0b6f2a4e-8d3c-4c1e-9a57-1f2e3d4c5b6a";
const UNSIGNED = "1c7f3b5f-9e4d-4d2f-8b68-2a3f4e5d6c7b";

const visits: MyVisits = {
  visits: [
    { visitId: UNSIGNED, campId: "c2", title: "Eye Camp", day: "2026-12-02", token: 3, signedAt: null },
    {
      visitId: SIGNED,
      campId: "c1",
      title: "Heart Health Week",
      day: "2026-11-28",
      token: 7,
      signedAt: "2026-11-28T08:21:00.000Z",
    },
  ],
};
const reads: AccessLog = {
  entries: [
    {
      at: "2026-11-28T09:00:00.000Z",
      reader: { id: "u1", name: "Laila", role: "self" },
      what: "summary",
      visitId: SIGNED,
    },
    {
      at: "2026-11-28T08:22:00.000Z",
      reader: { id: "d1", name: "Dr Rahman", role: "doctor" },
      what: "summary",
      visitId: SIGNED,
    },
    {
      at: "2026-11-28T08:15:00.000Z",
      reader: { id: "n1", name: "Nur", role: "nurse" },
      what: "visit",
      visitId: SIGNED,
    },
    {
      at: "2026-11-28T08:10:00.000Z",
      reader: { id: null, name: "Receiving facility (confirmation link)", role: "facility" },
      what: "referral",
      visitId: SIGNED,
    },
    {
      at: "2026-11-28T08:05:00.000Z",
      reader: { id: "k1", name: "Dina Desk", role: "desk" },
      what: "referral-list",
      visitId: SIGNED,
    },
  ],
};

function renderRecord() {
  return renderApp({
    routes: [{ path: "/user/health", element: <HealthRecordPage /> }],
    at: "/user/health",
    auth: student,
  });
}

const part = (name: string) => screen.getByRole("region", { name });

describe("My health record (issue 39)", () => {
  it("lists the person's visits with their summaries once signed, and who read the record", async () => {
    fakeApi({ "GET /me/visits": { body: visits }, "GET /me/access-log": { body: reads } });
    renderRecord();
    expect(screen.getByRole("heading", { level: 1, name: MESSAGES.layout.userNav.healthRecord })).toBeInTheDocument();

    const heart = (await within(part(R.visits)).findByText("Heart Health Week")).closest("tr")!;
    const summary = within(heart).getByRole("link", {
      name: new RegExp(`^${R.openSummaryOf("Heart Health Week", "")}`),
    });
    expect(summary).toHaveAttribute("href", `/visits/${SIGNED}/summary`);
    expect(heart).toHaveTextContent("7");
    const eye = within(part(R.visits)).getByText("Eye Camp").closest("tr")!;
    expect(eye).toHaveTextContent(R.notSigned);
    expect(within(eye).queryByRole("link")).not.toBeInTheDocument();

    const rows = await within(part(R.reads)).findAllByRole("row");
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1, 4)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [R.you, "—", MESSAGES.clinicSummary.title],
      ["Dr Rahman", MESSAGES.clinicUi.roles.doctor, MESSAGES.clinicSummary.title],
      ["Nur", MESSAGES.clinicUi.roles.nurse, R.whatVisit],
      ["Receiving facility (confirmation link)", R.facility, MESSAGES.clinicReferrals.slipTitle],
      ["Dina Desk", MESSAGES.clinicUi.roles.desk, R.whatReferralList],
    ]);
    expect(rows[1]).toHaveTextContent("Heart Health Week");
  });

  it("offers the whole record as FHIR and as PDF once a camp has seen the person, and names a FHIR export read", async () => {
    const fhirRead = { ...reads.entries[0]!, what: "fhir" };
    fakeApi({ "GET /me/visits": { body: visits }, "GET /me/access-log": { body: { entries: [fhirRead] } } });
    renderRecord();
    const downloads = await screen.findByRole("region", { name: R.download });
    expect(within(downloads).getByRole("link", { name: R.downloadFhir })).toHaveAttribute(
      "href",
      "/api/me/health-record.fhir",
    );
    expect(within(downloads).getByRole("link", { name: R.downloadPdf })).toHaveAttribute(
      "href",
      "/api/me/health-record.pdf",
    );
    expect(await within(part(R.reads)).findByText(R.whatFhir)).toBeInTheDocument();
  });

  it("opens a summary from the keyboard", async () => {
    fakeApi({ "GET /me/visits": { body: visits }, "GET /me/access-log": { body: { entries: [] } } });
    renderRecord();
    const link = await screen.findByRole("link", { name: new RegExp(`^${R.openSummaryOf("Heart Health Week", "")}`) });
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(`Landed at /visits/${SIGNED}/summary`)).toBeInTheDocument();
  });

  it("says when no camp has seen the person yet and nobody has read anything", async () => {
    fakeApi({ "GET /me/visits": { body: { visits: [] } }, "GET /me/access-log": { body: { entries: [] } } });
    renderRecord();
    expect(await within(part(R.visits)).findByText(R.noVisits)).toBeInTheDocument();
    expect(await within(part(R.reads)).findByText(R.noReads)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: R.download })).not.toBeInTheDocument();
  });

  it("says which list failed to load and tries again", async () => {
    let failing = true;
    fakeApi({
      "GET /me/visits": () => {
        if (failing) throw new TypeError("Failed to fetch");
        return { body: visits };
      },
      "GET /me/access-log": { body: { entries: [] } },
    });
    renderRecord();
    expect(await within(part(R.visits)).findByRole("alert")).toHaveTextContent(R.visitsLoadFailed);
    expect(await within(part(R.reads)).findByText(R.noReads)).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(part(R.visits)).getByRole("button", { name: MESSAGES.account.tryAgain }));
    expect(await within(part(R.visits)).findByText("Heart Health Week")).toBeInTheDocument();
  });
});
