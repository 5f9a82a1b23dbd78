import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { student } from "../../../test/auth-states";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { DeleteAccountSection } from "./delete-account-section";

const m = MESSAGES.account;

describe("My Profile: delete my account (issue 19)", () => {
  it("deletes only after the dialog's password; a wrong one keeps the dialog and nothing else happens", async () => {
    let answer: FakeAnswer = { status: 403, body: { message: m.wrongPassword, code: "WRONG_PASSWORD" } };
    const { calls } = fakeApi({
      "GET /auth/list-accounts": { body: [{ providerId: "credential" }] },
      "DELETE /me": () => answer,
    });
    const { refresh } = renderApp({
      routes: [{ path: "/user/profile", element: <DeleteAccountSection /> }],
      at: "/user/profile",
      auth: student,
    });
    await userEvent.click(screen.getByRole("button", { name: m.deleteButton }));
    const dialog = within(await screen.findByRole("dialog", { name: m.deleteConfirmTitle }));
    await userEvent.click(dialog.getByRole("button", { name: m.deleteConfirm }));
    expect(await dialog.findByText(MESSAGES.auth.passwordRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.type(dialog.getByLabelText(m.currentPassword), "Wrong1x");
    await userEvent.click(dialog.getByRole("button", { name: m.deleteConfirm }));
    expect(await dialog.findByText(m.wrongPassword)).toBeInTheDocument();
    expect(dialog.getByLabelText(m.currentPassword)).toHaveValue("Wrong1x");
    expect(refresh).not.toHaveBeenCalled();
    answer = { status: 200, body: { message: m.deleted } };
    await userEvent.click(dialog.getByRole("button", { name: m.deleteConfirm }));
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.body)).toEqual([
      { password: "Wrong1x" },
      { password: "Wrong1x" },
    ]);
    expect(refresh).toHaveBeenCalled();
  });

  it("asks a Google-only account for its e-mail address instead of a password", async () => {
    const { calls } = fakeApi({
      "GET /auth/list-accounts": { body: [{ providerId: "google" }] },
      "DELETE /me": { body: { message: m.deleted } },
    });
    renderApp({ element: <DeleteAccountSection />, auth: student });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: m.deleteButton })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: m.deleteButton }));
    const dialog = within(await screen.findByRole("dialog", { name: m.deleteConfirmTitle }));
    expect(await dialog.findByText(m.deleteConfirmEmail)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText("Email"), "me@example.org");
    await userEvent.click(dialog.getByRole("button", { name: m.deleteConfirm }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ email: "me@example.org" });
  });

  it("offers Delete only once it knows whether the account has a password, with a retry when that fails", async () => {
    let fail = true;
    fakeApi({
      "GET /auth/list-accounts": () =>
        fail ? { status: 500, body: { message: "Internal error" } } : { body: [{ providerId: "google" }] },
    });
    renderApp({ element: <DeleteAccountSection />, auth: student });
    const remove = screen.getByRole("button", { name: m.deleteButton });
    expect(remove).toBeDisabled();
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.camps.errorLater);
    expect(remove).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: m.tryAgain }));
    await vi.waitFor(() => expect(remove).toBeEnabled());
    await userEvent.click(remove);
    const dialog = within(await screen.findByRole("dialog", { name: m.deleteConfirmTitle }));
    expect(dialog.getByText(m.deleteConfirmEmail)).toBeInTheDocument();
  });
});
