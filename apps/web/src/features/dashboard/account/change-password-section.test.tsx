import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { student } from "../../../test/auth-states";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { ChangePasswordSection } from "./change-password-section";

const m = MESSAGES.account;

describe("My Profile: change password (issue 19)", () => {
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
