import type { Contact } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, smsContacts, smsMessages } from "../../db/schema/index.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, type TestUser } from "../../test/test-users.ts";
import { startTwilioStandIn } from "../../test/twilio-stand-in.ts";
import { queueNoticeTexts } from "./notice-texts.ts";

const ACCOUNT = `AC${"1e".repeat(16)}`;
const TOKEN = "twilio-auth-token-whatsapp-0123";
const SMS_FROM = "+15005550006";
const WHATSAPP_FROM = "+14155238886";

/**
 * Issue 40, item 3 (ADR 030): WhatsApp through the same adapter where the provider offers it: Twilio's Messages API
 * with both numbers addressed `whatsapp:+E164`, here a Twilio-compatible stand-in. The number is verified by an SMS
 * code first, and STOP (from WhatsApp too) ends the texts.
 */
describe("WhatsApp messages through Twilio", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;

  const as = (user: TestUser, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const toNumber = (phone: string) => standIn.received.filter((r) => r.form.To?.endsWith(phone));
  /** A reply as Twilio posts it, signed with the auth token. */
  const reply = (params: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/sms/inbound",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, `${TEST_BASE_URL}/api/sms/inbound`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });

  beforeAll(async () => {
    standIn = await startTwilioStandIn({ accountSid: ACCOUNT, authToken: TOKEN });
    t = await createTestApp({
      JOB_POLL_MS: "50",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: SMS_FROM,
      TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
      TWILIO_API_URL: standIn.url,
    });
    await t.app.ready(); // the text worker starts when the server is ready
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it("offers WhatsApp once the number is verified by an SMS code, sends it addressed whatsapp:, and stops on STOP", async () => {
    const [camper] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 1);
    const phone = "+8801812000001";
    const offered = (await as(camper!, "GET", "/api/me/contact")).json() as Contact;
    expect(offered.channels).toEqual(["email", "sms", "both", "whatsapp"]);
    const unverified = await as(camper!, "PUT", "/api/me/contact", { channel: "whatsapp" });
    expect(unverified.json()).toMatchObject({ code: "PHONE_NOT_VERIFIED" });

    // The code goes as an SMS, from the SMS sender.
    expect((await as(camper!, "POST", "/api/me/phone", { phone })).statusCode).toBe(200);
    await waitFor(() => toNumber(phone).length === 1);
    expect(toNumber(phone)[0]!.form).toMatchObject({ To: phone, From: SMS_FROM });
    const code = /\d{6}/.exec(toNumber(phone)[0]!.form.Body ?? "")![0];
    expect((await as(camper!, "POST", "/api/me/phone/verify", { code })).statusCode).toBe(200);
    const chosen = await as(camper!, "PUT", "/api/me/contact", { channel: "whatsapp" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ channel: "whatsapp", phoneVerified: true });

    // A request notice goes by WhatsApp: both numbers addressed whatsapp:+E164, the same words as its SMS.
    const mealId = await insertCamp(t.database.db, "Harbour Eye Camp");
    const joined = await as(camper!, "POST", "/api/meal/request", { mealId });
    expect(joined.statusCode, joined.body).toBe(201);
    await waitFor(() => toNumber(phone).length === 2);
    expect(toNumber(phone)[1]).toEqual({
      accountSid: ACCOUNT,
      authorized: true,
      form: {
        To: `whatsapp:${phone}`,
        From: `whatsapp:${WHATSAPP_FROM}`,
        Body: expect.stringMatching(
          /^MedCamp: We got your request for Harbour Eye Camp.*\. A seat is held for you\. Reply STOP to end texts\.$/,
        ),
      },
    });
    const notice = async () =>
      (await t.database.db.select().from(smsMessages).where(eq(smsMessages.kind, "request-notice")))[0];
    await waitFor(async () => (await notice())?.state === "sent");
    expect(await notice()).toMatchObject({ userId: camper!.id, channel: "whatsapp", provider: "twilio" });
    // WhatsApp only: the notice went instead of its e-mail.
    const mails = async () =>
      (await t.database.db.select().from(mailMessages).where(eq(mailMessages.userId, camper!.id))).map(
        (m) => m.template,
      );
    expect(await mails()).toEqual([]);

    // STOP sent from WhatsApp opts the number out: the next notice is not even queued, and goes by e-mail instead.
    const stop = await reply({ From: `whatsapp:${phone}`, Body: "STOP", AccountSid: ACCOUNT });
    expect(stop.json()).toEqual({ recorded: true });
    expect((await as(camper!, "GET", "/api/me/contact")).json()).toMatchObject({ optedOut: true });
    const other = await insertCamp(t.database.db, "Second Harbour Camp");
    expect((await as(camper!, "POST", "/api/meal/request", { mealId: other })).statusCode).toBe(201);
    const texts = await t.database.db.select().from(smsMessages).where(eq(smsMessages.userId, camper!.id));
    expect(texts.map((x) => x.kind)).toEqual(["code", "request-notice"]);
    expect(await mails()).toEqual(["request-received"]);
  });

  it("texts no WhatsApp chooser where the provider no longer sends WhatsApp: their notices go by e-mail", async () => {
    const [camper] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 1);
    const phone = "+8801812000002";
    await t.database.db
      .insert(smsContacts)
      .values({ userId: camper!.id, channel: "whatsapp", phone, phoneVerifiedAt: new Date() });
    const notice = {
      userId: camper!.id,
      kind: "request-notice" as const,
      name: "Harbour Eye Camp",
      write: (_: unknown, name: string) => `MedCamp: ${name}`,
    };
    // Sent by a notifier whose provider sends no WhatsApp (TWILIO_WHATSAPP_FROM removed): not texted, e-mailed.
    expect(await queueNoticeTexts(t.database.db, [notice], false)).toEqual(new Set());
    const queued = async () =>
      (await t.database.db.select().from(smsMessages).where(eq(smsMessages.userId, camper!.id))).length;
    expect(await queued()).toBe(0);
    // Where it does, the text goes instead of the e-mail.
    expect(await queueNoticeTexts(t.database.db, [notice], true)).toEqual(new Set([notice]));
    expect(await queued()).toBe(1);
  });
});
