import { MESSAGES } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";

const m = MESSAGES.auth;

/** The account rules of product.md §5 hold on every better-auth endpoint that takes a name, a photo or a password. */
describe("account rules beyond sign-up", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  const profile = async () =>
    (
      await queryRows<{ name: string; image: string | null }>(
        t.database.db,
        sql`select name, image from "user" where id = ${user.id}`,
      )
    )[0];

  it.each([
    [{ image: "javascript:alert(1)" }, m.photoUrlInvalid],
    [{ image: "data:image/svg+xml,<svg/>" }, m.photoUrlInvalid],
    [{ name: "n".repeat(60_000) }, m.nameTooLong],
    [{ name: "   " }, m.nameRequired],
  ])("update-user refuses %#: %s", async (payload, message) => {
    const before = await profile();
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/update-user",
      remoteAddress: freshIp(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: "VALIDATION_ERROR" });
    expect(await profile()).toEqual(before);
  });

  it("update-user accepts a valid name and photo", async () => {
    const payload = { name: "Renamed Camper", image: "https://example.org/new.png" };
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/update-user",
      remoteAddress: freshIp(),
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await profile()).toEqual(payload);
  });

  it.each(["weakpass", "ALLCAPS1", "Ab1", `Aa${"x".repeat(200)}`])(
    "change-password refuses the new password %#",
    async (newPassword) => {
      const res = await injectAs(t.app, user, {
        method: "POST",
        url: "/api/auth/change-password",
        remoteAddress: freshIp(),
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("WEAK_PASSWORD");
      expect([m.passwordRule, m.passwordTooLong]).toContain(res.json().message);
      await expect(signIn(t.app, user.email, TEST_PASSWORD)).resolves.toMatchObject({ email: user.email });
    },
  );

  it("change-password gives the spec's message for a password without an uppercase letter", async () => {
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/change-password",
      remoteAddress: freshIp(),
      payload: { currentPassword: TEST_PASSWORD, newPassword: "lowercase1" },
    });
    expect(res.json().message).toBe(
      "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.",
    );
  });

  it("change-password accepts a strong new password", async () => {
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/change-password",
      remoteAddress: freshIp(),
      payload: { currentPassword: TEST_PASSWORD, newPassword: "Stronger2" },
    });
    expect(res.statusCode).toBe(200);
    await expect(signIn(t.app, user.email, "Stronger2")).resolves.toMatchObject({ email: user.email });
  });

  it("reset-password refuses a weak new password before looking at the token", async () => {
    const res = await injectAs(t.app, null, {
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: freshIp(),
      payload: { token: "whatever", newPassword: "weakpass" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.passwordRule, code: "WEAK_PASSWORD" });
  });

  it("sign-in names a missing e-mail or password with the spec's messages", async () => {
    const signInWith = (payload: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_BASE_URL },
        remoteAddress: freshIp(),
        payload,
      });
    expect((await signInWith({ email: "", password: "x" })).json().message).toBe(m.emailRequired);
    expect((await signInWith({ email: user.email, password: "" })).json().message).toBe(m.passwordRequired);
  });
});
