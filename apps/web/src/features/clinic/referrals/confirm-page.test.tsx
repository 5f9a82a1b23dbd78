import { MESSAGES } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { ConfirmPage } from "./confirm-page";
import { dayFromToday } from "./dates";
import { sampleSlip, TOKEN } from "./referral-test-data";

const R = MESSAGES.clinicReferrals;
const route = `/referrals/confirm/${TOKEN}`;

function renderConfirm(token = TOKEN) {
  // No account: the visitor's auth state (render-app's default).
  return renderApp({
    routes: [{ path: "/referrals/confirm/:token", element: <ConfirmPage /> }],
    at: `/referrals/confirm/${token}`,
  });
}

describe("the facility's confirmation page (issue 40)", () => {
  it("shows the slip's content and records the arrival without an account", async () => {
    const { calls } = fakeApi({
      [`GET ${route}`]: { body: { slip: sampleSlip(), confirmation: null } },
      [`POST ${route}`]: (body) => {
        const { arrivedOn, outcome } = body as { arrivedOn: string; outcome: "treated" };
        return { body: { arrivedOn, outcome, confirmedAt: "2026-12-02T10:00:00.000Z", applied: true } };
      },
    });
    renderConfirm();
    const slip = (await screen.findByRole("heading", { name: R.slipTitle })).closest("article")!;
    expect(within(slip).getByText("Rahima Begum")).toBeInTheDocument();
    expect(within(slip).queryByRole("img")).not.toBeInTheDocument();

    const form = screen.getByRole("form", { name: R.confirmTitle });
    await userEvent.click(within(form).getByRole("button", { name: R.confirm }));
    expect(await within(form).findByText(R.outcomeRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.click(within(form).getByLabelText(R.outcomes.treated));
    await userEvent.type(within(form).getByLabelText(R.note), "Started treatment");
    await userEvent.click(within(form).getByRole("button", { name: R.confirm }));
    const done = (await screen.findByText(R.confirmed)).closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole("form", { name: R.confirmTitle })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { arrivedOn: dayFromToday(), outcome: "treated", note: "Started treatment" },
    ]);
  });

  it("says how a referral already confirmed was confirmed, with no form", async () => {
    fakeApi({
      [`GET ${route}`]: {
        body: {
          slip: sampleSlip(),
          confirmation: { arrivedOn: "2026-12-02", outcome: "seen", confirmedAt: "2026-12-02T10:00:00.000Z" },
        },
      },
    });
    renderConfirm();
    expect(await screen.findByText(R.confirmedAs("Dec 2, 2026", R.outcomes.seen))).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: R.confirmTitle })).not.toBeInTheDocument();
  });

  it("shows the server's date refusal at the date", async () => {
    fakeApi({
      [`GET ${route}`]: { body: { slip: sampleSlip(), confirmation: null } },
      [`POST ${route}`]: {
        status: 400,
        body: { code: "ARRIVED_BEFORE_ISSUED", message: MESSAGES.referrals.arrivedBeforeIssued },
      },
    });
    renderConfirm();
    const form = await screen.findByRole("form", { name: R.confirmTitle });
    await userEvent.click(within(form).getByLabelText(R.outcomes.seen));
    await userEvent.click(within(form).getByRole("button", { name: R.confirm }));
    await waitFor(() =>
      expect(within(form).getByLabelText(R.arrivedOn)).toHaveAccessibleDescription(
        MESSAGES.referrals.arrivedBeforeIssued,
      ),
    );
  });

  it("says an expired link has expired, and shows nothing of the referral", async () => {
    fakeApi({
      [`GET ${route}`]: {
        status: 410,
        body: { code: "REFERRAL_TOKEN_EXPIRED", message: MESSAGES.referrals.tokenExpired },
      },
    });
    renderConfirm();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: R.linkExpiredTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGES.referrals.tokenExpired);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("says an altered link is not valid", async () => {
    const altered = `${TOKEN.slice(0, -1)}x`;
    fakeApi({
      [`GET /referrals/confirm/${altered}`]: {
        status: 400,
        body: { code: "REFERRAL_TOKEN_INVALID", message: MESSAGES.referrals.tokenInvalid },
      },
    });
    renderConfirm(altered);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: R.linkInvalidTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGES.referrals.tokenInvalid);
  });
});
