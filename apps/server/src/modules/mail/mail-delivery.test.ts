import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../db/schema/index.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { enqueueMail } from "./index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";
import { LEASE_MS } from "./worker.ts";

/** A clock the tests move forward instead of waiting for a retry's backoff. */
const time = movableClock();

/** Subjects the test server refuses: the first attempt with a 451 (temporary), every attempt with a 550 (for good). */
const refusedOnce = new Set<string>();

describe("mail delivery over SMTP (issue 19, item 1)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: TestUser;

  const stateOf = async (id: string) =>
    (await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];
  /** A message inserted as it would stand after earlier attempts (the worker may claim it at once). */
  const insertMail = async (values: { subject: string; attempts: number; lockedUntil?: Date }) => {
    const [row] = await t.database.db
      .insert(mailMessages)
      .values({ toAddress: "d@example.org", textBody: "T", htmlBody: "<p>T</p>", ...values })
      .returning({ id: mailMessages.id });
    return row?.id ?? "";
  };
  const receivedWith = (subject: string) => smtp.received.filter((m) => m.subject === subject);

  beforeAll(async () => {
    smtp = await startSmtpTestServer((mail) => {
      if (mail.subject?.startsWith("Refuse for good")) return { code: 550, message: "5.1.1 No such mailbox" };
      if (mail.subject?.startsWith("Always busy")) return { code: 452, message: "4.2.2 Mailbox full" };
      if (mail.subject?.startsWith("Busy once") && !refusedOnce.has(mail.subject)) {
        refusedOnce.add(mail.subject);
        return { code: 451, message: "4.3.0 Try again later" };
      }
      return "accept";
    });
    t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: "MedCamp <camps@medcamp.test>", JOB_POLL_MS: "50" },
      { clock: time.clock },
    );
    admin = await signUp(t.app, { name: "Mail Admin", role: "admin", db: t.database.db });
  });
  afterEach(() => {
    time.reset();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers a queued message once, with its recipient, sender, subject, text, HTML and headers", async () => {
    const id = await enqueueMail(t.database.db, {
      to: "camper@example.org",
      subject: "Your request was received",
      text: "Hello Camper,\nwe have your request.",
      html: "<p>Hello Camper,</p><p>we have your request.</p>",
      headers: { "X-MedCamp-Kind": "request-received" },
    });
    await waitFor(async () => (await stateOf(id))?.state === "sent");
    const [mail, ...others] = receivedWith("Your request was received");
    expect(others).toHaveLength(0);
    expect(mail?.to && "text" in mail.to ? mail.to.text : undefined).toBe("camper@example.org");
    expect(mail?.from?.value).toEqual([{ name: "MedCamp", address: "camps@medcamp.test" }]);
    expect(mail?.text?.trim()).toBe("Hello Camper,\nwe have your request.");
    expect(mail?.html).toContain("<p>we have your request.</p>");
    expect(mail?.headers.get("x-medcamp-kind")).toBe("request-received");
    expect(mail?.messageId).toBe(`<${id}@medcamp.test>`);
    const row = await stateOf(id);
    expect(row).toMatchObject({ state: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Later passes find nothing due: still exactly one copy.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receivedWith("Your request was received")).toHaveLength(1);
  });

  it("writes a message with the change that causes it: a rolled-back transaction leaves none", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "x@example.org", subject: "Never", text: "Never", html: "<p>Never</p>" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.subject, "Never"));
    expect(rows).toHaveLength(0);
  });

  it("retries a temporary refusal (4xx) after the backoff, then delivers it once", async () => {
    const subject = "Busy once: your seat";
    const id = await enqueueMail(t.database.db, { to: "b@example.org", subject, text: "Seat", html: "<p>Seat</p>" });
    await waitFor(async () => (await stateOf(id))?.attempts === 1 && (await stateOf(id))?.lockedUntil === null);
    const waiting = await stateOf(id);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1 });
    expect(waiting?.lastError).toMatch(/451/);
    const delay = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(delay).toBeGreaterThan(25_000);
    expect(delay).toBeLessThanOrEqual(30_000);
    // Not before its time…
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await stateOf(id))?.attempts).toBe(1);
    // …and once the clock passes it, delivered.
    time.forward(31_000);
    await waitFor(async () => (await stateOf(id))?.state === "sent");
    expect(await stateOf(id)).toMatchObject({ state: "sent", attempts: 2, lastError: null });
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it("delivers a message whose instance died while sending it once its lease runs out, not before", async () => {
    const subject = "Orphaned by a dead instance";
    // As a claim by an instance that was then killed leaves it: one attempt begun, leased for 5 minutes, no result.
    const id = await insertMail({ subject, attempts: 1, lockedUntil: new Date(Date.now() + LEASE_MS) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stateOf(id)).toMatchObject({ state: "queued", attempts: 1 });
    expect(receivedWith(subject)).toHaveLength(0);
    time.forward(LEASE_MS + 1000);
    await waitFor(async () => (await stateOf(id))?.state === "sent");
    expect(await stateOf(id)).toMatchObject({ state: "sent", attempts: 2, lockedUntil: null });
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it("marks a permanent refusal (5xx) failed at once, with the error, in the admin's outbox", async () => {
    const subject = "Refuse for good: receipt";
    const id = await enqueueMail(t.database.db, { to: "nobody@example.org", subject, text: "R", html: "<p>R</p>" });
    await waitFor(async () => (await stateOf(id))?.state === "failed");
    expect(await stateOf(id)).toMatchObject({ state: "failed", attempts: 1, lockedUntil: null });
    expect(receivedWith(subject)).toHaveLength(0);
    const res = await injectAs(t.app, admin, { url: "/api/admin/outbox?limit=50" });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { messages: Array<Record<string, unknown>> }).messages.find((m) => m._id === id);
    expect(listed).toMatchObject({ to: "nobody@example.org", subject, state: "failed", attempts: 1, sentAt: null });
    expect(listed?.lastError).toMatch(/550/);
    expect(listed?.lastError).toMatch(/No such mailbox/);
  });

  it("gives a message up as failed when its last attempt is refused again", async () => {
    const subject = "Always busy: reminder";
    // As if seven attempts had been refused already: the eighth is the last.
    const id = await insertMail({ subject, attempts: 7 });
    await waitFor(async () => (await stateOf(id))?.state !== "queued");
    expect(await stateOf(id)).toMatchObject({ state: "failed", attempts: 8, lockedUntil: null });
    expect((await stateOf(id))?.lastError).toMatch(/452/);
    expect(receivedWith(subject)).toHaveLength(0);
  });
});
