import { MESSAGES, type Subscription } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { SubscriptionSection } from "./subscription-section";

const t = MESSAGES.subscription;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const START = "2026-03-01T10:00:00.000Z";
const END = "2026-03-31T10:00:00.000Z";
const GRACE = "2026-04-03T10:00:00.000Z";

const gold = (over: Partial<Subscription> = {}): Subscription => ({
  package: "Gold",
  status: "active",
  startsAt: START,
  endsAt: END,
  autoRenew: true,
  nextPackage: null,
  graceUntil: null,
  provider: "demo",
  canRenew: true,
  ...over,
});
const mine = (subscription: Subscription | null) => ({ "GET /subscription": { body: { subscription } } });
const show = () => renderApp({ element: <SubscriptionSection email="sam@example.org" /> });
const section = () => screen.getByRole("region", { name: t.sectionTitle });

describe("My Profile's Your package (issue 20)", () => {
  it("shows the package, its period and when it renews", async () => {
    fakeApi(mine(gold()));
    show();
    expect(await screen.findByText(t.renewsOn(day(END)))).toHaveAttribute("role", "status");
    expect(within(section()).getByText("Gold")).toBeInTheDocument();
    expect(within(section()).getByText(t.period(day(START), day(END)))).toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: t.cancel })).toBeEnabled();
    expect(within(section()).queryByRole("button", { name: t.resume })).not.toBeInTheDocument();
  });

  it("says when a cancelled package ends, and resumes it", async () => {
    const { calls } = fakeApi({ ...mine(gold({ autoRenew: false })), "POST /subscription/resume": { body: gold() } });
    show();
    expect(await screen.findByText(t.endsOn(day(END)))).toBeInTheDocument();
    expect(within(section()).queryByRole("button", { name: t.cancel })).not.toBeInTheDocument();
    await userEvent.click(within(section()).getByRole("button", { name: t.resume }));
    expect(await screen.findByText(t.resumed(day(END)))).toBeInTheDocument();
    expect(await screen.findByText(t.renewsOn(day(END)))).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/subscription/resume")).toHaveLength(1);
  });

  it("says a failed renewal's grace, with no cancel or resume, and the way to buy it again", async () => {
    fakeApi(mine(gold({ status: "past_due", graceUntil: GRACE })));
    show();
    expect(await screen.findByText(t.pastDue(day(GRACE)))).toBeInTheDocument();
    expect(within(section()).queryByRole("button")).not.toBeInTheDocument();
    expect(within(section()).getByRole("link", { name: "See packages" })).toHaveAttribute("href", "/#packages");
  });

  it("says there is no card to renew with", async () => {
    fakeApi(mine(gold({ canRenew: false })));
    show();
    expect(await screen.findByText(t.noCard)).toBeInTheDocument();
  });

  it.each([
    ["no subscription", null],
    ["an ended one", gold({ status: "ended" })],
  ])("with %s: no package, and the way to the packages", async (_case, subscription) => {
    fakeApi(mine(subscription));
    show();
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    expect(screen.getByText(t.noneNote)).toBeInTheDocument();
    expect(within(section()).getByRole("link", { name: "See packages" })).toHaveAttribute("href", "/#packages");
  });

  it("shows the loading state, then the load error", async () => {
    let fail: () => void = () => {};
    fakeApi({
      "GET /subscription": () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 500, body: { message: "Internal error", code: "INTERNAL" } });
        }),
    });
    show();
    expect(within(section()).getByText("Loading…")).toBeInTheDocument();
    await waitFor(() => fail());
    expect(await within(section()).findByRole("alert")).toHaveTextContent("Error: Internal error");
  });

  it("cancels the renewal only after the confirmation", async () => {
    const { calls } = fakeApi({
      ...mine(gold()),
      "POST /subscription/cancel": { body: gold({ autoRenew: false }) },
    });
    show();
    await userEvent.click(await within(section()).findByRole("button", { name: t.cancel }));
    let dialog = screen.getByRole("dialog", { name: t.cancelConfirmTitle });
    expect(within(dialog).getByText(t.cancelConfirmText(day(END)))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: t.keep }));
    expect(calls.some((c) => c.path === "/subscription/cancel")).toBe(false);

    await userEvent.click(within(section()).getByRole("button", { name: t.cancel }));
    dialog = screen.getByRole("dialog", { name: t.cancelConfirmTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: t.cancelConfirm }));
    expect(await screen.findByText(t.cancelled(day(END)))).toBeInTheDocument();
    expect(await screen.findByText(t.endsOn(day(END)))).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/subscription/cancel")).toHaveLength(1);
  });

  it("offers Stripe's customer portal only for a package Stripe Billing renews, and says why it cannot open", async () => {
    fakeApi(mine(gold()));
    const first = show();
    expect(await screen.findByText(t.renewsOn(day(END)))).toBeInTheDocument();
    expect(within(section()).queryByRole("button", { name: t.manageBilling })).not.toBeInTheDocument();
    first.unmount();

    const { calls } = fakeApi({
      ...mine(gold({ provider: "stripe" })),
      "POST /subscription/portal": { status: 404, body: { code: "NO_SUBSCRIPTION", message: "No package to manage." } },
    });
    show();
    await userEvent.click(await within(section()).findByRole("button", { name: t.manageBilling }));
    expect(await screen.findByText("No package to manage.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/subscription/portal")).toHaveLength(1);
    expect(within(section()).getByRole("button", { name: t.manageBilling })).toBeEnabled();
  });

  it("says a scheduled downgrade and keeps the package", async () => {
    const { calls } = fakeApi({
      ...mine(gold({ nextPackage: "Silver" })),
      "POST /subscription/change": { body: gold() },
    });
    show();
    expect(await screen.findByText(t.switchesOn("Silver", day(END)))).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole("button", { name: t.keepCurrent("Gold") }));
    expect(await screen.findByText(t.changeKept("Gold"))).toBeInTheDocument();
    expect(await screen.findByText(t.renewsOn(day(END)))).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/subscription/change")?.body).toEqual({ package: "Gold" });
  });

  it("shows the server's refusal of a change", async () => {
    fakeApi({
      ...mine(gold()),
      "POST /subscription/cancel": { status: 404, body: { message: t.none, code: "NO_SUBSCRIPTION" } },
    });
    show();
    await userEvent.click(await within(section()).findByRole("button", { name: t.cancel }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: t.cancelConfirmTitle })).getByRole("button", { name: t.cancelConfirm }),
    );
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });
});
