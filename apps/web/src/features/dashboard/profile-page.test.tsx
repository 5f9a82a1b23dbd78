import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDestructive } from "../../lib/confirm";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { NO_CONTACT } from "./contact/contact-test-data";
import { ProfilePage } from "./profile-page";

vi.mock("../../lib/confirm", () => import("../../test/mock-confirm"));

const OLD_URL = "http://localhost/api/calendar/old-token.ics";
const NEW_URL = "http://localhost/api/calendar/new-token.ics";
/**
 * Sam's profile (the page asks for it by the encoded e-mail), sign-in methods and how MedCamp reaches Sam, which the
 * page reads beside the feed.
 */
const profile = {
  "GET /users/sam%40example.org": { body: { user: { name: "Sam", email: "sam@example.org", badge: null } } },
  "GET /auth/list-accounts": { body: [{ providerId: "credential" }] },
  "GET /me/contact": { body: NO_CONTACT },
};

/** Puts `clipboard` on navigator (jsdom has none) for one test. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

afterEach(() => {
  stubClipboard(undefined);
});

describe("My Profile's calendar feed", () => {
  it("shows the feed link read-only and copies it", async () => {
    fakeApi({ ...profile, "GET /me/calendar": { body: { url: OLD_URL } } });
    const writeText = vi.fn(async () => {});
    stubClipboard({ writeText });
    renderApp({ element: <ProfilePage />, auth: student });
    expect(await screen.findByRole("heading", { name: "Calendar feed" })).toBeInTheDocument();
    expect(
      screen.getByText("Subscribe to this link in your calendar app to see the camps you joined."),
    ).toBeInTheDocument();
    const link = await screen.findByLabelText("Your calendar link");
    expect(link).toHaveValue(OLD_URL);
    expect(link).toHaveAttribute("readonly");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(OLD_URL);
  });

  it("selects the link and says how to copy it where the clipboard is not available", async () => {
    fakeApi({ ...profile, "GET /me/calendar": { body: { url: OLD_URL } } });
    renderApp({ element: <ProfilePage />, auth: student });
    const link = await screen.findByLabelText<HTMLInputElement>("Your calendar link");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(/Copying is not available here/)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, OLD_URL.length]);
  });

  it("replaces the link after the confirmation and shows the new one", async () => {
    const { calls } = fakeApi({
      ...profile,
      "GET /me/calendar": { body: { url: OLD_URL } },
      "POST /me/calendar/rotate": { body: { url: NEW_URL } },
    });
    vi.mocked(confirmDestructive).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderApp({ element: <ProfilePage />, auth: student });
    const link = await screen.findByLabelText("Your calendar link");
    await waitFor(() => expect(link).toHaveValue(OLD_URL));
    const replace = screen.getByRole("button", { name: "Replace link" });

    fireEvent.click(replace);
    await waitFor(() => expect(confirmDestructive).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(replace);
    expect(
      await screen.findByText("Your calendar link has been replaced. The old link no longer works."),
    ).toBeInTheDocument();
    expect(link).toHaveValue(NEW_URL);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/me/calendar/rotate"]);
    expect(calls.filter((c) => c.path === "/me/calendar")).toHaveLength(1);
  });

  it("says so when the link cannot be replaced", async () => {
    fakeApi({
      ...profile,
      "GET /me/calendar": { body: { url: OLD_URL } },
      "POST /me/calendar/rotate": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
    });
    vi.mocked(confirmDestructive).mockResolvedValue(true);
    renderApp({ element: <ProfilePage />, auth: student });
    const link = await screen.findByLabelText("Your calendar link");
    await waitFor(() => expect(link).toHaveValue(OLD_URL));
    fireEvent.click(screen.getByRole("button", { name: "Replace link" }));
    expect(await screen.findByText("Internal error")).toBeInTheDocument();
    expect(link).toHaveValue(OLD_URL);
  });
});
