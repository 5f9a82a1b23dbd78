import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@medcamp/contract";
import { auditLog, mailMessages } from "../../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { enqueueMail } from "./index.ts";
import { waitFor } from "../../test/smtp-test-server.ts";

interface Listed {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

describe("the built-in outbox: no SMTP_URL (issue 19, item 1)", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  const ids: string[] = [];

  const outbox = async (query = "") => {
    const res = await injectAs(t.app, admin, { url: `/api/admin/outbox${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { messages: Listed[]; totalPages: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "50" });
    [admin, student] = await Promise.all([
      signUp(t.app, { name: "Outbox Admin", role: "admin", db: t.database.db }),
      signUp(t.app, { name: "Outbox Student", db: t.database.db }),
    ]);
    // Only this test's own messages: the two sign-ups' welcome e-mails go.
    await t.database.db.delete(mailMessages).where(eq(mailMessages.template, "welcome"));
    for (let i = 1; i <= 12; i++) {
      ids.push(
        await enqueueMail(t.database.db, {
          to: `camper${i}@example.org`,
          subject: `Message ${i}`,
          text: `Text ${i}`,
          html: `<p>HTML ${i}</p>`,
        }),
      );
    }
    // One second apart: the embedded database's clock may give messages written together the same instant, and
    // among equal instants the order is the ids' draw.
    const base = Date.now() - 60_000;
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(mailMessages)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(mailMessages.id, id));
    }
  });
  afterAll(() => t?.close());

  it("keeps every message as `outbox` (sent nowhere) and lists it for admins, newest first", async () => {
    await waitFor(async () => (await outbox("?limit=50")).messages.every((m) => m.state === "outbox"));
    const page1 = await outbox();
    expect(page1.totalPages).toBe(2);
    expect(page1.messages).toHaveLength(10);
    expect(page1.messages[0]).toEqual({
      _id: ids[11],
      to: "camper12@example.org",
      subject: "Message 12",
      text: "Text 12",
      html: "<p>HTML 12</p>",
      state: "outbox",
      attempts: 1,
      lastError: null,
      attachments: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
    });
    const all = [...page1.messages, ...(await outbox("?page=2")).messages].map((m) => m._id);
    expect(all).toEqual([...ids].reverse());
    const created = page1.messages.map((m) => Date.parse(m.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("is for admins only: 401 without a session, 403 for a student", async () => {
    expect((await injectAs(t.app, null, { url: "/api/admin/outbox" })).statusCode).toBe(401);
    const res = await injectAs(t.app, student, { url: "/api/admin/outbox" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a bad page or limit with 400", async () => {
    for (const query of ["?page=0", "?limit=51", "?limit=abc"]) {
      expect((await injectAs(t.app, admin, { url: `/api/admin/outbox${query}` })).statusCode).toBe(400);
    }
  });

  it("never shows a live reset link, and each read of the outbox is in the audit log (issue 37)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: TEST_BASE_URL },
      payload: { email: student.email },
    });
    expect(res.statusCode).toBe(200);
    const reset = async () =>
      (await outbox("?limit=50")).messages.find(
        (m) => m.to === student.email && m.subject === "Reset your MedCamp password",
      );
    await waitFor(async () => (await reset())?.state === "outbox");
    const message = (await reset())!;
    // The stored message holds the link (it is what a mail server would be given); the admin's list never does.
    const [stored] = await t.database.db
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(eq(mailMessages.id, message._id));
    expect(stored?.text).toContain(`${TEST_BASE_URL}/auth/reset-password?token=`);
    expect(`${message.text}${message.html}`).not.toContain("reset-password?token=");
    expect(message.text).toBe(MESSAGES.outbox.privateHidden);

    const reads = await t.database.db
      .select({ action: auditLog.action, target: auditLog.targetType, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.action === "outbox.read" && r.target === "outbox")).toBe(true);
    expect(reads.at(-1)?.after).toMatchObject({ page: 1, limit: 50 });
  });
});
