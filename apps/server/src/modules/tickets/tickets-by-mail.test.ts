import { createRequire } from "node:module";
import { formatTicketCode } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import jsQR from "jsqr";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { noticeCapture } from "../../test/notice-capture.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";

/** pngjs (qrcode's own PNG codec) ships no types: only its synchronous reader is used here. */
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read(png: Buffer): { width: number; height: number; data: Buffer } } };
};

/** The text a QR code in a PNG file holds, read back as a scanner would. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Issue 21: every e-mail telling a camper they hold a seat carries their ticket; a waiter's carries none. */
describe("tickets in the request e-mails (real SMTP)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: TestUser;
  let told: ReturnType<typeof noticeCapture>;

  const camper = () => signUp(t.app, { badge: "Gold", db: t.database.db });
  /** A one-seat camp and its title. */
  const oneSeatCamp = async () => {
    const mealId = await insertCamp(t.database.db, "Ticket Mail Camp");
    const [camp] = await queryRows<{ title: string }>(
      t.database.db,
      sql`update meal set capacity = 1 where id = ${mealId} returning title`,
    );
    return { mealId, title: camp!.title };
  };
  const join = async (user: TestUser, mealId: string) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { insertedId: string; status: string };
  };
  /** The code GET /api/tickets/{requestId} answers the camper. */
  const ticketCode = async (user: TestUser, requestId: string) => {
    const res = await injectAs(t.app, user, { method: "GET", url: `/api/tickets/${requestId}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { code: string }).code;
  };
  /** The message carries this ticket: its code and page in the text, its QR code as a PNG that decodes to it. */
  const expectTicket = (mail: ParsedMail, requestId: string, code: string) => {
    expect(mail.text).toContain(formatTicketCode(code));
    expect(mail.text).toContain("Show this code, or the attached QR code, at check-in.");
    expect(mail.text).toContain(`${TEST_BASE_URL}/user/tickets/${requestId}`);
    const qr = mail.attachments.filter((a) => a.contentType === "image/png");
    expect(qr.map((a) => a.filename)).toEqual([`medcamp-ticket-${code}.png`]);
    expect(decodeQr(qr[0]!.content)).toBe(code);
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready(); // the mail worker starts when the server is ready
    told = noticeCapture(smtp, t.database.db);
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends the seat-holder's ticket with every seat e-mail, the waiter none until a seat comes", async () => {
    const { mealId, title } = await oneSeatCamp();
    const [seated, waiting] = [await camper(), await camper()];
    const held = await join(seated, mealId);
    const waited = await join(waiting, mealId);
    expect([held.status, waited.status]).toEqual(["pending", "waitlisted"]);

    // Joined with a seat: the e-mail's ticket is the one the ticket page shows.
    const received = await told.mailTo(seated.email, `Request received: ${title}`);
    const code = await ticketCode(seated, held.insertedId);
    expectTicket(received, held.insertedId, code);

    // Waitlisted: no ticket in the e-mail, and none issued.
    const waitlisted = await told.mailTo(waiting.email, `You are number 1 on the waitlist for ${title}`);
    expect(waitlisted.attachments).toEqual([]);
    expect(waitlisted.text).not.toContain("/user/tickets/");
    expect(waitlisted.text).not.toContain("check-in");
    const none = await injectAs(t.app, waiting, { method: "GET", url: `/api/tickets/${waited.insertedId}` });
    expect(none.json()).toMatchObject({ code: "TICKET_NOT_ISSUED" });

    // The organiser confirms the seat: the same ticket again.
    const served = await injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meal-requests/${held.insertedId}`,
      payload: { status: "delivered" },
    });
    expect(served.statusCode, served.body).toBe(200);
    expectTicket(await told.mailTo(seated.email, `Your seat is confirmed: ${title}`), held.insertedId, code);

    // The seat frees: the waiter's promotion e-mail carries their new ticket.
    expect(
      (await injectAs(t.app, admin, { method: "DELETE", url: `/api/meal-requests/${held.insertedId}` })).statusCode,
    ).toBe(200);
    const promoted = await told.mailTo(waiting.email, `A seat opened up for you: ${title}`);
    const promotedCode = await ticketCode(waiting, waited.insertedId);
    expect(promotedCode).not.toBe(code);
    expectTicket(promoted, waited.insertedId, promotedCode);
  });

  it("keeps the rendered QR code with the message, named in the outbox like any attachment", async () => {
    const { mealId, title } = await oneSeatCamp();
    const user = await camper();
    const { insertedId } = await join(user, mealId);
    await told.mailTo(user.email, `Request received: ${title}`);
    const code = await ticketCode(user, insertedId);
    const [row] = (await told.queued(user.email, "request-received")).filter((m) => m.subject.includes(title));
    expect(row?.attachments.map((a) => [a.filename, a.contentType, a.encoding])).toEqual([
      [`medcamp-ticket-${code}.png`, "image/png", "base64"],
    ]);
    expect(decodeQr(Buffer.from(row!.attachments[0]!.content, "base64"))).toBe(code);
    const outbox = await injectAs(t.app, admin, { method: "GET", url: "/api/admin/outbox?limit=50" });
    const listed = (outbox.json() as { messages: { _id: string; attachments: object[] }[] }).messages.find(
      (m) => m._id === row!.id,
    );
    expect(listed?.attachments).toEqual([{ filename: `medcamp-ticket-${code}.png`, contentType: "image/png" }]);
  });
});
