import type { AppNotification } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Navbar } from "../../components/layout/navbar";
import { ownDataKeys } from "../../lib/query-keys";
import { student, visitor } from "../../test/auth-states";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { NotificationBell } from "./notification-bell";
import { NotificationsPage } from "./notifications-page";

const notification = (n: number, overrides: Partial<AppNotification> = {}): AppNotification => ({
  _id: `n${n}`,
  kind: "request-received",
  title: `Title ${n}`,
  body: `Body ${n}`,
  link: null,
  read: false,
  createdAt: `2026-11-2${n}T08:00:00.000Z`,
  ...overrides,
});

/** A small server of the user's notifications: GET pages them, the POSTs mark them read. */
function notificationServer(rows: AppNotification[], fail: { markRead?: boolean } = {}) {
  const unread = () => rows.filter((r) => !r.read).length;
  const routes: Record<string, FakeAnswer | (() => FakeAnswer)> = {
    "GET /notifications": () => ({ body: { notifications: rows, totalPages: 2, unread: unread() } }),
    "GET /notifications/unread-count": () => ({ body: { unread: unread() } }),
    "POST /notifications/read-all": () => {
      const updated = unread();
      for (const r of rows) r.read = true;
      return { body: { message: "All notifications marked as read", updated } };
    },
  };
  for (const row of rows) {
    routes[`POST /notifications/${row._id}/read`] = () => {
      if (fail.markRead) return { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } };
      row.read = true;
      return { body: { message: "Notification marked as read" } };
    };
  }
  return fakeApi(routes);
}

describe("the notification bell", () => {
  it("names and shows the unread count, and links to the notifications page", async () => {
    notificationServer([notification(1), notification(2), notification(3, { read: true })]);
    renderApp({ element: <NotificationBell />, auth: student });
    const bell = await screen.findByRole("link", { name: "Notifications, 2 unread" });
    expect(bell).toHaveAttribute("href", "/user/notifications");
    expect(bell).toHaveTextContent("2");
  });

  it("shows no badge when everything is read, and 99+ beyond 99", async () => {
    fakeApi({ "GET /notifications/unread-count": { body: { unread: 0 } } });
    const { unmount, queryClient } = renderApp({ element: <NotificationBell />, auth: student });
    await waitFor(() =>
      expect(queryClient.getQueryState(ownDataKeys.unreadCount(student.user!.email))?.status).toBe("success"),
    );
    const quiet = screen.getByRole("link", { name: "Notifications" });
    expect(quiet.textContent).toBe("");
    unmount();
    fakeApi({ "GET /notifications/unread-count": { body: { unread: 250 } } });
    renderApp({ element: <NotificationBell />, auth: student });
    expect(await screen.findByRole("link", { name: "Notifications, 250 unread" })).toHaveTextContent("99+");
  });

  it("asks again every minute, not in a busy loop", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = notificationServer([notification(1)]);
      renderApp({ element: <NotificationBell />, auth: student });
      await screen.findByRole("link", { name: "Notifications, 1 unread" });
      const asked = () => calls.filter((c) => c.path === "/notifications/unread-count").length;
      expect(asked()).toBe(1);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(asked()).toBe(1);
      await vi.advanceTimersByTimeAsync(31_000);
      expect(asked()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sits in the navbar beside the account menu of a signed-in user", async () => {
    const { calls } = notificationServer([notification(1)]);
    renderApp({ element: <Navbar signedInExtras={<NotificationBell />} />, auth: student });
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it("renders nothing for a visitor", () => {
    const { calls } = notificationServer([notification(1)]);
    renderApp({ element: <NotificationBell />, auth: visitor });
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe("the notifications page", () => {
  it("lists newest first as the server sends them, marks unread ones visibly, and asks for the URL's page", async () => {
    notificationServer([notification(3), notification(2, { read: true }), notification(1)]);
    renderApp({ element: <NotificationsPage />, auth: student, at: "/user/notifications?page=2&limit=5" });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual(["Title 3", "Title 2", "Title 1"]);
    expect(within(items[0]!).getByText("Unread")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("Unread")).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole("button", { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByText("You have 2 unread notifications.")).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("page=2&limit=5"))).toBe(true);
    expect(screen.getByRole("navigation", { name: "Notification pages" })).toBeInTheDocument();
  });

  it("marks one read, then all, and the list and count follow", async () => {
    const { calls } = notificationServer([notification(2), notification(1)]);
    renderApp({ element: <NotificationsPage />, auth: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Mark as read: Title 2" }));
    await screen.findByText("You have 1 unread notification.");
    expect(screen.queryByRole("button", { name: "Mark as read: Title 2" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/notifications/n2/read")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await screen.findByText("You are all caught up.");
    expect(await screen.findByText("All notifications marked as read")).toBeInTheDocument();
    expect(screen.queryByText("Unread")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("says so when marking fails, and the notification stays unread", async () => {
    notificationServer([notification(1)], { markRead: true });
    renderApp({ element: <NotificationsPage />, auth: student });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Mark as read: Title 1" }));
    expect(await screen.findByText("Could not mark as read. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Unread")).toBeInTheDocument();
  });

  it("opens a notification's link and marks it read on the way", async () => {
    const { calls } = notificationServer([notification(1, { link: "/meal/abc" })]);
    renderApp({
      routes: [{ path: "/user/notifications", element: <NotificationsPage /> }],
      at: "/user/notifications",
      auth: student,
    });
    await userEvent.setup().click(await screen.findByRole("link", { name: "Title 1" }));
    expect(await screen.findByText("Landed at /meal/abc")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/notifications/n1/read")).toBe(true));
  });

  it("never follows a link off the site", async () => {
    notificationServer([notification(1, { link: "//evil.example/x" }), notification(2, { link: "javascript:x" })]);
    renderApp({ element: <NotificationsPage />, auth: student });
    await screen.findByText("Title 1");
    expect(screen.queryByRole("link", { name: "Title 1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Title 2" })).not.toBeInTheDocument();
  });

  it("shows the empty state, and the error state", async () => {
    fakeApi({ "GET /notifications": { body: { notifications: [], totalPages: 1, unread: 0 } } });
    const { unmount } = renderApp({ element: <NotificationsPage />, auth: student });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    unmount();
    fakeApi({ "GET /notifications": { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } } });
    renderApp({ element: <NotificationsPage />, auth: student });
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your notifications. Please try again.");
  });
});
