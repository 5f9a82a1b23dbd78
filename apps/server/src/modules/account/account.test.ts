import { MESSAGES } from "@medcamp/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarFeeds,
  camps,
  joinRequests,
  mailMessages,
  newsletterSubscribers,
  notificationPreferences,
  notifications,
  payments,
  reviews,
  sessions,
  upcomingCamps,
  users,
} from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { campCounterMismatches, insertCamp, insertUpcomingCamp } from "../../test/test-camps.ts";
import { injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";

describe("Download my data and Delete my account (issue 19)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const gold = (name: string) => signUp(t.app, { name, badge: "Gold", db: db() });
  const post = (user: TestUser, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const deleteAccount = (user: TestUser, payload: object) =>
    injectAs(t.app, user, { method: "DELETE", url: "/api/me", payload });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("downloads everything held about the user as a JSON attachment, without secrets or other users' rows", async () => {
    const camper = await gold("Data Camper");
    const other = await gold("Other Camper");
    const camp = await insertCamp(db(), "Data Camp");
    const upcoming = await insertUpcomingCamp(db(), { title: "Soon Camp" });
    expect((await post(camper, "/api/meal/request", { mealId: camp })).statusCode).toBe(201);
    expect((await post(camper, `/api/meals/${camp}/like`, {})).statusCode).toBeLessThan(300);
    expect((await post(camper, "/api/like-upcoming-meal", { mealId: upcoming })).statusCode).toBe(201);
    expect((await post(camper, `/api/meals/${camp}/review`, { comment: "Kind nurses", rating: 5 })).statusCode).toBe(
      201,
    );
    expect((await post(other, `/api/meals/${camp}/review`, { comment: "Not mine", rating: 2 })).statusCode).toBe(201);
    await db().insert(payments).values({
      userId: camper.id,
      email: camper.email,
      price: 29.99,
      transactionId: "pi_data_1",
      packageName: "Gold",
    });
    await db().insert(notifications).values({ userId: camper.id, kind: "test", title: "Hello", body: "A notice" });
    await db().insert(notificationPreferences).values({ userId: camper.id, reminders: false });
    await injectAs(t.app, camper, { url: "/api/me/calendar" });
    // Subscribed from My Profile: the row is the account's own.
    await db()
      .insert(newsletterSubscribers)
      .values({
        email: camper.email.toUpperCase(),
        state: "confirmed",
        tokenHash: `hash-${camper.id}`,
        userId: camper.id,
      });
    // The e-mails written to the address (any letter case): the welcome, and one already sent.
    await db()
      .insert(mailMessages)
      .values({
        toAddress: camper.email.toUpperCase(),
        subject: "Sent before",
        textBody: "A secret body",
        htmlBody: "<p>A secret body</p>",
        state: "sent",
        sentAt: new Date(),
        createdAt: new Date(Date.now() + 60_000),
      });

    const res = await injectAs(t.app, camper, { url: "/api/me/data" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="medcamp-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(data.profile).toMatchObject({ id: camper.id, name: "Data Camper", email: camper.email, badge: "Gold" });
    expect(data.signInMethods.map((m: { provider: string }) => m.provider)).toEqual(["credential"]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.requests).toEqual([expect.objectContaining({ campId: camp, status: "pending" })]);
    expect(data.likes).toEqual([
      expect.objectContaining({ campId: camp, campTitle: expect.stringMatching(/^Data Camp/) }),
    ]);
    expect(data.upcomingLikes).toEqual([expect.objectContaining({ upcomingCampId: upcoming })]);
    expect(data.reviews).toEqual([expect.objectContaining({ campId: camp, comment: "Kind nurses", rating: 5 })]);
    expect(data.payments).toEqual([
      expect.objectContaining({ transactionId: "pi_data_1", price: 29.99, packageName: "Gold" }),
    ]);
    expect(data.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: "Hello", body: "A notice", readAt: null })]),
    );
    expect(data.notificationPreferences).toEqual({ reminders: false, campUpdates: true });
    expect(data.calendarFeed).toEqual({ exists: true, createdAt: expect.any(String) });
    expect(data.newsletter).toEqual(expect.objectContaining({ state: "confirmed" }));
    expect(data.emails.map((m: { subject: string }) => m.subject)).toEqual([
      "Welcome to MedCamp",
      expect.stringMatching(/^Request received: Data Camp/),
      "Sent before",
    ]);
    expect(data.emails[2]).toEqual({
      subject: "Sent before",
      state: "sent",
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
    expect(res.body).not.toContain("A secret body");
    // No secrets: no password hash, no session token, no calendar token.
    const [feed] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, camper.id));
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, camper.id));
    expect(res.body).not.toContain(feed!.token);
    expect(res.body).not.toContain(session!.token);
    expect(res.body).not.toContain("scrypt$");
    expect(res.body).not.toContain("Not mine");

    // Someone with nothing yet gets empty lists.
    const fresh = await signUp(t.app);
    const empty = (await injectAs(t.app, fresh, { url: "/api/me/data" })).json();
    expect([empty.requests, empty.likes, empty.reviews, empty.payments, empty.notifications]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    expect([empty.notificationPreferences, empty.newsletter, empty.calendarFeed.exists]).toEqual([null, null, false]);
  });

  it("refuses a wrong password with 403 WRONG_PASSWORD and changes nothing", async () => {
    const camper = await gold("Careful Camper");
    const camp = await insertCamp(db());
    await post(camper, "/api/meal/request", { mealId: camp });
    const res = await deleteAccount(camper, { password: "WrongPass1" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "WRONG_PASSWORD", message: MESSAGES.account.wrongPassword });
    expect(await db().select().from(users).where(eq(users.id, camper.id))).toHaveLength(1);
    expect(await db().select().from(joinRequests).where(eq(joinRequests.userId, camper.id))).toHaveLength(1);
    expect((await injectAs(t.app, camper, { url: "/api/me/data" })).statusCode).toBe(200);
    expect((await deleteAccount(camper, { email: camper.email })).statusCode).toBe(403);
    expect((await deleteAccount(camper, {})).statusCode).toBe(400);
    expect((await injectAs(t.app, null, { method: "DELETE", url: "/api/me", payload: {} })).statusCode).toBe(401);
  });

  it("deletes the account: seat to the first waiter, likes uncounted, reviews as Former camper, payments kept without e-mail, session ended", async () => {
    const leaver = await gold("Leaving Camper");
    const waiter = await gold("Waiting Camper");
    const full = await insertCamp(db(), "Full Camp");
    await db().update(camps).set({ capacity: 1 }).where(eq(camps.id, full));
    const queued = await insertCamp(db(), "Queued Camp");
    await db().update(camps).set({ capacity: 1 }).where(eq(camps.id, queued));
    const upcoming = await insertUpcomingCamp(db());
    // The leaver holds Full Camp's only seat; the waiter waits for it. On Queued Camp the leaver waits.
    expect((await post(leaver, "/api/meal/request", { mealId: full })).json().status).toBe("pending");
    expect((await post(waiter, "/api/meal/request", { mealId: full })).json().status).toBe("waitlisted");
    expect((await post(waiter, "/api/meal/request", { mealId: queued })).json().status).toBe("pending");
    expect((await post(leaver, "/api/meal/request", { mealId: queued })).json().status).toBe("waitlisted");
    await post(leaver, `/api/meals/${full}/like`, {});
    await post(waiter, `/api/meals/${full}/like`, {});
    await post(leaver, "/api/like-upcoming-meal", { mealId: upcoming });
    await post(leaver, `/api/meals/${full}/review`, { comment: "Lovely staff", rating: 4 });
    await db().insert(payments).values({
      userId: leaver.id,
      email: leaver.email,
      price: 19.99,
      transactionId: "pi_leaver_1",
      packageName: "Silver",
    });
    await db()
      .insert(newsletterSubscribers)
      .values({ email: leaver.email, state: "confirmed", tokenHash: `hash-${leaver.id}`, userId: leaver.id });
    // A message still queued (it must never go out after the deletion) and one sent (personal data).
    await db()
      .insert(mailMessages)
      .values([
        { toAddress: leaver.email.toUpperCase(), subject: "Still queued", textBody: "Q", htmlBody: "<p>Q</p>" },
        { toAddress: leaver.email, subject: "Sent", textBody: "S", htmlBody: "<p>S</p>", state: "sent" },
      ]);
    const secondDevice = await signIn(t.app, leaver.email, TEST_PASSWORD);
    // Read (and cached) before: the review under its author's name.
    const before = (await injectAs(t.app, null, { url: `/api/meals/${full}` })).json();
    expect(before.reviews.map((r: { name: string }) => r.name)).toEqual(["Leaving Camper"]);

    const res = await deleteAccount(leaver, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.account.deleted });
    const cleared = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cleared.some((c) => /session_token=;.*Max-Age=0/.test(c))).toBe(true);

    // The session ends on every device; the account cannot sign in again.
    for (const device of [leaver, secondDevice]) {
      expect((await injectAs(t.app, device, { url: "/api/me/data" })).statusCode).toBe(401);
    }
    await expect(signIn(t.app, leaver.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await db().select().from(users).where(eq(users.id, leaver.id))).toEqual([]);

    // The waiter took the seat; counters equal the rows everywhere.
    const waiterRequests = await db().select().from(joinRequests).where(eq(joinRequests.userId, waiter.id));
    expect(waiterRequests.map((r) => [r.campId, r.status]).sort()).toEqual(
      [
        [full, "pending"],
        [queued, "pending"],
      ].sort(),
    );
    const [fullCamp] = await db().select().from(camps).where(eq(camps.id, full));
    expect(fullCamp).toMatchObject({ seatsTaken: 1, waitlistCount: 0, likes: 1, reviewsCount: 1, ratingTotal: 4 });
    const [queuedCamp] = await db().select().from(camps).where(eq(camps.id, queued));
    expect(queuedCamp).toMatchObject({ seatsTaken: 1, waitlistCount: 0 });
    const [soon] = await db().select().from(upcomingCamps).where(eq(upcomingCamps.id, upcoming));
    expect(soon!.likes).toBe(0);
    expect(await campCounterMismatches(db())).toEqual([]);

    // The review stays, shown as "Former camper".
    const [review] = await db().select().from(reviews).where(eq(reviews.campId, full));
    expect(review!.userId).toBeNull();
    const detail = (await injectAs(t.app, null, { url: `/api/meals/${full}` })).json();
    expect(detail.reviews).toEqual([
      { name: MESSAGES.account.formerCamper, rating: 4, comment: "Lovely staff", verifiedAttendee: false },
    ]);

    // The payment stays for accounting, without the name or e-mail.
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, "pi_leaver_1"));
    expect(payment).toMatchObject({ userId: null, email: null, price: 19.99, packageName: "Silver" });
    // No address of the user's is kept to write to: the newsletter subscription went with the account.
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, leaver.email)),
    ).toEqual([]);
    // Nor any e-mail to it: the queued one will not be delivered, the sent ones are gone (the welcome too).
    expect(
      await db()
        .select()
        .from(mailMessages)
        .where(sql`lower(${mailMessages.toAddress}) = lower(${leaver.email})`),
    ).toEqual([]);
    // Other people's e-mails stay.
    expect(
      (await db().select().from(mailMessages).where(eq(mailMessages.toAddress, waiter.email))).length,
    ).toBeGreaterThan(0);
  });

  it("leaves a subscription the account never owned: an unverified account with a subscriber's address neither exports nor deletes it", async () => {
    const email = `home-box-${crypto.randomUUID().slice(0, 8)}@example.org`;
    // Subscribed on Home (no account), then someone registers with that address (sign-up does not verify it).
    await db()
      .insert(newsletterSubscribers)
      .values({ email, state: "confirmed", tokenHash: `hash-${email}` });
    const impostor = await signUp(t.app, { email });
    const data = (await injectAs(t.app, impostor, { url: "/api/me/data" })).json();
    expect(data.newsletter).toBeNull();
    expect((await deleteAccount(impostor, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ state: "confirmed", userId: null });
    // A verified account (Google) owns its address's subscription, and takes it along when it goes.
    const verified = await signUp(t.app, { email: email.toUpperCase() });
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, verified.id));
    expect((await injectAs(t.app, verified, { url: "/api/me/data" })).json().newsletter).toMatchObject({
      state: "confirmed",
    });
    expect((await deleteAccount(verified, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
  });

  it("lets an account without a password (Google only) confirm with its own e-mail address", async () => {
    const google = await signUp(t.app, { name: "Google Camper" });
    // Such an account has only a Google sign-in method (no credential row with a password).
    const { accounts } = await import("../../db/schema/index.ts");
    await db().update(accounts).set({ providerId: "google", password: null }).where(eq(accounts.userId, google.id));
    const wrong = await deleteAccount(google, { email: "someone-else@example.org" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("EMAIL_MISMATCH");
    expect((await deleteAccount(google, { password: TEST_PASSWORD })).json().code).toBe("EMAIL_MISMATCH");
    expect((await deleteAccount(google, { email: google.email.toUpperCase() })).statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, google.id))).toEqual([]);
  });
});
