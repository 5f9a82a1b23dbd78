import { MESSAGES } from "@medcamp/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../../lib/confirm";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { NewsletterCount } from "./newsletter-count";
import { NewsletterSendForm } from "./newsletter-send-form";

vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

const TEXT = MESSAGES.newsletter;

describe("the admin's newsletter count", () => {
  it("shows confirmed subscribers and addresses waiting", async () => {
    fakeApi({ "GET /admin/newsletter": { body: { subscribers: 1, pending: 3 } } });
    renderApp({ element: <NewsletterCount /> });
    expect(await screen.findByText(TEXT.adminCount(1))).toHaveTextContent("1 newsletter subscriber");
    expect(screen.getByText(`· ${TEXT.adminPending(3)}`, { exact: false })).toBeInTheDocument();
  });
});

describe("the admin's newsletter form", () => {
  it("asks for a subject and a message, confirms with the subscriber count, sends, and clears the form", async () => {
    const { calls } = fakeApi({
      "GET /admin/newsletter": { body: { subscribers: 2, pending: 0 } },
      "POST /admin/newsletter/send": { status: 202, body: { recipients: 2 } },
    });
    renderApp({ element: <NewsletterSendForm /> });
    const send = await screen.findByRole("button", { name: TEXT.send });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(await screen.findByText(TEXT.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(TEXT.textRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(TEXT.subjectLabel)).toHaveAttribute("aria-invalid", "true");

    vi.mocked(confirmDestructive).mockResolvedValueOnce(false);
    fireEvent.change(screen.getByLabelText(TEXT.subjectLabel), { target: { value: "Camp news" } });
    fireEvent.change(screen.getByLabelText(TEXT.textLabel), { target: { value: "Hello\n\nSee you" } });
    fireEvent.click(send);
    await waitFor(() => expect(confirmDestructive).toHaveBeenCalledWith(TEXT.sendConfirm(2)));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    vi.mocked(confirmDestructive).mockResolvedValueOnce(true);
    fireEvent.click(send);
    expect(await screen.findByText(TEXT.sent(2))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { subject: "Camp news", text: "Hello\n\nSee you" },
    ]);
    expect(screen.getByLabelText(TEXT.subjectLabel)).toHaveValue("");
  });

  it("keeps the text when sending fails, and cannot send without subscribers", async () => {
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    fakeApi({
      "GET /admin/newsletter": { body: { subscribers: 1, pending: 0 } },
      "POST /admin/newsletter/send": { status: 503, body: { message: "Busy, try again", code: "BUSY" } },
    });
    const { unmount } = renderApp({ element: <NewsletterSendForm /> });
    const send = await screen.findByRole("button", { name: TEXT.send });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.change(screen.getByLabelText(TEXT.subjectLabel), { target: { value: "Kept" } });
    fireEvent.change(screen.getByLabelText(TEXT.textLabel), { target: { value: "Kept too" } });
    fireEvent.click(send);
    expect(await screen.findByText("Busy, try again")).toBeInTheDocument();
    expect(screen.getByLabelText(TEXT.subjectLabel)).toHaveValue("Kept");
    expect(screen.getByLabelText(TEXT.textLabel)).toHaveValue("Kept too");
    unmount();

    fakeApi({ "GET /admin/newsletter": { body: { subscribers: 0, pending: 4 } } });
    renderApp({ element: <NewsletterSendForm /> });
    expect(await screen.findByText(TEXT.noSubscribers)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXT.send })).toBeDisabled();
  });
});
