import { MESSAGES, type OutboxMessage } from "@medcamp/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { OutboxPage } from "./outbox-page";

const message = (n: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: `m${n}`,
  to: `camper${n}@example.org`,
  subject: `Subject ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello <b>${n}</b></p><script>parent.alert(1)</script>`,
  state: "outbox",
  attempts: 0,
  lastError: null,
  attachments: [],
  createdAt: "2026-11-24T03:00:00.000Z",
  sentAt: null,
  ...overrides,
});

describe("the admin outbox", () => {
  it("lists the e-mails with their state, pages them, and shows one in a sandboxed frame", async () => {
    const { calls } = fakeApi({
      "GET /admin/outbox": {
        body: {
          messages: [message(1), message(2, { state: "failed", attempts: 1, lastError: "550 no such user" })],
          totalPages: 3,
        },
      },
    });
    renderApp({ element: <OutboxPage />, at: "/admin/outbox?page=2&limit=5" });
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]!).getByText("camper1@example.org")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("failed")).toHaveAttribute("title", "550 no such user");
    expect(calls.find((c) => c.path === "/admin/outbox")).toBeDefined();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("page=2&limit=5"))).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "View Subject 2 to camper2@example.org" }));
    const dialog = await screen.findByRole("dialog", { name: "Subject 2" });
    const frame = within(dialog).getByTitle("HTML part: Subject 2");
    // No allowances at all: the message's own markup can run nothing and reach nothing of the app.
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("srcdoc", expect.stringContaining("<b>2</b>"));
    expect(within(dialog).getByText("Hello 2")).toBeInTheDocument();
    expect(within(dialog).getByText("550 no such user")).toBeInTheDocument();
  });

  it("names a message's attachments, and says when a message is not written yet", async () => {
    fakeApi({
      "GET /admin/outbox": {
        body: {
          messages: [
            message(3, { attachments: [{ filename: "camp.ics", contentType: "text/calendar" }] }),
            message(4, { html: "", text: "" }),
          ],
          totalPages: 1,
        },
      },
    });
    renderApp({ element: <OutboxPage /> });
    fireEvent.click(await screen.findByRole("button", { name: "View Subject 3 to camper3@example.org" }));
    const dialog = await screen.findByRole("dialog", { name: "Subject 3" });
    expect(within(dialog).getByText("camp.ics (text/calendar)")).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.outbox.notRendered)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.click(await screen.findByRole("button", { name: "View Subject 4 to camper4@example.org" }));
    expect(await screen.findByText(MESSAGES.outbox.notRendered)).toBeInTheDocument();
  });

  it("says so when there is no mail yet", async () => {
    fakeApi({ "GET /admin/outbox": { body: { messages: [], totalPages: 1 } } });
    renderApp({ element: <OutboxPage /> });
    expect(await screen.findByText("No e-mails yet.")).toBeInTheDocument();
  });
});
