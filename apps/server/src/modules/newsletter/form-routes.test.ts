import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";

const CONFIRM_SUBJECT = "Please confirm your MedCamp newsletter subscription";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Home's newsletter box posted as plain HTML, as a browser without the app sends it (ADR 025). */
describe("POST /newsletter: the newsletter box without scripts", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  const post = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/newsletter", headers: { ...FORM, ...headers }, payload: body });
  const rowsOf = async (email: string) =>
    t.database.db
      .select({ state: newsletterSubscribers.state })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("asks for the newsletter as the JSON route does and sends the browser back to Home's box with a 303", async () => {
    const email = "form-reader@example.org";
    const res = await post(`email=${encodeURIComponent(email)}`, { origin: TEST_BASE_URL });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/?newsletter=sent#newsletter");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await rowsOf(email)).toEqual([{ state: "pending" }]);
    // The confirmation e-mail goes out through the real SMTP server, once.
    await waitFor(() =>
      smtp.received.some((m) => m.subject === CONFIRM_SUBJECT && JSON.stringify(m.to).includes(email)),
    );
  });

  it("sends an address that is not one back as invalid, and keeps nothing", async () => {
    for (const body of ["email=not-an-address", "email=", "name=someone", ""]) {
      const res = await post(body);
      expect([res.statusCode, res.headers.location]).toEqual([303, "/?newsletter=invalid#newsletter"]);
    }
    expect(await rowsOf("not-an-address")).toEqual([]);
  });

  it("refuses a post from another site (its Origin, or Sec-Fetch-Site), cookie or not, and keeps nothing", async () => {
    const email = "forged-form@example.org";
    const foreign = await post(`email=${encodeURIComponent(email)}`, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "CROSS_SITE_REQUEST" });
    const crossSite = await post(`email=${encodeURIComponent(email)}`, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsOf(email)).toEqual([]);
  });

  it("refuses a body larger than a form of the page", async () => {
    const res = await post(`email=${"a".repeat(9000)}%40example.org`);
    expect(res.statusCode).toBe(413);
  });
});
