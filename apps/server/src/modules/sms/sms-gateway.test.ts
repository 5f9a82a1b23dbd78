import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database, Db } from "../../db/client.ts";
import { mailMessages, notificationPreferences, smsContacts, smsMessages, smsOptOuts } from "../../db/schema/index.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { startSmsGateway, type SmsGateway } from "../../test/sms-gateway-stand-in.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { insertDatedCamp, insertRequest } from "../../test/calendar-test-camps.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { TEST_AUTH_SECRET, testConfig } from "../../test/test-app.ts";
import { injectAs, signUp } from "../../test/test-users.ts";
import { twoHandles } from "../../test/two-instances.ts";
import { referralCode } from "./referral-reminders.ts";
import { enqueueSms } from "./repository.ts";
import { countSegments } from "./segments.ts";

const SECRET = "gateway-shared-secret-0123";
const DAY = 86_400_000;

/** A user whose number is verified and who chose texts (what POST /me/phone and its code make; tested in phone.test). */
async function verifiedTexters(db: Db, count: number, channel: "sms" | "both" = "sms") {
  const users = await insertSignedInCampers(db, TEST_AUTH_SECRET, count);
  const phones = users.map(
    (_, i) => `+88017${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + i).slice(0, 8)}`,
  );
  await db
    .insert(smsContacts)
    .values(users.map((u, i) => ({ userId: u.id, channel, phone: phones[i]!, phoneVerifiedAt: new Date() })));
  return users.map((u, i) => ({ ...u, phone: phones[i]! }));
}

