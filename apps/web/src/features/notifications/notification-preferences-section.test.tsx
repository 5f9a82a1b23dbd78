import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { NotificationPreferencesSection } from "./notification-preferences-section";

const render = () => renderApp({ element: <NotificationPreferencesSection email="sam@example.org" />, auth: student });

describe("NotificationPreferencesSection", () => {
  it("shows the saved choices as labelled switches and says what is always sent", async () => {
    fakeApi({ "GET /notification-preferences": { body: { reminders: true, campUpdates: false } } });
    render();
    expect(await screen.findByRole("switch", { name: "Reminders before a camp starts" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Updates about camps I joined" })).not.toBeChecked();
    expect(
      screen.getByText("Messages about your account, your join requests and your payments are always sent."),
    ).toBeInTheDocument();
  });

  it("saves a change at once and says so", async () => {
    let saved = { reminders: true, campUpdates: true };
    const { calls } = fakeApi({
      "GET /notification-preferences": () => ({ body: saved }),
      "PUT /notification-preferences": (body) => {
        saved = { ...saved, ...(body as object) };
        return { body: saved };
      },
    });
    render();
    const reminders = await screen.findByRole("switch", { name: "Reminders before a camp starts" });
    await userEvent.setup().click(reminders);
    expect(await screen.findByText("Preferences saved")).toBeInTheDocument();
    expect(reminders).not.toBeChecked();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ reminders: false });
    expect(screen.getByRole("switch", { name: "Updates about camps I joined" })).toBeChecked();
  });

  it("puts the switch back and says so when saving fails", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({
      "GET /notification-preferences": { body: { reminders: true, campUpdates: true } },
      "PUT /notification-preferences": () => new Promise((resolve) => (answer = resolve)),
    });
    render();
    const updates = await screen.findByRole("switch", { name: "Updates about camps I joined" });
    await userEvent.setup().click(updates);
    // Shown as changed while it is sent, and no switch takes a second change until the answer…
    await waitFor(() => expect(updates).not.toBeChecked());
    expect(updates).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Reminders before a camp starts" })).toBeDisabled();
    answer({ status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } });
    // …and back as it was once the server refused.
    expect(await screen.findByText("Could not save your preferences. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(updates).toBeChecked());
    expect(updates).toBeEnabled();
  });

  it("says so when the preferences cannot be loaded", async () => {
    fakeApi({ "GET /notification-preferences": { status: 500, body: { message: "Internal error", code: "X" } } });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal error");
  });
});
