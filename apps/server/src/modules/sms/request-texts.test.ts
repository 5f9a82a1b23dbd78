import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps, notificationPreferences, smsContacts, smsMessages, smsOptOuts, users } from "../../db/schema/index.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { countSegments } from "./segments.ts";

/**
 * Issue 40, item 4: the request notices are texted, in the transaction of the change, to campers who chose texts
 * (here on the built-in outbox, which keeps every text in `sms_message`).
 */
describe("request notices as text messages", () => {
  let t: TestApp;
  let admin: TestUser;
  let n = 0;

  /** A camper with a verified number who chose `channel`, reading MedCamp in `locale`. */
  const camper = async (channel: "email" | "sms" | "both", locale: string | null = null) => {
    const [user] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 1);
    const phone = `+8801712${String(100_000 + ++n).padStart(6, "0")}`;
    await t.database.db.insert(smsContacts).values({ userId: user!.id, channel, phone, phoneVerifiedAt: new Date() });
    if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, user!.id));
    return { ...user!, phone };
  };
  /** A camp of `capacity` seats; answers its id and its title (the helper numbers it). */
  const addCamp = async (title: string, capacity: number | null) => {
    const id = await insertCamp(t.database.db, title);
    await t.database.db.update(camps).set({ capacity }).where(eq(camps.id, id));
    const [camp] = await t.database.db.select({ title: camps.title }).from(camps).where(eq(camps.id, id));
    return { id, title: camp!.title };
  };
  const join = async (user: TestUser, mealId: string) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { insertedId: string }).insertedId;
  };
  const serve = async (requestId: string, payload: object) => {
    const res = await injectAs(t.app, admin, { method: "PATCH", url: `/api/meal-requests/${requestId}`, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The request notices (or `kind`) texted to `user`, oldest first. */
  const textsTo = (user: { id: string }, kind = "request-notice") =>
    t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, user.id), eq(smsMessages.kind, kind)))
      .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id));

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "20" });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t?.close());

  it("texts the accepted notice in the camper's language to one who chose SMS, once, and none to e-mail or STOP", async () => {
    const { id: mealId, title } = await addCamp("Char Eye Camp", 5);
    const texter = await camper("sms", "bn");
    const emailOnly = await camper("email");
    const stopped = await camper("both");
    await t.database.db.insert(smsOptOuts).values({ phone: stopped.phone, word: "STOP" });

    for (const user of [texter, emailOnly, stopped]) {
      const requestId = await join(user, mealId);
      await serve(requestId, { status: "delivered" });
      await serve(requestId, { status: "delivered" }); // a repeat tells no one
    }

    const texts = await textsTo(texter);
    expect(texts.map((x) => x.body)).toEqual([
      `MedCamp: ${title}-এর জন্য আপনার অনুরোধ পেয়েছি। আপনার জন্য একটি আসন রাখা হয়েছে। বন্ধ করতে STOP লিখুন।`,
      `MedCamp: ${title}-এ আপনার আসন নিশ্চিত হয়েছে। বন্ধ করতে STOP লিখুন।`,
    ]);
    expect(texts[1]).toMatchObject({ toPhone: texter.phone, channel: "sms", encoding: "ucs2", segments: 2 });
    expect(await textsTo(emailOnly)).toEqual([]);
    expect(await textsTo(stopped)).toEqual([]);
  });

  it("texts the waitlist place, the seat that opens and the decline without the reason, a long title cut to fit", async () => {
    const { id: mealId, title } = await addCamp(
      "Riverside Community Eye and Dental Screening Camp for Families of the Northern Char Villages",
      1,
    );
    const holder = await camper("sms");
    const waiter = await camper("both", "bn");
    const held = await join(holder, mealId);
    await join(waiter, mealId);
    await serve(held, { status: "declined", reason: "Only for people with diabetes" });

    const toHolder = (await textsTo(holder)).map((x) => x.body);
    expect(toHolder).toEqual([
      `MedCamp: We got your request for ${title}. A seat is held for you. Reply STOP to end texts.`,
      `MedCamp: Your request to join ${title} was declined. Reply STOP to end texts.`,
    ]);
    const toWaiter = await textsTo(waiter);
    expect(toWaiter.map((x) => x.body)).toEqual([
      expect.stringMatching(
        /^MedCamp: Riverside Community .+… পূর্ণ। অপেক্ষমাণ তালিকায় আপনার ক্রম ১। বন্ধ করতে STOP লিখুন।$/,
      ),
      expect.stringMatching(/^MedCamp: Riverside Community .+…-এ একটি আসন খালি হয়েছে, আপনার জন্য রাখা হয়েছে।/),
    ]);
    for (const text of toWaiter) {
      expect(text.segments).toBe(2);
      expect(countSegments(text.body)).toMatchObject({ encoding: "ucs2", segments: 2 });
    }
  });

  it("texts a camp's move to those who kept camp updates on, and its cancellation to everyone in play", async () => {
    const { id: mealId, title } = await addCamp("Hill Tracts Camp", null);
    const [keen, quiet] = [await camper("sms"), await camper("sms", "ar")];
    await t.database.db.insert(notificationPreferences).values({ userId: quiet.id, campUpdates: false });
    for (const user of [keen, quiet]) await join(user, mealId);
    const moved = await injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meals/${mealId}`,
      payload: {
        title,
        image: "https://example.org/camp.png",
        ingredients: ["Nurse"],
        description: "Moved.",
        price: 5,
        startsAt: "2031-01-12T09:00:00+06:00",
        timezone: "Asia/Dhaka",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await injectAs(t.app, admin, { method: "DELETE", url: `/api/meals/${mealId}` })).statusCode).toBe(200);

    expect((await textsTo(keen, "camp-notice")).map((x) => x.body)).toEqual([
      `MedCamp: The date and time of ${title} changed. Reply STOP to end texts.`,
      `MedCamp: ${title} was cancelled, and your request for it is closed. Reply STOP to end texts.`,
    ]);
    expect((await textsTo(quiet, "camp-notice")).map((x) => x.body)).toEqual([
      `MedCamp: أُلغي ${title}، وأُغلق طلبك الخاص به. أرسل STOP لإيقاف الرسائل.`,
    ]);
  });
});
