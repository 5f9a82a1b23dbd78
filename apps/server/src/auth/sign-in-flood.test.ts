import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { DEFAULT_HASH_COST } from "./password.ts";
import { freshIp, signUp, type TestUser } from "../test/test-users.ts";

// One hashing thread and one waiting place, so a burst of sign-ins is sure to find the pool full.
const SMALL_POOL = { hashing: { threads: 1, queue: 1 } };

describe("a flood of failed sign-ins", () => {
  let t: TestApp;
  let camper: TestUser;
  beforeAll(async () => {
    // Hashes at the server's default cost (not the suite's lowered one): the burst must outlast the first hash.
    t = await createTestApp({ PASSWORD_HASH_COST: String(DEFAULT_HASH_COST) }, SMALL_POOL);
    camper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const signIn = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_BASE_URL },
      remoteAddress: freshIp(),
      payload: { email, password: "WrongPass1" },
    });

  it.each([
    ["a known e-mail", () => camper.email],
    ["unknown e-mails (they cost a hash too)", () => `nobody-${crypto.randomUUID()}@example.org`],
  ])(
    "with %s: wrong passwords get 401, and once the pool is full 503 BUSY with Retry-After at once",
    async (_, email) => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(email())));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
      for (const busy of answers.filter((a) => a.statusCode === 503)) {
        expect(busy.headers["retry-after"]).toBe("2");
        expect(busy.json()).toEqual({ message: "The server is busy. Please try again in a moment.", code: "BUSY" });
      }
    },
  );

  it("signs in normally once the flood is over", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_BASE_URL },
      remoteAddress: freshIp(),
      payload: { email: camper.email, password: "CampTest1" },
    });
    expect(res.statusCode).toBe(200);
  });
});
