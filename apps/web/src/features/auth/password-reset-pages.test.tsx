import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

const m = MESSAGES.account;
const routes = [
  { path: "/auth/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/auth/reset-password", element: <ResetPasswordPage /> },
];
const sameAnswer = { body: { status: true, message: "If this email exists in our system, check your email" } };

describe("ForgotPasswordPage", () => {
  it("sends the address and then always shows the same note", async () => {
    const { calls } = fakeApi({ "POST /auth/request-password-reset": sameAnswer });
    renderApp({ routes, at: "/auth/forgot-password" });
    const form = within(screen.getByRole("form", { name: m.forgotTitle }));
    await userEvent.type(form.getByLabelText("Email"), "someone@example.org");
    await userEvent.click(form.getByRole("button", { name: m.forgotSubmit }));
    expect(await screen.findByRole("status")).toHaveTextContent(m.forgotSent);
    // The form is gone: focus lands on the note, not on the page's body.
    expect(screen.getByRole("status")).toHaveFocus();
    expect(calls.filter((c) => c.path === "/auth/request-password-reset").map((c) => c.body)).toEqual([
      { email: "someone@example.org" },
    ]);
  });

  it("checks the address first and keeps it when the server refuses (too many tries)", async () => {
    const { calls } = fakeApi({
      "POST /auth/request-password-reset": {
        status: 429,
        body: { message: MESSAGES.errors.tooManyRequests, code: "RATE_LIMITED" },
      },
    });
    renderApp({ routes, at: "/auth/forgot-password" });
    const form = within(screen.getByRole("form", { name: m.forgotTitle }));
    await userEvent.click(form.getByRole("button", { name: m.forgotSubmit }));
    expect(await form.findByText(MESSAGES.auth.emailRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(form.getByLabelText("Email"), "someone@example.org");
    await userEvent.click(form.getByRole("button", { name: m.forgotSubmit }));
    expect(await form.findByText(MESSAGES.errors.tooManyRequests)).toBeInTheDocument();
    expect(form.getByLabelText("Email")).toHaveValue("someone@example.org");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("ResetPasswordPage", () => {
  const fill = async (password: string, confirm = password) => {
    const form = within(screen.getByRole("form", { name: m.resetTitle }));
    await userEvent.clear(form.getByLabelText(m.newPassword));
    await userEvent.type(form.getByLabelText(m.newPassword), password);
    await userEvent.clear(form.getByLabelText(m.confirmPassword));
    await userEvent.type(form.getByLabelText(m.confirmPassword), confirm);
    await userEvent.click(form.getByRole("button", { name: m.resetSubmit }));
    return form;
  };

  it("holds the new password to the rule, asks for it twice, then sends it with the token and goes to login", async () => {
    const { calls } = fakeApi({ "POST /auth/reset-password": { body: { status: true } } });
    renderApp({
      routes: [...routes, { path: "/auth/login", element: <p>Landed at login</p> }],
      at: "/auth/reset-password?token=abc123",
    });
    let form = await fill("weakpass");
    expect(
      await form.findByText(MESSAGES.auth.passwordRule, { selector: "#reset-password-error" }),
    ).toBeInTheDocument();
    form = await fill("Strong42", "Strong43");
    expect(await form.findByText(m.passwordsDiffer)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await fill("Strong42");
    expect(await screen.findByText("Landed at login")).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ newPassword: "Strong42", token: "abc123" }]);
  });

  it("says when the link expired or was used, with a link to ask again", async () => {
    fakeApi({
      "POST /auth/reset-password": { status: 400, body: { message: "Invalid token", code: "INVALID_TOKEN" } },
    });
    renderApp({ routes, at: "/auth/reset-password?token=old" });
    await fill("Strong42");
    expect(await screen.findByRole("alert")).toHaveTextContent(m.resetLinkInvalid);
    expect(screen.getByRole("link", { name: m.askAgain })).toHaveAttribute("href", "/auth/forgot-password");
  });

  it("shows the server's password refusal on the field and keeps the input", async () => {
    fakeApi({
      "POST /auth/reset-password": {
        status: 400,
        body: { message: MESSAGES.auth.passwordTooCommon, code: "PASSWORD_TOO_COMMON" },
      },
    });
    renderApp({ routes, at: "/auth/reset-password?token=abc" });
    const form = await fill("Password1");
    expect(await form.findByText(MESSAGES.auth.passwordTooCommon)).toBeInTheDocument();
    expect(form.getByLabelText(m.newPassword)).toHaveValue("Password1");
  });

  it("without a token shows the invalid-link note at once", () => {
    fakeApi({});
    renderApp({ routes, at: "/auth/reset-password" });
    expect(screen.getByRole("alert")).toHaveTextContent(m.resetLinkInvalid);
  });
});
