import { MESSAGES, type OutboxMessage, type OutboxText } from "@medcamp/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

const text = (n: number, overrides: Partial<OutboxText> = {}): OutboxText => ({
  _id: `t${n}`,
  to: `+88017123456${n}0`,
  text: `MedCamp code: 12345${n}. It expires in 10 minutes. Do not share it.`,
  kind: "code",
  channel: "sms",
  encoding: "gsm7",
  segments: 1,
  state: "outbox",
  provider: "outbox",
  attempts: 1,
  lastError: null,
  createdAt: "2026-11-29T03:00:00.000Z",
  sentAt: "2026-11-29T03:00:01.000Z",
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

  it("lists the text messages beside the e-mails, with their state, segments and last error, paged on their own", async () => {
    const { calls } = fakeApi({
      "GET /admin/outbox": {
        body: {
          messages: [message(1)],
          totalPages: 1,
          texts: [
            text(1),
            text(2, {
              text: "MedCamp: ঢাকা মেডিকেল-এ আপনার রেফারেল আছে — এই কোড দেখান: 3F2A-9C1B। বন্ধ করতে STOP লিখুন।",
              kind: "referral-reminder",
              channel: "whatsapp",
              encoding: "ucs2",
              segments: 2,
              state: "failed",
              provider: "http",
              attempts: 8,
              lastError: "gateway answered 400",
              sentAt: null,
            }),
          ],
          textPages: 4,
        },
      },
    });
    renderApp({ element: <OutboxPage />, at: "/admin/outbox?page=2" });
    const lists = await screen.findByRole("navigation", { name: "Messages" });
    // The e-mails first, as before.
    expect(within(lists).getByRole("link", { name: "E-mails" })).toHaveAttribute("aria-current", "true");
    expect(await screen.findByText("camper1@example.org")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.outbox.intro)).toBeInTheDocument();

    // Another list starts on its first page.
    fireEvent.click(within(lists).getByRole("link", { name: "Text messages" }));
    expect(await screen.findByText(MESSAGES.outbox.textsIntro)).toBeInTheDocument();
    expect(within(lists).getByRole("link", { name: "Text messages" })).toHaveAttribute("aria-current", "true");
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toSatisfy((url) => !String(url).includes("page=2")),
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Date", "To", "Text", "Kind", "State", "Segments", "Attempts", "Sent", "Last error"]);
    const rows = screen.getAllByRole("row");
    expect(within(rows[1]!).getByText("+8801712345610")).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/MedCamp code: 123451\./)).toBeInTheDocument();
    expect(within(rows[1]!).getByText("1 · GSM-7")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("outbox", { selector: ".badge" })).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/ঢাকা মেডিকেল/)).toHaveAttribute("dir", "auto");
    expect(within(rows[2]!).getByText("2 · UCS-2")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("failed")).toHaveClass("badge-error");
    // The provider that took it; the built-in outbox is its state already.
    expect(within(rows[2]!).getByText("http")).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText("outbox")).toHaveLength(1);
    expect(within(rows[2]!).getByText("referral-reminder")).toBeInTheDocument();
    // A WhatsApp message is named so; an SMS is the list's default.
    expect(within(rows[2]!).getByText("whatsapp", { selector: ".badge" })).toBeInTheDocument();
    expect(within(rows[1]!).queryByText("sms")).toBeNull();
    expect(within(rows[2]!).getByText("gateway answered 400")).toBeInTheDocument();
    // The pager counts the texts' pages.
    expect(screen.getByRole("navigation", { name: "Text message pages" })).toHaveTextContent("4");
    expect(screen.queryByText("camper1@example.org")).toBeNull();
    expect(calls.every((c) => c.path === "/admin/outbox")).toBe(true);
  });

  it("says so when there is no text message yet", async () => {
    fakeApi({ "GET /admin/outbox": { body: { messages: [], totalPages: 1, texts: [], textPages: 1 } } });
    renderApp({ element: <OutboxPage />, at: "/admin/outbox?list=texts" });
    expect(await screen.findByText("No text messages yet.")).toBeInTheDocument();
  });
});
