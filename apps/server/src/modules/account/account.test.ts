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
import { freshIp, injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";
import { insertDatedCamp } from "../../test/calendar-test-camps.ts";

describe("Download my data and Delete my account (issue 19)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const gold = (name: string) => signUp(t.app, { name, badge: "Gold", db: db() });
  const post = (user: TestUser, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  // From a client address of its own each time: the route is limited per address as sign-in is (AUTH_RATE_LIMIT).
  const deleteAccount = (user: TestUser, payload: object) =>
    injectAs(t.app, user, { method: "DELETE", url: "/api/me", payload, remoteAddress: freshIp() });

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
    // The e-mails written to the account: the welcome, and one already sent (to its address in any letter case).
    await db()
      .insert(mailMessages)
      .values({
        toAddress: camper.email.toUpperCase(),
        userId: camper.id,
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
        {
          toAddress: leaver.email.toUpperCase(),
          userId: leaver.id,
          subject: "Still queued",
          textBody: "Q",
          htmlBody: "<p>Q</p>",
        },
        {
          toAddress: leaver.email,
          userId: leaver.id,
          subject: "Sent",
          textBody: "S",
          htmlBody: "<p>S</p>",
          state: "sent",
        },
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

  it("ties e-mail history to the account: an unverified account on someone else's address neither reads nor deletes the mail that went there for its owner (issue 37, item 6)", async () => {
    const admin = await signUp(t.app, { role: "admin", db: db() });
    const email = `mailbox-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const subjectsTo = async (address: string) =>
      (
        await db()
          .select({ subject: mailMessages.subject })
          .from(mailMessages)
          .where(sql`lower(${mailMessages.toAddress}) = lower(${address})`)
      )
        .map((m) => m.subject)
        .sort();
    const subjectsIn = async (user: TestUser) =>
      ((await injectAs(t.app, user, { url: "/api/me/data" })).json().emails as { subject: string }[])
        .map((m) => m.subject)
        .sort();
    const confirmSubject = MESSAGES.mail.newsletterConfirm.subject;

    // The address's owner, without an account: an e-mail from long ago, and the Home box's confirmation e-mail
    // (the owner then confirms).
    await db().insert(mailMessages).values({
      toAddress: email,
      subject: "Written to the owner",
      textBody: "O",
      htmlBody: "<p>O</p>",
      state: "sent",
    });
    expect(
      (await injectAs(t.app, null, { method: "POST", url: "/api/newsletter", payload: { email } })).statusCode,
    ).toBe(202);
    await db().update(newsletterSubscribers).set({ state: "confirmed" }).where(eq(newsletterSubscribers.email, email));

    // Someone signs up with the address (sign-up does not verify it); a newsletter then goes to the owner.
    const impostor = await signUp(t.app, { email: email.toUpperCase() });
    const issue = { subject: `Camp news ${crypto.randomUUID().slice(0, 8)}`, text: "New camps this month." };
    expect(
      (await injectAs(t.app, admin, { method: "POST", url: "/api/admin/newsletter/send", payload: issue })).statusCode,
    ).toBe(202);
    const ownersMail = ["Written to the owner", confirmSubject, issue.subject].sort();
    expect(await subjectsTo(email)).toEqual([...ownersMail, "Welcome to MedCamp"].sort());

    // The account sees only what was written to it, and deleting it deletes only that.
    expect(await subjectsIn(impostor)).toEqual(["Welcome to MedCamp"]);
    expect((await deleteAccount(impostor, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await subjectsTo(email)).toEqual(ownersMail);

    // An account that verified the address (Google) is its owner: the address's mail is its own, and goes with it.
    const owner = await signUp(t.app, { email });
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
    expect(await subjectsIn(owner)).toEqual([...ownersMail, "Welcome to MedCamp"].sort());
    expect((await deleteAccount(owner, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await subjectsTo(email)).toEqual([]);
  });

  it("puts intake answers with their questions, tickets, check-ins and staff roles in the download (issue 37, item 7)", async () => {
    const admin = await signUp(t.app, { role: "admin", db: db() });
    const camper = await gold("Whole Camper");
    const staffer = await signUp(t.app, { name: "Scanning Staffer" });
    // A camp under way (it began an hour ago), with two intake questions.
    const mealId = await insertDatedCamp(db(), {
      title: "Whole Camp",
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const questions = [
      { kind: "yes_no", label: "Do you take insulin?", required: true, health: true },
      { kind: "short_text", label: "Emergency contact", required: false, health: false },
    ];
    const set = await injectAs(t.app, admin, {
      method: "PUT",
      url: `/api/meals/${mealId}/questions`,
      payload: { questions },
    });
    expect(set.statusCode).toBe(200);
    const [insulin, contact] = set.json().questions as { id: string }[];
    const joined = await post(camper, "/api/meal/request", {
      mealId,
      answers: [
        { questionId: insulin!.id, value: true },
        { questionId: contact!.id, value: "Rina, 01700-000000" },
      ],
    });
    expect(joined.statusCode).toBe(201);
    const requestId = joined.json().insertedId as string;
    const ticket = await injectAs(t.app, camper, { url: `/api/tickets/${requestId}` });
    expect(ticket.statusCode).toBe(200);
    const code = ticket.json().code as string;
    // The staffer checks the camper in; the camper is staff of every camp too.
    expect((await post(admin, "/api/make-staff", { userId: staffer.id, mealId })).statusCode).toBe(200);
    expect((await post(admin, "/api/make-staff", { userId: camper.id })).statusCode).toBe(200);
    const scannedAt = new Date().toISOString();
    const scan = await post(staffer, "/api/check-ins", { mealId, code, clientId: crypto.randomUUID(), scannedAt });
    expect(scan.statusCode, scan.body).toBe(200);

    const data = (await injectAs(t.app, camper, { url: "/api/me/data" })).json();
    const campTitle = expect.stringMatching(/^Whole Camp/);
    expect(data.intakeAnswers).toEqual([
      expect.objectContaining({
        requestId,
        campId: mealId,
        campTitle,
        questionId: insulin!.id,
        question: "Do you take insulin?",
        kind: "yes_no",
        health: true,
        answer: true,
      }),
      expect.objectContaining({
        requestId,
        questionId: contact!.id,
        question: "Emergency contact",
        kind: "short_text",
        health: false,
        answer: "Rina, 01700-000000",
      }),
    ]);
    expect(data.tickets).toEqual([{ requestId, campId: mealId, campTitle, code, issuedAt: expect.any(String) }]);
    expect(data.checkIns).toEqual([{ requestId, campId: mealId, campTitle, checkedInAt: expect.any(String) }]);
    expect(data.staffRoles).toEqual([{ campId: null, campTitle: null, since: expect.any(String) }]);
    // The admin's grant is named (not who made it): an entry about the camper's account.
    expect(data.auditEntries).toEqual([
      expect.objectContaining({ as: "subject", action: "user.made-staff", targetType: "user", targetId: camper.id }),
    ]);

    // The staffer's file names their role on the camp and the check-in they recorded (not whose ticket).
    const staffData = (await injectAs(t.app, staffer, { url: "/api/me/data" })).json();
    expect(staffData.staffRoles).toEqual([{ campId: mealId, campTitle, since: expect.any(String) }]);
    expect(staffData.checkInsRecorded).toEqual([{ campId: mealId, campTitle, checkedInAt: expect.any(String) }]);
    expect(staffData.auditEntries).toEqual(
      expect.arrayContaining([expect.objectContaining({ as: "actor", action: "check-in.added", campId: mealId })]),
    );
    expect(JSON.stringify(staffData)).not.toContain(camper.email);
    expect(JSON.stringify(staffData)).not.toContain("insulin");

    // The admin's file lists what they did, without the before and after of it.
    const adminData = (await injectAs(t.app, admin, { url: "/api/me/data" })).json();
    expect(adminData.auditEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ as: "actor", action: "user.made-staff", targetId: staffer.id, campId: mealId }),
      ]),
    );
    expect(adminData.auditEntries[0]).not.toHaveProperty("after");
  });
});
