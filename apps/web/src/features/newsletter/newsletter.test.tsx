import { MESSAGES } from "@medcamp/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { NewsletterConfirmPage } from "./confirm-page";
import { NewsletterSection } from "./newsletter-section";
import { UnsubscribePage } from "./unsubscribe-page";

vi.mock("../../lib/confirm", () => import("../../test/mock-confirm"));

const TEXT = MESSAGES.newsletter;
const invalidLink = (code: string) => ({ status: 400, body: { message: "refused", code } });

describe("/newsletter/confirm", () => {
  it("changes nothing on opening, confirms on the button", async () => {
    const { calls } = fakeApi({ "POST /newsletter/confirm": { body: { message: TEXT.confirmed } } });
    renderApp({ element: <NewsletterConfirmPage />, at: "/newsletter/confirm?token=abc_123" });
    expect(screen.getByRole("heading", { name: TEXT.confirmTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXT.confirmIntro)).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: TEXT.confirmButton }));
    expect(await screen.findByText(TEXT.confirmed)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", path: "/newsletter/confirm", body: { token: "abc_123" } }]);
    expect(screen.queryByRole("button", { name: TEXT.confirmButton })).not.toBeInTheDocument();
  });

  it("says when the link is invalid or expired, and when there is no token at all", async () => {
    fakeApi({ "POST /newsletter/confirm": invalidLink("NEWSLETTER_LINK_INVALID") });
    const { unmount } = renderApp({ element: <NewsletterConfirmPage />, at: "/newsletter/confirm?token=old" });
    fireEvent.click(screen.getByRole("button", { name: TEXT.confirmButton }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.linkInvalid);
    expect(screen.queryByRole("button", { name: TEXT.confirmButton })).not.toBeInTheDocument();
    unmount();

    renderApp({ element: <NewsletterConfirmPage />, at: "/newsletter/confirm" });
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.linkMissing);
    expect(screen.queryByRole("button", { name: TEXT.confirmButton })).not.toBeInTheDocument();
  });

  it("lets the visitor try again after a server failure", async () => {
    let failures = 1;
    fakeApi({
      "POST /newsletter/confirm": () =>
        failures-- > 0
          ? { status: 503, body: { message: "Busy", code: "BUSY" } }
          : { body: { message: TEXT.confirmed } },
    });
    renderApp({ element: <NewsletterConfirmPage />, at: "/newsletter/confirm?token=t" });
    fireEvent.click(screen.getByRole("button", { name: TEXT.confirmButton }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.confirmFailed);
    fireEvent.click(screen.getByRole("button", { name: TEXT.confirmButton }));
    expect(await screen.findByText(TEXT.confirmed)).toBeInTheDocument();
  });
});

describe("/unsubscribe", () => {
  it("names what stops, and unsubscribes with the token on the button", async () => {
    const { calls } = fakeApi({
      "POST /unsubscribe": { body: { topic: "reminders", message: TEXT.unsubscribed(TEXT.topics.reminders) } },
    });
    renderApp({ element: <UnsubscribePage />, at: "/unsubscribe?token=reminders.dXNlcg.sig" });
    expect(screen.getByText(TEXT.topics.reminders)).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: TEXT.unsubscribeButton }));
    expect(await screen.findByText(TEXT.unsubscribed(TEXT.topics.reminders))).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /unsubscribe"]);
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toBe("/api/unsubscribe?token=reminders.dXNlcg.sig");
  });

  it("refuses a link that is not ours, before and after asking the server", async () => {
    const { calls } = fakeApi({ "POST /unsubscribe": invalidLink("UNSUBSCRIBE_LINK_INVALID") });
    const { unmount } = renderApp({ element: <UnsubscribePage />, at: "/unsubscribe?token=garbage" });
    expect(screen.getByRole("alert")).toHaveTextContent(TEXT.unsubscribeInvalid);
    expect(screen.queryByRole("button", { name: TEXT.unsubscribeButton })).not.toBeInTheDocument();
    unmount();

    renderApp({ element: <UnsubscribePage />, at: "/unsubscribe?token=newsletter.eA.forged" });
    expect(screen.getByText(TEXT.topics.newsletter)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: TEXT.unsubscribeButton }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.unsubscribeInvalid);
    expect(calls).toHaveLength(1);
  });
});

describe("My Profile's newsletter section", () => {
  it("turns the newsletter on (waiting for the confirmation) and off", async () => {
    let state = { subscribed: false, pending: false };
    const { calls } = fakeApi({
      "GET /newsletter/me": () => ({ body: state }),
      "PUT /newsletter/me": (body) => {
        const on = (body as { subscribed: boolean }).subscribed;
        state = { subscribed: false, pending: on };
        return { body: state };
      },
    });
    renderApp({ element: <NewsletterSection email="sam@example.org" />, auth: student });
    const toggle = await screen.findByRole("switch", { name: TEXT.switchLabel });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getAllByText(TEXT.pendingNote("sam@example.org")).length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { subscribed: true },
      { subscribed: false },
    ]);
  });

  it("shows a confirmed subscription, and leaves the switch as it was when saving fails", async () => {
    fakeApi({
      "GET /newsletter/me": { body: { subscribed: true, pending: false } },
      "PUT /newsletter/me": { status: 503, body: { message: "Busy", code: "BUSY" } },
    });
    renderApp({ element: <NewsletterSection email="sam@example.org" />, auth: student });
    const toggle = await screen.findByRole("switch", { name: TEXT.switchLabel });
    expect(toggle).toBeChecked();
    expect(screen.getByText(TEXT.subscribedNote)).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await screen.findByText(TEXT.saveFailed)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it("says when the setting cannot load", async () => {
    fakeApi({ "GET /newsletter/me": { status: 500, body: { message: "x", code: "INTERNAL" } } });
    renderApp({ element: <NewsletterSection email="sam@example.org" />, auth: student });
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXT.loadFailed);
  });
});
