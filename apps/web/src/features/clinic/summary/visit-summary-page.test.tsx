import { findDiagnosis, MESSAGES } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "../../../../../../packages/contract/locales/ar.json";
import bn from "../../../../../../packages/contract/locales/bn.json";
import type { AuthState } from "../../../lib/auth-context";
import { student, visitor } from "../../../test/auth-states";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { VISIT_ID } from "../clinic-test-data";
import { sampleSummary } from "./summary-test-data";
import { VisitSummaryPage } from "./visit-summary-page";

const S = MESSAGES.clinicSummary;
const route = `GET /visits/${VISIT_ID}/summary`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSummary(auth: Partial<AuthState> = student, state?: { back: string }) {
  return renderApp({
    routes: [{ path: "/visits/:visitId/summary", element: <VisitSummaryPage /> }],
    at: { pathname: `/visits/${VISIT_ID}/summary`, state },
    auth,
  });
}

describe("the visit summary (issue 39)", () => {
  it("shows the signed visit in the person's language, not the reader's, and prints it", async () => {
    fakeApi({ [route]: { body: sampleSummary() } });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderSummary();

    const heading = await screen.findByRole("heading", { level: 1, name: bn["clinicSummary.title"] });
    const summary = heading.closest("article")!;
    expect(summary).toHaveAttribute("lang", "bn");
    expect(summary).toHaveAttribute("dir", "ltr");
    const doc = within(summary);
    expect(doc.getByText("Rahima Begum")).toBeInTheDocument();
    expect(doc.getByText(bn["clinicSummary.bloodPressure"])).toBeInTheDocument();
    expect(doc.getByText("150/95 mmHg")).toBeInTheDocument();
    expect(doc.getByText(`72 ${bn["clinicSummary.beatsPerMinute"]}`)).toBeInTheDocument();
    // The flag, the coded diagnosis named from the shipped list, the free text beside it, the prescription.
    const flags = doc.getByRole("heading", { name: bn["clinicSummary.toNote"] }).closest("section")!;
    expect(flags).toHaveTextContent(bn["clinicUi.flags.bloodPressureRaised"]);
    const diagnoses = doc.getByRole("heading", { name: bn["clinicUi.diagnoses"] }).closest("section")!;
    expect(
      within(diagnoses)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([`${findDiagnosis("I10")!.names.bn} (I10)`, "Headaches for two weeks"]);
    const prescription = doc.getByRole("heading", { name: bn["clinicUi.prescriptions"] }).closest("section")!;
    expect(prescription).toHaveTextContent("Amlodipine");
    expect(prescription).toHaveTextContent(`5 mg · Once a day · ${bn["clinicUi.days"]}: 30`);
    expect(doc.getByRole("heading", { name: bn["clinicUi.advice"] }).closest("section")).toHaveTextContent("Less salt");
    expect(doc.getByRole("heading", { name: bn["clinicSummary.nextStep"] }).closest("section")).toHaveTextContent(
      "Come back in a month",
    );
    expect(summary).toHaveTextContent("Dr Rahman");
    expect(summary).toHaveTextContent("0123456789ab");
    // Nothing of the document is left in English.
    for (const english of [S.title, S.bloodPressure, S.toNote, S.nextStep, MESSAGES.clinicUi.advice]) {
      expect(summary).not.toHaveTextContent(english);
    }

    // The page's own controls are in the reader's language (English here).
    await userEvent.click(screen.getByRole("button", { name: S.print }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: S.back })).toHaveAttribute("href", "/user/health");
  });

  it("runs right to left for an Arabic-reading person, and Back returns to the station that opened it", async () => {
    fakeApi({ [route]: { body: sampleSummary({ locale: "ar", flags: [], diagnoses: [] }) } });
    renderSummary(student, { back: `/admin/clinic/c1?station=consultation&visit=${VISIT_ID}` });
    const heading = await screen.findByRole("heading", { level: 1, name: ar["clinicSummary.title"] });
    expect(heading.closest("article")).toHaveAttribute("dir", "rtl");
    expect(screen.queryByRole("heading", { name: ar["clinicSummary.toNote"] })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: S.back })).toHaveAttribute(
      "href",
      `/admin/clinic/c1?station=consultation&visit=${VISIT_ID}`,
    );
  });

  it("shows no summary before the signature: a clear state, nothing to print", async () => {
    fakeApi({
      [route]: {
        status: 409,
        body: { message: MESSAGES.clinic.visitNotSigned, code: "VISIT_NOT_SIGNED" },
      },
    });
    renderSummary();
    expect(await screen.findByText(S.notSigned)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: S.title })).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: S.print })).not.toBeInTheDocument();
  });

  it("tells a reader the summary is not theirs to read", async () => {
    fakeApi({ [route]: { status: 403, body: { message: MESSAGES.auth.forbidden, code: "FORBIDDEN" } } });
    renderSummary();
    expect(await screen.findByRole("alert")).toHaveTextContent(S.notAllowed);
  });

  it("offers Try again when the summary could not be loaded", async () => {
    let calls = 0;
    fakeApi({
      [route]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return { body: sampleSummary({ locale: "en" }) };
      },
    });
    renderSummary();
    expect(await screen.findByRole("alert")).toHaveTextContent(S.loadFailed);
    await userEvent.click(screen.getByRole("button", { name: MESSAGES.account.tryAgain }));
    expect(await screen.findByRole("heading", { level: 1, name: S.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("article")).toHaveAttribute("lang", "en"));
  });

  it("sends a visitor to sign in first", async () => {
    fakeApi({});
    const { router } = renderSummary(visitor);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
  });
});
