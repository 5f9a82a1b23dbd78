import { MESSAGES, referralCode } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import bn from "../../../../../../packages/contract/locales/bn.json";
import { admin } from "../../../test/auth-states";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { CONFIRM_URL, REFERRAL_ID, sampleSlip, sampleSlipAnswer } from "./referral-test-data";
import { SlipPage } from "./slip-page";

const R = MESSAGES.clinicReferrals;
const route = `GET /referrals/${REFERRAL_ID}/slip`;

afterEach(() => vi.unstubAllGlobals());

function renderSlip(state?: { back: string }) {
  return renderApp({
    routes: [{ path: "/referrals/:referralId/slip", element: <SlipPage /> }],
    at: { pathname: `/referrals/${REFERRAL_ID}/slip`, state },
    auth: admin,
  });
}

describe("the referral slip (issue 40)", () => {
  it("shows the slip in the person's language with the QR code of the confirmation link, and prints it", async () => {
    fakeApi({ [route]: { body: sampleSlipAnswer({ slip: sampleSlip({ locale: "bn" }) }) } });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderSlip({ back: "/admin/clinic/c1?station=consultation" });

    const heading = await screen.findByRole("heading", { level: 1, name: bn["clinicReferrals.slipTitle"] });
    const slip = heading.closest("article")!;
    expect(slip).toHaveAttribute("lang", "bn");
    const doc = within(slip);
    expect(doc.getByText("Rahima Begum")).toBeInTheDocument();
    expect(doc.getByText("Dhaka Medical College Hospital")).toBeInTheDocument();
    expect(doc.getByText("Cardiology")).toBeInTheDocument();
    expect(doc.getByText("Blood pressure 180/110 twice")).toBeInTheDocument();
    expect(doc.getByText("180/110 mmHg")).toBeInTheDocument();
    expect(doc.getByText(bn["clinicReferrals.referredBy"].replace("{name}", "Dr Rahman"))).toBeInTheDocument();
    expect(doc.getByText(CONFIRM_URL)).toBeInTheDocument();
    // The code the person's text messages name, for the facility to match.
    expect(doc.getByText(bn["clinicReferrals.code"])).toBeInTheDocument();
    expect(doc.getByText(referralCode(REFERRAL_ID))).toBeInTheDocument();
    expect(await doc.findByRole("img", { name: bn["clinicReferrals.qrAlt"] })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    // The page's own buttons and status are in the reader's language, and do not print.
    expect(screen.getByText(R.statuses.issued)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: R.back })).toHaveAttribute("href", "/admin/clinic/c1?station=consultation");
    await userEvent.click(screen.getByRole("button", { name: R.printSlip }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says how the facility confirmed it", async () => {
    fakeApi({
      [route]: {
        body: sampleSlipAnswer({
          status: "completed",
          confirmation: { arrivedOn: "2026-12-02", outcome: "admitted", confirmedAt: "2026-12-02T10:00:00.000Z" },
        }),
      },
    });
    renderSlip();
    expect(await screen.findByText(R.statuses.completed)).toBeInTheDocument();
    expect(screen.getByText(R.confirmedAs("Dec 2, 2026", R.outcomes.admitted))).toBeInTheDocument();
  });

  it("offers nothing to print when the slip is refused", async () => {
    fakeApi({ [route]: { status: 403, body: { code: "STATION_ROLE_REQUIRED", message: "Not your role" } } });
    renderSlip();
    expect(await screen.findByRole("alert")).toHaveTextContent(R.notAllowed);
    expect(screen.queryByRole("button", { name: R.printSlip })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: R.back })).toHaveAttribute("href", "/user/health");
  });
});
