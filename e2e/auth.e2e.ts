import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

const ui = setupBrowser();
const RULE =
  "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.";

const form = (page: Page, name: "Login" | "Register") => page.getByRole("form", { name });
const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text);
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;

describe("register", () => {
  test("shows the spec's messages for empty fields and a weak password, keeping the input", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/register");
    const register = form(page, "Register");
    await register.getByRole("button", { name: "Register" }).click();
    for (const text of ["Email is required", "Password is required", "Name is required", "Photo URL is required"]) {
      await register.getByText(text, { exact: true }).waitFor();
    }
    await register.getByLabel("Email").fill("weak@example.org");
    await register.getByLabel("Password").fill("weakpass");
    await register.getByRole("button", { name: "Register" }).click();
    await register.getByText(RULE).waitFor();
    expect(await register.getByLabel("Email").inputValue()).toBe("weak@example.org");
  });

  test("refuses one of the most common passwords with a sentence, under the form and in a toast", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/register");
    const register = form(page, "Register");
    const email = uniqueEmail();
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Password").fill("Password1");
    await register.getByLabel("User Name").fill("Common Carl");
    await register.getByLabel("Photo URL").fill("https://example.org/carl.png");
    await register.getByRole("button", { name: "Register" }).click();
    const text = "This password is too common. Choose another one.";
    await register.getByText(text).waitFor();
    await page.locator(".Toastify").getByText(text).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/register");
    expect(await register.getByLabel("Email").inputValue()).toBe(email);
  });

  test("registers, greets, and shows the avatar menu with the name", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/register");
    const register = form(page, "Register");
    await register.getByLabel("Email").fill(uniqueEmail());
    await register.getByLabel("Password").fill("Camper1x");
    await register.getByLabel("User Name").fill("Rita Register");
    await register.getByLabel("Photo URL").fill("https://example.org/rita.png");
    await register.getByRole("button", { name: "Register" }).click();
    await toast(page, "Successfully Registered").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Rita Register").waitFor();
  });
});

describe("login and logout", () => {
  test("a wrong password shows the error with its code under the form, on the email field and in a toast", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/login");
    await page.getByRole("note").getByText("admin@medcamp.dev").waitFor();
    const login = form(page, "Login");
    await login.getByLabel("Email").fill("sara@medcamp.dev");
    await login.getByLabel("Password").fill("WrongPass1");
    await login.getByRole("button", { name: "Login" }).click();
    const coded = "Wrong e-mail or password (INVALID_EMAIL_OR_PASSWORD)";
    await login.getByRole("alert").getByText(coded, { exact: true }).waitFor();
    expect(await login.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await login.locator("#login-email-error").getByText(coded, { exact: true }).waitFor();
    await page.locator(".Toastify").getByText(coded, { exact: true }).waitFor();
  });

  test("logging in returns to the saved page; logging out returns home as a visitor", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/login?redirect=/upcoming-meals");
    const login = form(page, "Login");
    await login.getByLabel("Email").fill("lina@medcamp.dev");
    await login.getByLabel("Password").fill("CampUser1");
    await login.getByRole("button", { name: "Login" }).click();
    await toast(page, "Successfully Logged In").waitFor();
    await page.waitForURL((url) => url.pathname === "/upcoming-meals");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByLabel("Account menu for Lina Park").click();
    await nav.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await nav.getByRole("link", { name: "Login", exact: true }).waitFor();
  });

  test("the Admin Dashboard link is shown to admins only", async () => {
    const admin = await ui.newPage();
    await admin.request.post("/api/auth/sign-in/email", {
      data: { email: "admin@medcamp.dev", password: "CampAdmin1" },
      headers: { origin: ui.baseURL },
    });
    await admin.goto("/");
    await admin
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Admin Dashboard" })
      .first()
      .waitFor();

    const student = await ui.newPage();
    await signUpInBrowser(student, ui.baseURL, "Stu Dent");
    await student.goto("/");
    const nav = student.getByRole("navigation", { name: "Main" });
    await nav.getByLabel("Account menu for Stu Dent").waitFor();
    expect(await nav.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
  });
});

describe("coming back to the saved page", () => {
  async function logInAs(page: Page, email: string, password = "CampUser1") {
    const login = form(page, "Login");
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill(password);
    await login.getByRole("button", { name: "Login" }).click();
    await toast(page, "Successfully Logged In").waitFor();
  }

  test("Login in the navbar comes back to the page it was pressed on", async () => {
    const page = await ui.newPage();
    await page.goto("/upcoming-meals");
    await mainNav(page).getByRole("link", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/login");
    await logInAs(page, "sara@medcamp.dev");
    await page.waitForURL((url) => url.pathname === "/upcoming-meals");
  });

  test("a visitor sent to login by Like on a camp comes back to that camp", async () => {
    const page = await ui.newPage();
    const res = await page.request.get("/api/meals?category=All&limit=5");
    const campPath = `/meal/${((await res.json()) as { meals: Array<{ _id: string }> }).meals[2]?._id}`;
    await page.goto(campPath);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth/login");
    await logInAs(page, "omar@medcamp.dev");
    await page.waitForURL((url) => url.pathname === campPath);
  });
});

describe("keyboard and phone", () => {
  test("the avatar menu opens, closes with Escape and logs out from the keyboard", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Kim Keys");
    await page.goto("/meals");
    const avatar = mainNav(page).getByLabel("Account menu for Kim Keys");
    await avatar.focus();
    await page.keyboard.press("Enter");
    const dashboard = mainNav(page).getByRole("link", { name: "User Dashboard" });
    await dashboard.waitFor();
    await page.keyboard.press("Tab");
    expect(await dashboard.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await dashboard.waitFor({ state: "hidden" });
    expect(await avatar.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await mainNav(page).getByRole("link", { name: "Register", exact: true }).waitFor();
  });

  test("login and register fit a 390 px screen", async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/auth/login", "/auth/register"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await horizontalOverflow(page), path).toEqual([]);
    }
  });
});

describe("guards", () => {
  test("a visitor opening /user is sent home", async () => {
    const page = await ui.newPage();
    await page.goto("/user/profile");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a student opening /admin is sent home, and sees 'not authorized' on admin add camp", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL);
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/admin/add-meal");
    await page.getByText("You are not authorized to access this page").waitFor();
  });
});
