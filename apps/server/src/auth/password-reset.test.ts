import { MESSAGES } from "@medcamp/contract";
import { eq, like, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, verifications } from "../db/schema/index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../test/smtp-test-server.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";
import { RESET_LINK_LIFETIME_S } from "./auth.ts";

const sentTo = (mail: ParsedMail, email: string) => JSON.stringify(mail.to ?? null).includes(email);
const LINK = /http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/;

describe("account e-mails through a real SMTP server: welcome after sign-up, forgot password (issue 19)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  const auth = (path: string, payload: object, ip = freshIp()) =>
    t.app.inject({
      method: "POST",
      url: `/api/auth${path}`,
      headers: { origin: TEST_BASE_URL },
      remoteAddress: ip,
      payload,
    });
  const mailsTo = (email: string, subject: string) =>
    smtp.received.filter((m) => sentTo(m, email) && m.subject === subject);
  /** Asks for a reset link and returns the token from the e-mail that arrives. */
  const resetTokenFor = async (email: string) => {
    const before = mailsTo(email, "Reset your MedCamp password").length;
    expect((await auth("/request-password-reset", { email })).statusCode).toBe(200);
    await waitFor(() => mailsTo(email, "Reset your MedCamp password").length > before);
    const mail = mailsTo(email, "Reset your MedCamp password").at(-1)!;
    return LINK.exec(mail.text ?? "")![1]!;
  };
  const sessionWorks = async (user: TestUser) =>
    (await injectAs(t.app, user, { url: "/api/me/data" })).statusCode === 200;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("welcomes a new account once, by e-mail only, with a link to the camps", async () => {
    const camper = await signUp(t.app, { name: "Welcome Camper" });
    await waitFor(() => mailsTo(camper.email, "Welcome to MedCamp").length > 0);
    await new Promise((r) => setTimeout(r, 200));
    const mails = mailsTo(camper.email, "Welcome to MedCamp");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Welcome, Welcome Camper");
    expect(mails[0]!.text).toContain(`${TEST_BASE_URL}/meals`);
    expect(mails[0]!.html).toContain('lang="en"');
    expect(mails[0]!.headers.has("list-unsubscribe")).toBe(false);
  });

  it("still signs up when the welcome cannot be queued: the error is logged, only the welcome is lost", async () => {
    const { db } = t.database;
    // The outbox refuses this address's messages (as a full disk or a lost connection would refuse any).
    await db.execute(sql`create function refuse_welcome() returns trigger language plpgsql as $$
      begin if new.to_address like 'no-welcome-%' then raise exception 'outbox unavailable'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_welcome before insert on mail_message for each row execute function refuse_welcome()`,
    );
    try {
      const camper = await signUp(t.app, { email: `no-welcome-${crypto.randomUUID().slice(0, 8)}@example.org` });
      expect(await sessionWorks(camper)).toBe(true);
      expect(await db.select().from(mailMessages).where(eq(mailMessages.toAddress, camper.email))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_welcome on mail_message`);
      await db.execute(sql`drop function refuse_welcome()`);
    }
  });

  it("hides a sent reset e-mail's body (its working link) from admins reading the outbox", async () => {
    const admin = await signUp(t.app, { name: "Reading Admin", role: "admin", db: t.database.db });
    const camper = await signUp(t.app, { name: "Private Camper" });
    const token = await resetTokenFor(camper.email);
    const res = await injectAs(t.app, admin, { url: "/api/admin/outbox?limit=50" });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { messages: { to: string; subject: string; text: string; html: string }[] }).messages;
    const reset = listed.find((m) => m.to === camper.email && m.subject === "Reset your MedCamp password");
    expect(reset).toMatchObject({ state: "sent", text: MESSAGES.outbox.privateHidden });
    expect(reset!.html).toContain(MESSAGES.outbox.privateHidden);
    expect(res.body).not.toContain(token);
    // Other messages keep their bodies (the welcome).
    const welcome = listed.find((m) => m.to === camper.email && m.subject === "Welcome to MedCamp");
    expect(welcome?.text).toContain("Welcome, Private Camper");
  });

  it("answers the same for an unknown address and queues no mail for it", async () => {
    const camper = await signUp(t.app);
    const known = await auth("/request-password-reset", { email: camper.email });
    const unknown = await auth("/request-password-reset", { email: "nobody-here@example.org" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.statusCode).toBe(200);
    const queued = await t.database.db
      .select({ to: mailMessages.toAddress })
      .from(mailMessages)
      .where(like(mailMessages.toAddress, "nobody-here@%"));
    expect(queued).toEqual([]);
  });

  it("sends a single-use link that sets a new password and signs out every session", async () => {
    const camper = await signUp(t.app, { name: "Forgetful Camper" });
    const otherDevice = await signIn(t.app, camper.email, TEST_PASSWORD);
    const token = await resetTokenFor(camper.email);
    const mail = mailsTo(camper.email, "Reset your MedCamp password").at(-1)!;
    expect(mail.text).toContain("Hello, Forgetful Camper");
    expect(mail.html).toContain(`/auth/reset-password?token=${token}`);
    // The link's verification row lives for an hour.
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const lifetime = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(RESET_LINK_LIFETIME_S - 60);
    expect(lifetime).toBeLessThanOrEqual(RESET_LINK_LIFETIME_S);

    const reset = await auth("/reset-password", { token, newPassword: "Renewed7" });
    expect(reset.statusCode).toBe(200);
    expect(await sessionWorks(camper)).toBe(false);
    expect(await sessionWorks(otherDevice)).toBe(false);
    await expect(signIn(t.app, camper.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    const renewed = await signIn(t.app, camper.email, "Renewed7");
    expect(await sessionWorks(renewed)).toBe(true);

    const again = await auth("/reset-password", { token, newPassword: "Another8" });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");
    await expect(signIn(t.app, camper.email, "Another8")).rejects.toThrow(/401/);
  });

  it("refuses an expired link (its verification row's expiry moved into the past: better-auth reads the system clock)", async () => {
    const camper = await signUp(t.app);
    const token = await resetTokenFor(camper.email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await auth("/reset-password", { token, newPassword: "Expired9" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_TOKEN");
    expect(await sessionWorks(camper)).toBe(true);
  });

  it("holds the new password to the spec's rule on reset and on change", async () => {
    const camper = await signUp(t.app);
    const token = await resetTokenFor(camper.email);
    const weak = await auth("/reset-password", { token, newPassword: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe("WEAK_PASSWORD");
    const common = await auth("/reset-password", { token, newPassword: "Password1" });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe("PASSWORD_TOO_COMMON");
    // The refused attempts did not use the link up.
    expect((await auth("/reset-password", { token, newPassword: "Sturdy42" })).statusCode).toBe(200);

    const changer = await signUp(t.app);
    const change = (newPassword: string, currentPassword = TEST_PASSWORD) =>
      injectAs(t.app, changer, {
        method: "POST",
        url: "/api/auth/change-password",
        remoteAddress: freshIp(),
        payload: { currentPassword, newPassword },
      });
    expect((await change("alllower1")).json().code).toBe("WEAK_PASSWORD");
    expect((await change("Password1")).json().code).toBe("PASSWORD_TOO_COMMON");
    expect((await change("Changed42", "NotMine1")).statusCode).toBe(400);
    expect((await change("Changed42")).statusCode).toBe(200);
    await signIn(t.app, changer.email, "Changed42");
  });

  it("rate-limits requests for a link per client address like sign-in", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await auth("/request-password-reset", { email: `flood-${i}@example.org` }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
