import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { returnPath } from "./routes.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The theme switch posted as plain HTML (ADR 025). */
describe("POST /theme: the theme switch without scripts", () => {
  let t: TestApp;
  const post = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/theme", headers: { ...FORM, ...headers }, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the theme in its cookie and goes back to the page it came from", async () => {
    const res = await post(`theme=dark&return=${encodeURIComponent("/meals?category=7days#top")}`, {
      origin: TEST_BASE_URL,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/meals?category=7days#top");
    expect(res.headers["set-cookie"]).toBe("medcamp_theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await post("theme=light")).headers.location).toBe("/");
  });

  it("refuses a theme that is not one with a 400, setting nothing", async () => {
    const res = await post("theme=neon&return=%2Fmeals");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a post from another site", async () => {
    const res = await post("theme=dark", { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("goes back only to a page of this site", () => {
    const base = "https://medcamp.example";
    expect(returnPath("/meal/abc?x=1", base)).toBe("/meal/abc?x=1");
    for (const wanted of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "evil", undefined, ""]) {
      expect(returnPath(wanted, base)).toBe("/");
    }
  });
});
