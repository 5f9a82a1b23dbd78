import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp } from "../../test/test-users.ts";

describe("calendar feed tokens in the log", () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it("never writes a feed's token: the URL is its only credential", async () => {
    const user = await signUp(t.app);
    const { url } = (await injectAs(t.app, user, { url: "/api/me/calendar" })).json() as { url: string };
    const path = url.replace(TEST_BASE_URL, "");
    const token = path
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/calendar/${"b".repeat(43)}.ics` })).statusCode).toBe(404);

    const logged = lines.join("\n");
    expect(logged).toContain("/api/calendar/[token]");
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("b".repeat(43));
  });
});
