import { MESSAGES } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { hashPassword } from "./password.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";

const m = MESSAGES.auth;

/** A fresh app with one signed-up camper. */
async function appWithCamper(): Promise<{ t: TestApp; user: TestUser }> {
  const t = await createTestApp();
  return { t, user: await signUp(t.app) };
}

/** The account rules of product.md §5 hold on every better-auth endpoint that takes a name, a photo or a password. */
describe("account rules beyond sign-up", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await appWithCamper());
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

/** ASVS 5.0 6.2.4: a new password that keeps the rule but is one of the 10,000 most common is refused, any case. */
describe("common passwords", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await appWithCamper());
  });
  afterAll(() => t.close());

  const TOO_COMMON = { message: "This password is too common. Choose another one.", code: "PASSWORD_TOO_COMMON" };
  const signUpWith = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_BASE_URL },
      remoteAddress: freshIp(),
      payload: { email, password, name: "Common Camper", image: "https://example.org/c.png" },
    });
  const usersWith = async (email: string) =>
    queryRows(t.database.db, sql`select id from "user" where email = ${email}`);

  it.each(["Password", "Password1", "Qwerty123", "iLoveYou1", "Passｗord1"])(
    "sign-up refuses %s, whatever its case, with its own message and creates no account",
    async (password) => {
      const email = `common-${crypto.randomUUID().slice(0, 8)}@example.org`;
      const res = await signUpWith(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(TOO_COMMON);
      expect(await usersWith(email)).toEqual([]);
    },
  );

  it("gives the spec's rule first when a common password also breaks it", async () => {
    const res = await signUpWith(`lower-${crypto.randomUUID().slice(0, 8)}@example.org`, "password");
    expect(res.json()).toEqual({ message: m.passwordRule, code: "WEAK_PASSWORD" });
  });

  it("sign-up accepts a password that is not on the list", async () => {
    const email = `rare-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const res = await signUpWith(email, "Tz8riverLamp");
    expect(res.statusCode).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
  });

  it("change-password refuses a common new password and keeps the old one", async () => {
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/change-password",
      remoteAddress: freshIp(),
      payload: { currentPassword: TEST_PASSWORD, newPassword: "PassWord1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_COMMON);
    await expect(signIn(t.app, user.email, TEST_PASSWORD)).resolves.toMatchObject({ email: user.email });
  });

  it("reset-password refuses a common new password before looking at the token", async () => {
    const res = await injectAs(t.app, null, {
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: freshIp(),
      payload: { token: "whatever", newPassword: "Sunshine1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_COMMON);
  });

  it("does not judge the password at sign-in: an account whose password predates the list still signs in", async () => {
    const older = await signUp(t.app);
    await t.database.db.execute(
      sql`update account set password = ${await hashPassword("Password1")} where user_id = ${older.id}`,
    );
    await expect(signIn(t.app, older.email, "Password1")).resolves.toMatchObject({ email: older.email });
  });
});
