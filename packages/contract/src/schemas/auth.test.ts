import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { toSessionUser } from "../session-user.ts";
import { registerBodySchema, updateUserBodySchema } from "./auth.ts";

const valid = { email: "new@example.org", password: "Strong1", name: "New Camper", image: "https://example.org/a.png" };
const m = MESSAGES.auth;

function firstMessages(input: unknown): string[] {
  const result = registerBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("registerBodySchema", () => {
  it("accepts a valid registration", () => {
    expect(registerBodySchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ email: " " }, m.emailRequired],
    [{ email: "not-an-address" }, m.emailInvalid],
    [{ password: "" }, m.passwordRequired],
    [{ password: "weakpass" }, m.passwordRule],
    [{ password: "WEAKPASS1" }, m.passwordRule],
    [{ password: "Ab1" }, m.passwordRule],
    [{ password: `Aa${"x".repeat(127)}` }, m.passwordTooLong],
    [{ name: "  " }, m.nameRequired],
    [{ name: "n".repeat(101) }, m.nameTooLong],
    [{ image: "" }, m.photoRequired],
    [{ image: "javascript:alert(1)" }, m.photoUrlInvalid],
    [{ image: `https://example.org/${"a".repeat(2048)}` }, m.photoUrlInvalid],
  ])("refuses %o with exactly one message", (override, message) => {
    expect(firstMessages({ ...valid, ...override })).toEqual([message]);
  });

  it("names every missing field with the spec's messages", () => {
    expect(firstMessages({})).toEqual([m.emailRequired, m.passwordRequired, m.nameRequired, m.photoRequired]);
  });
});

describe("updateUserBodySchema", () => {
  it("lets the photo be removed but never set to a non-http URL", () => {
    expect(updateUserBodySchema.safeParse({ image: null }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({ image: "data:image/png;base64,xx" }).success).toBe(false);
  });
});

describe("toSessionUser", () => {
  it("maps the auth user onto the spec's session user", () => {
    const user = { id: "u1", name: "Sara", email: "s@x.org", image: null, role: "student", badge: "Gold" } as const;
    expect(toSessionUser(user)).toEqual({
      name: "Sara",
      displayName: "Sara",
      email: "s@x.org",
      photoURL: null,
      role: "student",
      badge: "Gold",
      locale: null,
    });
    expect(toSessionUser({ ...user, locale: "bn" }).locale).toBe("bn");
    expect(toSessionUser({ ...user, locale: "xx" }).locale).toBeNull();
  });
});
