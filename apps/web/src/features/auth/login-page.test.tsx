import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { appConfigRoute } from "../../test/app-config";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { LoginPage } from "./login-page";

/** Any other page it sends the user to shows "Landed at {path}". */
const routes = [{ path: "/auth/login", element: <LoginPage /> }];

const config = appConfigRoute();
const withGoogle = appConfigRoute({ googleEnabled: true });
const form = () => within(screen.getByRole("form", { name: "Login" }));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(form().getByLabelText("Email"), email);
  if (password) await user.type(form().getByLabelText("Password"), password);
  await user.click(form().getByRole("button", { name: "Login" }));
}

describe("LoginPage", () => {
  it("labels every input and shows the demo admin hint", async () => {
    fakeApi(config);
    renderApp({ routes, at: "/auth/login" });
    expect(form().getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(form().getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(await screen.findByRole("note")).toHaveTextContent("admin@medcamp.dev / CampAdmin1");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
  });

  it("offers Google sign-in only when the server says it is configured", async () => {
    fakeApi(config);
    const { unmount } = renderApp({ routes, at: "/auth/login" });
    await screen.findByRole("note");
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
    unmount();
    fakeApi(withGoogle);
    renderApp({ routes, at: "/auth/login" });
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });

  it("requires the e-mail and the password, linking each message to its input", async () => {
    const { calls } = fakeApi(config);
    renderApp({ routes, at: "/auth/login" });
    await fillAndSubmit("", "");
    const email = form().getByLabelText("Email");
    expect(await form().findByText("Email is required")).toHaveAttribute("id", "login-email-error");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAttribute("aria-describedby", "login-email-error");
    expect(form().getByText("Password is required")).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith("/auth/"))).toBe(false);
  });

  it("shows a failed sign-in with its code under the form, on the e-mail field and in a toast, keeping the input", async () => {
    fakeApi({
      ...config,
      "POST /auth/sign-in/email": {
        status: 401,
        body: { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" },
      },
    });
    const { refresh } = renderApp({ routes, at: "/auth/login" });
    await fillAndSubmit("sara@medcamp.dev", "WrongPass1");
    const coded = "Wrong e-mail or password (INVALID_EMAIL_OR_PASSWORD)";
    expect(await form().findByRole("alert")).toHaveTextContent(coded);
    expect(form().getByLabelText("Email")).toHaveAccessibleDescription(coded);
    expect(form().getByLabelText("Email")).toHaveValue("sara@medcamp.dev");
    expect((await screen.findAllByText(coded)).length).toBe(3);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows the code when the server gives no message", async () => {
    fakeApi({
      ...config,
      "POST /auth/sign-in/email": { status: 429, body: { message: "", code: "TOO_MANY_REQUESTS" } },
    });
    renderApp({ routes, at: "/auth/login" });
    await fillAndSubmit("sara@medcamp.dev", "CampUser1");
    expect(await form().findByRole("alert")).toHaveTextContent("TOO_MANY_REQUESTS");
  });

  it("signs in, greets, refreshes the session and goes back to the saved location", async () => {
    const { calls } = fakeApi({ ...config, "POST /auth/sign-in/email": { body: { user: { id: "u1" } } } });
    const { refresh } = renderApp({
      routes,
      at: {
        pathname: "/auth/login",
        state: { from: { pathname: "/meal/42", search: "?tab=reviews" } },
      },
    });
    await fillAndSubmit("sara@medcamp.dev", "CampUser1");
    expect(await screen.findByText("Landed at /meal/42?tab=reviews")).toBeInTheDocument();
    expect(await screen.findByText("Successfully Logged In")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    expect(calls.find((c) => c.path === "/auth/sign-in/email")?.body).toEqual({
      email: "sara@medcamp.dev",
      password: "CampUser1",
    });
  });

  it("follows a same-site ?redirect= path", async () => {
    fakeApi({ ...config, "POST /auth/sign-in/email": { body: { user: { id: "u1" } } } });
    renderApp({ routes, at: "/auth/login?redirect=/meals" });
    await fillAndSubmit("sara@medcamp.dev", "CampUser1");
    expect(await screen.findByText("Landed at /meals")).toBeInTheDocument();
  });

  it("goes home when the saved location points to another site", async () => {
    fakeApi({ ...config, "POST /auth/sign-in/email": { body: { user: { id: "u1" } } } });
    renderApp({ routes, at: "/auth/login?redirect=//evil.example/x" });
    await fillAndSubmit("sara@medcamp.dev", "CampUser1");
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
  });

  it("shows the error code in a toast when Google sign-in fails", async () => {
    fakeApi({
      ...withGoogle,
      "POST /auth/sign-in/social": { status: 404, body: { message: "Provider not found", code: "PROVIDER_NOT_FOUND" } },
    });
    renderApp({ routes, at: "/auth/login" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(
      await screen.findByText("Google sign-in failed: Google sign-in is not available here. (PROVIDER_NOT_FOUND)"),
    ).toBeInTheDocument();
  });

  it("shows the error code Google sign-in came back with", async () => {
    fakeApi(config);
    renderApp({ routes, at: "/auth/login?error=account_not_linked" });
    expect(await screen.findByText("Google sign-in failed (account_not_linked)")).toBeInTheDocument();
  });
});
