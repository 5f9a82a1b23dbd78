import { MESSAGES, SMS_LIMITS, type SummaryLinkState } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import bn from "../../../../../../packages/contract/locales/bn.json";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { SummaryLinkPage } from "./link-page";
import { sampleSummary } from "./summary-test-data";

const L = MESSAGES.clinicSummaryLink;
const TOKEN = "C29vK4w8TcqOXx9f0L2kRQ.t1x2y3.AbCdEfGhIjKlMnOp";
const api = `/summary-links/${TOKEN}`;
const state = (overrides: Partial<SummaryLinkState> = {}): { body: SummaryLinkState } => ({
  body: { linkExpiresAt: "2026-12-28T09:02:00.000Z", codeExpiresAt: null, resendAfter: null, ...overrides },
});
const waiting = state({ codeExpiresAt: "2026-11-28T09:12:00.000Z", resendAfter: "2026-11-28T09:03:00.000Z" });

afterEach(() => {
  vi.unstubAllGlobals();
});

// No account: the visitor's auth state (render-app's default).
const renderLink = (token = TOKEN) =>
  renderApp({ routes: [{ path: "/s/:token", element: <SummaryLinkPage /> }], at: `/s/${token}` });

describe("the visit summary link's page (issue 40)", () => {
  it("asks for the code texted to the phone, then shows the summary in the person's language, printable", async () => {
    const { calls } = fakeApi({
      [`GET ${api}`]: state(),
      [`POST ${api}/code`]: waiting,
      [`POST ${api}/open`]: (body) =>
        (body as { code: string }).code === "246810"
          ? { body: sampleSummary() }
          : { status: 400, body: { code: "PHONE_CODE_WRONG", message: MESSAGES.sms.codeWrong(4) } },
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderLink();
    expect(await screen.findByText(L.pageIntro)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: L.pageTitle })).toBeInTheDocument();
    expect(screen.queryByLabelText(L.codeLabel)).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");

    await userEvent.click(screen.getByRole("button", { name: L.sendCode }));
    expect(await screen.findByText(L.codeSent(SMS_LIMITS.codeMinutes))).toBeInTheDocument();
    const field = screen.getByLabelText(L.codeLabel);
    await userEvent.type(field, "111111");
    await userEvent.click(screen.getByRole("button", { name: L.open }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.sms.codeWrong(4)));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.sms.codeWrong(4));
    expect(field).toHaveFocus();

    // Typed on a Bengali keyboard: its digits are read as 0–9.
    await userEvent.clear(field);
    await userEvent.type(field, "২৪৬ ৮১০");
    expect(field).toHaveValue("246810");
    await userEvent.click(screen.getByRole("button", { name: L.open }));
    const heading = await screen.findByRole("heading", { level: 1, name: bn["clinicSummary.title"] });
    const summary = heading.closest("article")!;
    expect(summary).toHaveAttribute("lang", "bn");
    expect(within(summary).getByText("Rahima Begum")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: L.pageTitle })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: MESSAGES.clinicSummary.print }));
    expect(print).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      [`${api}/code`, undefined],
      [`${api}/open`, { code: "111111" }],
      [`${api}/open`, { code: "246810" }],
    ]);
  });

  it("goes straight to the code when one waits (the page opened again), and says when another must wait", async () => {
    fakeApi({
      [`GET ${api}`]: waiting,
      [`POST ${api}/code`]: {
        status: 429,
        body: { code: "PHONE_CODE_TOO_SOON", message: MESSAGES.sms.codeTooSoon(42) },
      },
    });
    renderLink();
    expect(await screen.findByLabelText(L.codeLabel)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: L.newCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.sms.codeTooSoon(42));
  });

  it("says plainly when the link has expired or is not valid, and shows nothing else", async () => {
    fakeApi({
      [`GET ${api}`]: {
        status: 410,
        body: { code: "SUMMARY_LINK_EXPIRED", message: MESSAGES.summaryLinks.tokenExpired },
      },
      "GET /summary-links/altered": {
        status: 400,
        body: { code: "SUMMARY_LINK_INVALID", message: MESSAGES.summaryLinks.tokenInvalid },
      },
    });
    const expired = renderLink();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: L.expiredTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGES.summaryLinks.tokenExpired);
    expect(screen.queryByRole("button", { name: L.sendCode })).not.toBeInTheDocument();
    expired.unmount();

    renderLink("altered");
    expect(await screen.findByRole("heading", { name: L.invalidTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.summaryLinks.tokenInvalid)).toBeInTheDocument();
  });

  it("offers Try again when the page could not be loaded", async () => {
    let fail = true;
    fakeApi({
      [`GET ${api}`]: () => {
        if (fail) throw new TypeError("network down");
        return state();
      },
    });
    renderLink();
    const retry = await screen.findByRole("button", { name: MESSAGES.account.tryAgain });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole("button", { name: L.sendCode })).toBeInTheDocument();
  });
});
