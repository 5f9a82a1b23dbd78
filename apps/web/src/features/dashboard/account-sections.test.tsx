import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { student } from "../../test/auth-states";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { fillJsdomGaps } from "../../test/jsdom-gaps";
import { renderApp } from "../../test/render-app";
import { ChangePasswordSection, DeleteAccountSection, EditProfileSection } from "./account-sections";

const m = MESSAGES.account;

beforeEach(() => {
  fillJsdomGaps();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("My Profile's account sections (issue 19)", () => {
  it("edits name and photo with the register form's rules, then reads the session again", async () => {
    const { calls } = fakeApi({ "POST /auth/update-user": { body: { status: true } } });
    const { refresh } = renderApp({ element: <EditProfileSection />, auth: student });
    const form = within(screen.getByRole("form", { name: m.editTitle }));
    await userEvent.clear(form.getByLabelText(m.nameLabel));
    await userEvent.clear(form.getByLabelText(m.photoLabel));
    await userEvent.type(form.getByLabelText(m.photoLabel), "ftp://nope");
    await userEvent.click(form.getByRole("button", { name: m.save }));
    expect(await form.findByText(MESSAGES.auth.nameRequired)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.auth.photoUrlInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(form.getByLabelText(m.nameLabel), "New Name");
    await userEvent.clear(form.getByLabelText(m.photoLabel));
    await userEvent.type(form.getByLabelText(m.photoLabel), "https://example.org/me.png");
    await userEvent.click(form.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.profileSaved)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ name: "New Name", image: "https://example.org/me.png" }]);
    expect(refresh).toHaveBeenCalled();
  });

  it("changes the password (current one required, other sessions end) and shows a wrong current one on its field", async () => {
    let answer: FakeAnswer = { status: 400, body: { message: "Invalid password", code: "INVALID_PASSWORD" } };
    const { calls } = fakeApi({ "POST /auth/change-password": () => answer });
    renderApp({ element: <ChangePasswordSection />, auth: student });
    expect(screen.getByText(m.changePasswordNote)).toBeInTheDocument();
    const form = within(screen.getByRole("form", { name: m.changePasswordTitle }));
    await userEvent.type(form.getByLabelText(m.currentPassword), "Wrong1x");
    await userEvent.type(form.getByLabelText(m.newPassword), "Changed42");
    await userEvent.type(form.getByLabelText(m.confirmPassword), "Changed42");
    await userEvent.click(form.getByRole("button", { name: m.changePasswordSubmit }));
    expect(await form.findByText(m.wrongPassword)).toBeInTheDocument();
    expect(form.getByLabelText(m.newPassword)).toHaveValue("Changed42");
    answer = { status: 200, body: { token: "t" } };
    await userEvent.click(form.getByRole("button", { name: m.changePasswordSubmit }));
    expect(await screen.findByText(m.passwordChanged)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      currentPassword: "Wrong1x",
      newPassword: "Changed42",
      revokeOtherSessions: true,
    });
  });

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

  it("links the new password's rule and its error to the field", async () => {
    fakeApi({});
    renderApp({ element: <ChangePasswordSection />, auth: student });
    const field = screen.getByLabelText(m.newPassword);
    expect(field.getAttribute("aria-describedby")?.split(" ")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: m.changePasswordSubmit }));
    await vi.waitFor(() => expect(field.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2));
    const ids = field.getAttribute("aria-describedby")!.split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      MESSAGES.auth.passwordRule,
      expect.stringMatching(/.+/),
    ]);
  });
});