/** Issue 40, item 3: texts through a real HTTP server standing in for the gateway, from two instances on one database. */
describe("text messages through an HTTP gateway", () => {
  const time = movableClock();
  let gateway: SmsGateway;
  let databases: Awaited<ReturnType<typeof twoHandles>>;
  let apps: FastifyInstance[];
  let db: Db;
  /** Answers the gateway gives to texts whose text contains a key here (once each, then 200). */
  const trouble = new Map<string, number[]>();

  const refs = () => gateway.received.map((r) => r.form.ref);
  const rowsOf = (ids: string[]) => db.select().from(smsMessages).where(inArray(smsMessages.id, ids));
  const callback = (path: string, payload: object, secret: string | null = SECRET) =>
    apps[1]!.inject({
      method: "POST",
      url: `/api/sms/${path}`,
      headers: secret ? { "x-sms-secret": secret } : {},
      payload,
    });

  beforeAll(async () => {
    gateway = await startSmsGateway((request) => {
      for (const [key, statuses] of trouble) {
        if (request.form.text?.includes(key) && statuses.length > 0) {
          return { status: statuses.shift()!, body: '{"error":"busy"}' };
        }
      }
      return undefined;
    });
    databases = await twoHandles("sms");
    db = databases.handles[0].db;
    apps = await Promise.all(
      databases.handles.map(async (database: Database) => {
        const app = await buildApp(
          testConfig({
            JOB_POLL_MS: "50",
            SMS_PROVIDER: "http",
            SMS_HTTP_URL: `${gateway.url}/api/send?api_key=k1`,
            SMS_HTTP_METHOD: "POST",
            SMS_HTTP_BODY: "number={msisdn}&to={to}&text={text}&senderid={from}&ref={id}",
            SMS_FROM: "MEDCAMP",
            SMS_WEBHOOK_SECRET: SECRET,
          }),
          { database, hashing: { threads: 1, queue: 16 }, clock: time.clock },
        );
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await databases?.close();
    await gateway?.close();
  });

  it("hands each of 40 texts to the gateway once between the two instances, in the body template's form", async () => {
    const texters = await verifiedTexters(db, 40);
    const ids = await db.transaction(async (tx) => {
      const queued: Array<string | null> = [];
      for (const [i, u] of texters.entries()) {
        const text = `Camp reminder ${i + 1} of 40 €`;
        queued.push(await enqueueSms(tx, { userId: u.id, to: u.phone, text, kind: "camp-reminder" }));
      }
      return queued;
    });
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    await waitFor(() => ids.every((id) => refs().includes(id!)), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // give any duplicate a moment to arrive
    const ours = gateway.received.filter((r) => ids.includes(r.form.ref!));
    expect(ours).toHaveLength(40);
    expect(new Set(ours.map((r) => r.form.ref)).size).toBe(40);
    const first = ours.find((r) => r.form.ref === ids[0])!;
    expect(first.method).toBe("POST");
    expect(first.url).toBe("/api/send?api_key=k1");
    expect(first.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(first.form).toEqual({
      number: texters[0]!.phone.slice(1),
      to: texters[0]!.phone,
      text: "Camp reminder 1 of 40 €",
      senderid: "MEDCAMP",
      ref: ids[0],
    });
    await waitFor(async () => (await rowsOf(ids as string[])).every((r) => r.state === "sent"));
    const rows = await rowsOf(ids as string[]);
    expect(rows.every((r) => r.attempts === 1 && r.provider === "http" && /^gw-\d+$/.test(r.providerId ?? ""))).toBe(
      true,
    );
  });

  it("texts a one-time code to a number not verified yet, and nothing else until it is verified and texts chosen", async () => {
    const user = await signUp(apps[0]!);
    const res = await injectAs(apps[0]!, user, {
      method: "POST",
      url: "/api/me/phone",
      payload: { phone: "+8801311223344" },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The HTTP gateway sends SMS only: WhatsApp is not on offer (ADR 030).
    expect((res.json() as { channels: string[] }).channels).toEqual(["email", "sms", "both"]);
    expect(
      await enqueueSms(db, { userId: user.id, to: "+8801311223344", text: "Your camp starts", kind: "camp-reminder" }),
    ).toBeNull();
    await waitFor(() => gateway.received.some((r) => r.form.to === "+8801311223344"));
    const code = /\d{6}/.exec(gateway.received.find((r) => r.form.to === "+8801311223344")!.form.text!)![0];
    const verified = await injectAs(apps[1]!, user, { method: "POST", url: "/api/me/phone/verify", payload: { code } });
    expect(verified.statusCode, verified.body).toBe(200);
    // Verified but still on e-mail: no text but a code goes to the number.
    expect(
      await enqueueSms(db, { userId: user.id, to: "+8801311223344", text: "Your camp starts", kind: "camp-reminder" }),
    ).toBeNull();
    const chose = await injectAs(apps[1]!, user, {
      method: "PUT",
      url: "/api/me/contact",
      payload: { channel: "sms" },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    // A summary link goes only to the number verified for its visit's link, never on the strength of an account's.
    expect(
      await enqueueSms(db, {
        userId: user.id,
        to: "+8801311223344",
        text: "MedCamp: your summary",
        kind: "summary-link",
        visitId: crypto.randomUUID(),
      }),
    ).toBeNull();
    const id = await enqueueSms(db, {
      userId: user.id,
      to: "+8801311223344",
      text: "Your camp starts",
      kind: "camp-reminder",
    });
    await waitFor(() => refs().includes(id!));
    expect(gateway.received.filter((r) => r.form.to === "+8801311223344")).toHaveLength(2);
  });

  it("records delivery reports sent with the shared secret, and refuses them without it", async () => {
    const [u] = await verifiedTexters(db, 1);
    const id = (await enqueueSms(db, { userId: u!.id, to: u!.phone, text: "Report me", kind: "camp-reminder" }))!;
    await waitFor(async () => (await rowsOf([id]))[0]?.state === "sent");
    const providerId = (await rowsOf([id]))[0]!.providerId!;

    for (const secret of [null, "not-the-secret-at-all-0123"]) {
      const refused = await callback("status", { message_id: providerId, status: "DELIVRD" }, secret);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "SMS_WEBHOOK_REFUSED" });
    }
    expect((await rowsOf([id]))[0]!.state).toBe("sent");
    // A form body with Twilio's field names, as several gateways send.
    const ok = await apps[1]!.inject({
      method: "POST",
      url: `/api/sms/status?secret=${SECRET}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `MessageSid=${providerId}&MessageStatus=delivered`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ recorded: true });
    expect((await rowsOf([id]))[0]).toMatchObject({ state: "delivered", reportedAt: expect.any(Date) });
    // A later report changes nothing; an unknown id records nothing.
    expect((await callback("status", { id: providerId, status: "failed" })).json()).toEqual({ recorded: false });
    expect((await callback("status", { id: "gw-unknown", status: "delivered" })).json()).toEqual({ recorded: false });
    expect((await rowsOf([id]))[0]!.state).toBe("delivered");
  });

  it("stops texting a number that answered STOP (in Bengali here), a text queued before it included", async () => {
    const [u, v] = await verifiedTexters(db, 2);
    // Queued for later (the clock's next minute), then the number answers বন্ধ.
    const [queued] = await db
      .insert(smsMessages)
      .values({
        userId: u!.id,
        toPhone: u!.phone,
        body: "Queued before STOP",
        kind: "camp-reminder",
        encoding: "gsm7",
        segments: 1,
        nextAttemptAt: new Date(time.clock.now().getTime() + 60_000),
      })
      .returning({ id: smsMessages.id });
    const stop = await callback("inbound", { from: u!.phone.slice(1), text: " বন্ধ " });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ recorded: true });
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, u!.phone))).toHaveLength(1);
    // Arabic, Twilio's field names.
    expect((await callback("inbound", { From: v!.phone, Body: "إيقاف" })).json()).toEqual({ recorded: true });
    expect((await callback("inbound", { From: v!.phone, Body: "hello" })).json()).toEqual({ recorded: false });

    expect(await enqueueSms(db, { userId: u!.id, to: u!.phone, text: "After STOP", kind: "camp-reminder" })).toBeNull();
    expect(await enqueueSms(db, { userId: v!.id, to: v!.phone, text: "After STOP", kind: "code" })).toBeNull();
    time.forward(61_000);
    await waitFor(async () => (await rowsOf([queued!.id]))[0]?.state === "failed");
    expect((await rowsOf([queued!.id]))[0]!.lastError).toBe("the number answered STOP");
    expect(gateway.received.filter((r) => r.form.to === u!.phone || r.form.to === v!.phone)).toEqual([]);

    // START texts it again.
    expect((await callback("inbound", { from: u!.phone, text: "START" })).json()).toEqual({ recorded: true });
    const id = await enqueueSms(db, { userId: u!.id, to: u!.phone, text: "After START", kind: "camp-reminder" });
    await waitFor(() => refs().includes(id!));
  });

  it("retries a text the gateway could not take with backoff, and fails one it refused for good", async () => {
    const [u, v] = await verifiedTexters(db, 2);
    trouble.set("Retry me", [503]);
    trouble.set("Refuse me", [400]);
    const retried = (await enqueueSms(db, { userId: u!.id, to: u!.phone, text: "Retry me", kind: "camp-reminder" }))!;
    const refused = (await enqueueSms(db, { userId: v!.id, to: v!.phone, text: "Refuse me", kind: "camp-reminder" }))!;
    await waitFor(async () => {
      const rows = await rowsOf([retried, refused]);
      return rows.every((r) => r.lastError !== null);
    });
    const [r1, r2] = [(await rowsOf([retried]))[0]!, (await rowsOf([refused]))[0]!];
    expect(r1).toMatchObject({ state: "queued", attempts: 1 });
    expect(r1.lastError).toContain("gateway answered 503");
    expect(r1.nextAttemptAt.getTime() - time.clock.now().getTime()).toBeGreaterThan(25_000);
    expect(r2).toMatchObject({ state: "failed", attempts: 1 });
    time.forward(31_000);
    await waitFor(async () => (await rowsOf([retried]))[0]!.state === "sent");
    expect((await rowsOf([retried]))[0]!.attempts).toBe(2);
  });

  it("reminds a person of a referral once a day, in their language, before the due date and after it until it is confirmed", async () => {
    const [person] = await verifiedTexters(db, 1, "both");
    const mealId = await insertCamp(db, "SMS Referral Camp");
    const today = () => time.clock.now().toISOString().slice(0, 10);
    const plus = (days: number) => new Date(time.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
    const [p] = await db
      .execute(sql`insert into person (name, user_id, language) values ('Amina', ${person!.id}, 'bn') returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    const visitId = crypto.randomUUID();
    const referralId = crypto.randomUUID();
    const now = time.clock.now().toISOString();
    await db.execute(sql`insert into visit (id, meal_id, person_id, day, token, consent_care, consent_follow_up,
        consent_keep, station, state, station_since, arrived_at)
      values (${visitId}, ${mealId}, ${p!.id}, ${today()}, 1, true, true, false, 'exit', 'done', ${now}, ${now})`);
    await db.execute(sql`insert into referral (id, meal_id, visit_id, facility_name, facility_address, facility_phone,
        department, urgency, sealed, issued_on, due_on, issued_at, referred_by_name)
      values (${referralId}, ${mealId}, ${visitId}, 'সাভার উপজেলা স্বাস্থ্য কমপ্লেক্স', 'Savar', '+8802224445566',
        'Eye', 'soon', 'sealed', ${today()}, ${plus(1)}, ${now}, 'Dr Rahman')`);
    const toPerson = () => gateway.received.filter((r) => r.form.to === person!.phone);
    // Before the clock jumps, every text handed over is recorded (a jump past a lease in flight would hand it again).
    const settled = () =>
      waitFor(async () => {
        const rows = await db.select().from(smsMessages).where(eq(smsMessages.userId, person!.id));
        return rows.every((r) => r.state === "sent");
      });

    // The day before the due date: one text between both instances' sweeps, however many passes run.
    await waitFor(() => toPerson().length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toPerson()).toHaveLength(1);
    const text = toPerson()[0]!.form.text!;
    expect(text).toBe(
      `MedCamp: সাভার উপজেলা স্বাস্থ্য কমপ্লেক্স-এ আপনার রেফারেল আছে — এই কোড দেখান: ${referralCode(referralId)}। বন্ধ করতে STOP লিখুন।`,
    );
    expect(countSegments(text)).toMatchObject({ encoding: "ucs2", segments: 2 });
    const [row] = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, person!.id), eq(smsMessages.kind, "referral-reminder")));
    expect(row).toMatchObject({ encoding: "ucs2", segments: 2 });

    // The due date itself is not a reminder day; the day after it is (overdue).
    await settled();
    time.forward(DAY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toPerson()).toHaveLength(1);
    time.forward(DAY);
    await waitFor(() => toPerson().length >= 2);
    expect(toPerson()[1]!.form.text).toContain("এখনো বাকি");

    // Confirmed by the facility: no more texts on the later reminder days.
    await db.execute(
      sql`update referral set confirmed_at = now(), arrived_on = ${today()}, outcome = 'seen' where id = ${referralId}`,
    );
    await settled();
    time.forward(2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toPerson()).toHaveLength(2);
    const claims = await db.execute(sql`select day from referral_text where referral_id = ${referralId}`);
    expect((claims as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it("texts the camp reminder once between the instances to a seat-holder who chose SMS (instead of e-mail), and to no one else", async () => {
    const [texter, both, quiet] = await verifiedTexters(db, 3);
    await db.update(smsContacts).set({ channel: "both" }).where(eq(smsContacts.userId, both!.id));
    await db.insert(notificationPreferences).values({ userId: quiet!.id, reminders: false });
    const [emailOnly] = await verifiedTexters(db, 1);
    await db.update(smsContacts).set({ channel: "email" }).where(eq(smsContacts.userId, emailOnly!.id));
    const startsAt = new Date(time.clock.now().getTime() + 2 * 3_600_000).toISOString();
    const mealId = await insertDatedCamp(db, { title: "Riverside Eye Camp", startsAt });
    for (const u of [texter, both, quiet, emailOnly]) await insertRequest(db, mealId, u!.id, "pending");
    const to = (u: { phone: string }) => gateway.received.filter((r) => r.form.to === u.phone);

    await waitFor(() => to(texter!).length > 0 && to(both!).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300)); // give any duplicate a moment to arrive
    expect(to(texter!)).toHaveLength(1);
    expect(to(both!)).toHaveLength(1);
    expect(to(quiet!)).toEqual([]);
    expect(to(emailOnly!)).toEqual([]);
    expect(to(texter!)[0]!.form.text).toMatch(/^MedCamp: Riverside Eye Camp.* starts .+\. Reply STOP to end texts\.$/);
    // The reminder's e-mail goes to those who chose e-mail or both, not to the one who chose texts only.
    const reminderMails = await db
      .select({ userId: mailMessages.userId })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.template, "camp-reminder"),
          inArray(
            mailMessages.userId,
            [texter, both, quiet, emailOnly].map((u) => u!.id),
          ),
        ),
      );
    expect(reminderMails.map((m) => m.userId).sort()).toEqual([both!.id, emailOnly!.id].sort());
  });
});
