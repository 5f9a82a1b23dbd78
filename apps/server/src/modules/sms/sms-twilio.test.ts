import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsContacts, smsMessages, smsOptOuts } from "../../db/schema/index.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs } from "../../test/test-users.ts";
import { startTwilioStandIn } from "../../test/twilio-stand-in.ts";
import { enqueueSms } from "./repository.ts";

const ACCOUNT = `AC${"0f".repeat(16)}`;
const TOKEN = "twilio-auth-token-0123456789";

/** Issue 40, item 3: texts through Twilio's official SDK, pointed at a Twilio-compatible stand-in. */
describe("text messages through Twilio", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;

  const texter = async (phone: string, channel: "sms" | "whatsapp" = "sms") => {
    const [user] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 1);
    await t.database.db.insert(smsContacts).values({ userId: user!.id, channel, phone, phoneVerifiedAt: new Date() });
    return user!;
  };
  /** Queues a text to a fresh texter at `phone` and waits until the worker recorded it as `state`. */
  const textTo = async (phone: string, text: string, state: "sent" | "failed") => {
    const user = await texter(phone);
    const id = (await enqueueSms(t.database.db, { userId: user.id, to: phone, text, kind: "camp-reminder" }))!;
    await waitFor(async () => (await row(id)).state === state);
    return id;
  };
  const row = async (id: string) => (await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;
  /** A callback as Twilio sends it: a form, signed with the auth token over the URL it calls and the fields. */
  const signed = (path: string, params: Record<string, string>, token = TOKEN) =>
    t.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilio.getExpectedTwilioSignature(token, `${TEST_BASE_URL}${path}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });

  beforeAll(async () => {
    standIn = await startTwilioStandIn({ accountSid: ACCOUNT, authToken: TOKEN }, (request) =>
      request.form.Body?.includes("unsubscribed")
        ? { status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" }
        : undefined,
    );
    t = await createTestApp({
      JOB_POLL_MS: "50",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: standIn.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it("creates one Twilio message per text, authenticated, and keeps its SID", async () => {
    const id = await textTo("+8801712000001", "Hello from the camp", "sent");
    const mine = standIn.received.filter((r) => r.form.To === "+8801712000001");
    expect(mine).toEqual([
      {
        accountSid: ACCOUNT,
        authorized: true,
        form: { To: "+8801712000001", From: "+15005550006", Body: "Hello from the camp" },
      },
    ]);
    expect((await row(id)).provider).toBe("twilio");
    expect((await row(id)).providerId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("records a status callback signed by Twilio, and refuses an unsigned or forged one", async () => {
    const id = await textTo("+8801712000002", "Report", "sent");
    const sid = (await row(id)).providerId!;
    const params = { MessageSid: sid, MessageStatus: "undelivered", ErrorCode: "30003", AccountSid: ACCOUNT };

    const forged = await signed("/api/sms/status", params, "not-the-auth-token-000000");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "SMS_WEBHOOK_REFUSED" });
    const unsigned = await t.app.inject({ method: "POST", url: "/api/sms/status", payload: params });
    expect(unsigned.statusCode).toBe(400);
    expect((await row(id)).state).toBe("sent");

    const ok = await signed("/api/sms/status", params);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ recorded: true });
    expect(await row(id)).toMatchObject({ state: "failed", lastError: "30003" });
  });

  it("opts a number out on a signed STOP reply, and fails for good a text Twilio refuses (21610)", async () => {
    const user = await texter("+8801712000003");
    const stop = await signed("/api/sms/inbound", { From: "+8801712000003", Body: "Stop", AccountSid: ACCOUNT });
    expect(stop.json()).toEqual({ recorded: true });
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, "+8801712000003"))).toHaveLength(1);
    expect(
      await enqueueSms(t.database.db, { userId: user.id, to: "+8801712000003", text: "x", kind: "camp-reminder" }),
    ).toBeNull();

    const id = await textTo("+8801712000004", "to an unsubscribed number", "failed");
    expect((await row(id)).attempts).toBe(1);
    expect((await row(id)).lastError).toContain("Attempt to send to unsubscribed recipient");
  });

  it("offers no WhatsApp without TWILIO_WHATSAPP_FROM, and fails for good a WhatsApp text chosen before it was removed", async () => {
    const user = await texter("+8801712000005", "whatsapp");
    const contact = await injectAs(t.app, user, { method: "GET", url: "/api/me/contact" });
    expect(contact.json()).toMatchObject({ channel: "whatsapp", channels: ["email", "sms", "both"] });
    const refused = await injectAs(t.app, user, {
      method: "PUT",
      url: "/api/me/contact",
      payload: { channel: "whatsapp" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONTACT_CHANNEL_UNAVAILABLE" });

    const id = (await enqueueSms(t.database.db, {
      userId: user.id,
      to: "+8801712000005",
      text: "By WhatsApp",
      kind: "camp-reminder",
    }))!;
    await waitFor(async () => (await row(id)).state === "failed");
    expect(await row(id)).toMatchObject({ channel: "whatsapp", attempts: 1 });
    expect((await row(id)).lastError).toContain("does not send whatsapp messages");
    expect(standIn.received.filter((r) => r.form.To?.endsWith("+8801712000005"))).toEqual([]);
  });
});
