import type { Contact, MyData, OutboxPage } from "@medcamp/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsContacts, smsMessages } from "../../db/schema/index.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { enqueueSms, SmsTooLongError } from "./repository.ts";

const MINUTE = 60_000;

/** Issue 40, item 3: the contact choice and the phone number's one-time code, on the built-in outbox. */
describe("contact choice and phone verification", () => {
  const time = movableClock();
  let t: TestApp;
  let admin: TestUser;

  const as = (user: TestUser, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  /** The last code texted to `user` (the built-in outbox keeps the text in the database). */
  const lastCode = async (user: TestUser) => {
    const [row] = await t.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.userId, user.id))
      .orderBy(desc(smsMessages.createdAt))
      .limit(1);
    return /\d{6}/.exec(row?.body ?? "")?.[0];
  };
  const texts = (user: TestUser) => t.database.db.select().from(smsMessages).where(eq(smsMessages.userId, user.id));

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "50" }, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t?.close());

  it("starts with e-mail and no phone, and refuses texts until a number is verified", async () => {
    const user = await signUp(t.app);
    const res = await as(user, "GET", "/api/me/contact");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      channel: "email",
      // The built-in outbox sends no WhatsApp, so it is not on offer (sms-whatsapp.test.ts: Twilio's).
      channels: ["email", "sms", "both"],
      phone: null,
      phoneVerified: false,
      optedOut: false,
      codeExpiresAt: null,
      resendAfter: null,
    });
    for (const channel of ["sms", "both"]) {
      const refused = await as(user, "PUT", "/api/me/contact", { channel });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "PHONE_NOT_VERIFIED" });
    }
    // Refused, nothing was written (no contact row either); a verify with no code waiting writes none.
    const noCode = await as(user, "POST", "/api/me/phone/verify", { code: "123456" });
    expect(noCode.json()).toMatchObject({ code: "PHONE_CODE_NONE" });
    expect(await t.database.db.select().from(smsContacts).where(eq(smsContacts.userId, user.id))).toEqual([]);
  });

  it("stores a national number as E.164 unverified, texts a code in the person's language, and verifies it", async () => {
    const user = await signUp(t.app);
    await as(user, "PUT", "/api/me/locale", { locale: "bn" });
    const res = await as(user, "POST", "/api/me/phone", { phone: "01712-345678", phoneCountry: "BD" });
    expect(res.statusCode, res.body).toBe(200);
    const contact = res.json() as Contact;
    expect(contact).toMatchObject({ phone: "+8801712345678", phoneVerified: false, channel: "email" });
    expect(new Date(contact.codeExpiresAt!).getTime() - time.clock.now().getTime()).toBeGreaterThan(9 * MINUTE);
    const [text] = await texts(user);
    expect(text).toMatchObject({ toPhone: "+8801712345678", kind: "code", encoding: "ucs2" });
    expect(text!.body).toMatch(/^MedCamp কোড: \d{6}।/);
    // Kept as an HMAC only: the code is not in its row.
    const [row] = await t.database.db.select().from(smsContacts).where(eq(smsContacts.userId, user.id));
    expect(row!.codeHash).not.toContain((await lastCode(user))!);

    // Texts still need the verification.
    expect(
      await enqueueSms(t.database.db, { userId: user.id, to: "+8801712345678", text: "x", kind: "camp-reminder" }),
    ).toBeNull();

    const code = await lastCode(user);
    const verified = await as(user, "POST", "/api/me/phone/verify", { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ phone: "+8801712345678", phoneVerified: true, codeExpiresAt: null });
    const whatsapp = await as(user, "PUT", "/api/me/contact", { channel: "whatsapp" });
    expect(whatsapp.statusCode).toBe(409);
    expect(whatsapp.json()).toMatchObject({ code: "CONTACT_CHANNEL_UNAVAILABLE" });
    const chosen = await as(user, "PUT", "/api/me/contact", { channel: "both" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ channel: "both", phoneVerified: true });
    expect(
      await enqueueSms(t.database.db, { userId: user.id, to: "+8801712345678", text: "x", kind: "camp-reminder" }),
    ).toEqual(expect.any(String));
    // "Download my data" lists the choice, the number and the texts, not their words (a code among them).
    const mine = (await as(user, "GET", "/api/me/data")).json() as MyData;
    expect(mine.contact).toMatchObject({
      channel: "both",
      phone: "+8801712345678",
      phoneVerifiedAt: expect.any(String),
    });
    expect(mine.texts?.map((x) => x.kind)).toEqual(["code", "camp-reminder"]);
    expect(JSON.stringify(mine.texts)).not.toContain(code!);
    // The same code does not verify twice.
    const again = await as(user, "POST", "/api/me/phone/verify", { code });
    expect(again.json()).toMatchObject({ code: "PHONE_CODE_NONE" });
  });

  it("refuses a number that is not one, with its own code", async () => {
    const user = await signUp(t.app);
    for (const payload of [{ phone: "12345" }, { phone: "01712-345678" }, { phone: "+880 1712", phoneCountry: "BD" }]) {
      const res = await as(user, "POST", "/api/me/phone", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "PHONE_INVALID" });
    }
    expect(await texts(user)).toEqual([]);
  });

  it("spends a try on each wrong code and the code after five; an expired code is refused", async () => {
    const user = await signUp(t.app);
    await as(user, "POST", "/api/me/phone", { phone: "+919812345678" });
    const right = (await lastCode(user))!;
    const wrong = right === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1, 0]) {
      const res = await as(user, "POST", "/api/me/phone/verify", { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "PHONE_CODE_WRONG",
        message: `This code is not the one we sent. Tries left: ${left}.`,
      });
    }
    const spent = await as(user, "POST", "/api/me/phone/verify", { code: right });
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ code: "PHONE_CODE_NONE" });

    // A new code a minute later; past its ten minutes it is refused even when right.
    time.forward(MINUTE + 1000);
    expect((await as(user, "POST", "/api/me/phone", { phone: "+919812345678" })).statusCode).toBe(200);
    const fresh = (await lastCode(user))!;
    time.forward(10 * MINUTE + 1000);
    const late = await as(user, "POST", "/api/me/phone/verify", { code: fresh });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "PHONE_CODE_EXPIRED" });
    const contact = (await as(user, "GET", "/api/me/contact")).json() as Contact;
    expect(contact).toMatchObject({ phoneVerified: false, codeExpiresAt: null });
  });

  it("sends at most one code a minute and five an hour", async () => {
    const user = await signUp(t.app);
    expect((await as(user, "POST", "/api/me/phone", { phone: "+8801812345678" })).statusCode).toBe(200);
    const soon = await as(user, "POST", "/api/me/phone", { phone: "+8801812345678" });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: "PHONE_CODE_TOO_SOON" });
    for (let i = 0; i < 4; i++) {
      time.forward(MINUTE + 1000);
      expect((await as(user, "POST", "/api/me/phone", { phone: "+8801812345678" })).statusCode).toBe(200);
    }
    time.forward(MINUTE + 1000);
    const sixth = await as(user, "POST", "/api/me/phone", { phone: "+8801812345678" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "PHONE_CODES_EXHAUSTED" });
    expect(await texts(user)).toHaveLength(5);
    time.forward(60 * MINUTE);
    expect((await as(user, "POST", "/api/me/phone", { phone: "+8801812345678" })).statusCode).toBe(200);
  });

  it("refuses to queue a text longer than two segments (a Bengali one at 135 characters)", async () => {
    const user = await signUp(t.app);
    await expect(
      enqueueSms(t.database.db, { userId: user.id, to: "+8801712345678", text: "ক".repeat(135), kind: "code" }),
    ).rejects.toThrow(SmsTooLongError);
    expect(await texts(user)).toEqual([]);
  });

  it("lists the texts in the admin's outbox beside the e-mails, kept by the built-in outbox with their segments", async () => {
    const user = await signUp(t.app);
    await as(user, "POST", "/api/me/phone", { phone: "+8801912345678" });
    let page: OutboxPage | undefined;
    for (let i = 0; i < 100; i++) {
      page = (await as(admin, "GET", "/api/admin/outbox?limit=50")).json() as OutboxPage;
      if (page.texts?.find((m) => m.to === "+8801912345678")?.state === "outbox") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = page!.texts!.find((m) => m.to === "+8801912345678")!;
    expect(text).toMatchObject({ kind: "code", state: "outbox", provider: "outbox", encoding: "gsm7", segments: 1 });
    expect(text.text).toBe(`MedCamp code: ${await lastCode(user)}. It expires in 10 minutes. Do not share it.`);
    expect(page!.textPages).toBeGreaterThanOrEqual(1);
    // The e-mails are listed as before (the welcome e-mails of the users signed up here).
    expect(page!.messages.length).toBeGreaterThan(0);
    expect(page!.totalPages).toBeGreaterThanOrEqual(1);
  });
});
