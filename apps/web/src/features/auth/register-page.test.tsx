import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { appConfigRoute } from "../../test/app-config";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { RegisterPage } from "./register-page";

/** Any other page it sends the user to shows "Landed at {path}". */
const routes = [{ path: "/auth/register", element: <RegisterPage /> }];

const RULE =
  "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.";
/** The server offers no Google sign-in, so the page shows none. */
const config = appConfigRoute();
const form = () => within(screen.getByRole("form", { name: "Register" }));

type Values = { email?: string; password?: string; name?: string; photo?: string };

async function fillAndSubmit({ email, password, name, photo }: Values) {
  const user = userEvent.setup();
  if (email) await user.type(form().getByLabelText("Email"), email);
  if (password) await user.type(form().getByLabelText("Password"), password);
  if (name) await user.type(form().getByLabelText("User Name"), name);
  if (photo) await user.type(form().getByLabelText("Photo URL"), photo);
  await user.click(form().getByRole("button", { name: "Register" }));
}

const valid = { email: "new@example.org", password: "Camper1x", name: "Nia New", photo: "https://example.org/n.png" };

describe("RegisterPage", () => {
  it("shows the spec's message for every empty field, linked to its input", async () => {
    const { calls } = fakeApi(config);
    renderApp({ routes, at: "/auth/register" });
    await fillAndSubmit({});
    const fields = [
      ["Email", "Email is required"],
      ["Password", "Password is required"],
      ["User Name", "Name is required"],
      ["Photo URL", "Photo URL is required"],
    ] as const;
    for (const [label, message] of fields) {
      const input = form().getByLabelText(label);
      expect(await form().findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(calls.some((c) => c.path.startsWith("/auth/"))).toBe(false);
  });

  it.each(["camper", "CAMPER1", "Cam1x"])("refuses the weak password %s with the spec's rule", async (password) => {
    fakeApi(config);
    renderApp({ routes, at: "/auth/register" });
    await fillAndSubmit({ ...valid, password });
    expect(await form().findByText(RULE)).toBeInTheDocument();
    expect(form().getByLabelText("Email")).toHaveValue(valid.email);
  });

  it("shows a server refusal in a toast and under the form, keeping the input", async () => {
    fakeApi({
      ...config,
      "POST /auth/sign-up/email": {
        status: 422,
        body: { message: "User already exists. Use another email.", code: "USER_ALREADY_EXISTS" },
      },
    });
    const { refresh } = renderApp({ routes, at: "/auth/register" });
    await fillAndSubmit(valid);
    const coded =
      "An account with this e-mail already exists. Log in instead, or use another e-mail. (USER_ALREADY_EXISTS)";
    expect(await form().findByRole("alert")).toHaveTextContent(coded);
    expect((await screen.findAllByText(coded)).length).toBe(2);
    expect(form().getByLabelText("User Name")).toHaveValue(valid.name);
    expect(form().getByLabelText("Photo URL")).toHaveValue(valid.photo);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password with its message and code, keeping the input", async () => {
    fakeApi({
      ...config,
      "POST /auth/sign-up/email": {
        status: 400,
        body: { message: "This password is too common. Choose another one.", code: "PASSWORD_TOO_COMMON" },
      },
    });
    renderApp({ routes, at: "/auth/register" });
    await fillAndSubmit({ ...valid, password: "Password1" });
    const coded = "This password is too common. Choose another one. (PASSWORD_TOO_COMMON)";
    expect(await form().findByRole("alert")).toHaveTextContent(coded);
    expect((await screen.findAllByText(coded)).length).toBe(2);
    expect(form().getByLabelText("Email")).toHaveValue(valid.email);
  });

  it("registers with the photo as image, greets and goes back to the saved location", async () => {
    const { calls } = fakeApi({ ...config, "POST /auth/sign-up/email": { body: { user: { id: "u2" } } } });
    const { refresh } = renderApp({
      routes,
      at: {
        pathname: "/auth/register",
        state: { from: { pathname: "/upcoming-meals" } },
      },
    });
    await fillAndSubmit(valid);
    expect(await screen.findByText("Landed at /upcoming-meals")).toBeInTheDocument();
    expect(await screen.findByText("Successfully Registered")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    expect(calls.find((c) => c.path === "/auth/sign-up/email")?.body).toEqual({
      email: valid.email,
      password: valid.password,
      name: valid.name,
      image: valid.photo,
    });
  });

  it("passes the saved location on to the login page", async () => {
    fakeApi(config);
    const { router } = renderApp({
      routes,
      at: { pathname: "/auth/register", state: { from: { pathname: "/meals" } } },
    });
    await userEvent.setup().click(screen.getByRole("link", { name: "Login" }));
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(router.state.location.state).toEqual({ from: { pathname: "/meals" } });
  });
});
