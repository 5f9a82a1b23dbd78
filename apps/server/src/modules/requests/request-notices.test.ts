import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinRequests, mailMessages, notificationPreferences } from "../../db/schema/index.ts";
import { headerOf, linkIn, noticeCapture } from "../../test/notice-capture.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { injectAs, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";

const DAY = 24 * 3600 * 1000;
/** A start on a whole minute (calendar times have no milliseconds). */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000).toISOString();
const PLACE = { venue: "Town Hall", address: "1 Main Road", city: "Dhaka", country: "Bangladesh" };

describe("what campers are told about their requests and camps (issue 19, real SMTP)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: TestUser;
  let campers: TestUser[];
  let told: ReturnType<typeof noticeCapture>;
  let n = 0;

  const fields = {
    image: "https://example.org/camp.png",
    ingredients: ["Nurse"],
    description: "A camp people are told about.",
    price: 5,
  };
  const titles = new Map<string, string>();
  const addCamp = async (body: object = {}) => {
    const res = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals",
      payload: {
        ...fields,
        title: `Notice Camp ${++n}`,
        category: "3days",
        startsAt: inDays(10),
        timezone: "Asia/Dhaka",
        location: PLACE,
        capacity: 1,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { insertedId: string }).insertedId;
    titles.set(id, `Notice Camp ${n}`);
    return { id, title: `Notice Camp ${n}` };
  };
  const join = async (user: TestUser, mealId: string) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
    return res;
  };
  const joined = async (user: TestUser, mealId: string) => {
    const res = await join(user, mealId);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { insertedId: string }).insertedId;
  };
  const adminAct = (id: string, method: "PATCH" | "DELETE", payload?: object) =>
    injectAs(t.app, admin, { method, url: `/api/meal-requests/${id}`, ...(payload ? { payload } : {}) });
  /** PATCH /meals/{id} takes the camp's whole editable form: the fields as they were, and the changes. */
  const editCamp = (id: string, changes: object) =>
    injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meals/${id}`,
      payload: { ...fields, title: titles.get(id), ...changes },
    });
  /** The link leads to the camp: the id in it names a camp the API serves. */
  const expectCampLink = async (url: string | undefined, campId: string) => {
    expect(url).toBe(`${TEST_BASE_URL}/meal/${campId}`);
    expect((await injectAs(t.app, null, { method: "GET", url: `/api/meals/${campId}` })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready(); // the mail worker starts when the server is ready
    told = noticeCapture(smtp, t.database.db);
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
    campers = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 8);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("tells a camper their request was received, or their place on the waitlist, once each", async () => {
    const camp = await addCamp();
    const [seated, waiting] = campers as [TestUser, TestUser];
    await joined(seated, camp.id);
    await joined(waiting, camp.id);

    const received = await told.mailTo(seated.email, `Request received: ${camp.title}`);
    await expectCampLink(linkIn(received, "/meal/"), camp.id);
    expect(received.text).toContain("Town Hall, 1 Main Road, Dhaka, Bangladesh");
    expect(received.html).toContain('lang="en"');
    const waitlisted = await told.mailTo(waiting.email, `You are number 1 on the waitlist for ${camp.title}`);
    await expectCampLink(linkIn(waitlisted, "/meal/"), camp.id);

    expect(await told.queued(seated.email, "request-received")).toHaveLength(1);
    expect(await told.queued(waiting.email, "request-received")).toHaveLength(1);
    expect((await told.inApp(seated.id, "request-received")).map((r) => [r.title, r.link])).toEqual([
      ["Request received", `/meal/${camp.id}`],
    ]);
    expect((await told.inApp(waiting.id, "request-waitlisted")).map((r) => r.title)).toEqual([
      "You are number 1 on the waitlist",
    ]);
    // Request status messages are always sent: no unsubscribe.
    expect(headerOf(received, "list-unsubscribe")).toBeUndefined();
  });

  it("queues nothing for a refused join (the transaction rolled back or never wrote)", async () => {
    const camp = await addCamp({ capacity: 5 });
    const camper = campers[2]!;
    await joined(camper, camp.id);
    expect((await join(camper, camp.id)).statusCode).toBe(409); // already requested
    expect(await told.queued(camper.email, "request-received")).toHaveLength(1);
    expect(await told.inApp(camper.id, "request-received")).toHaveLength(1);
  });

  it("confirms a served request with the camp's .ics, once, and tells the first waiter when a seat frees", async () => {
    const camp = await addCamp();
    const [holder, waiter] = [campers[3]!, campers[4]!];
    const held = await joined(holder, camp.id);
    await joined(waiter, camp.id);

    expect((await adminAct(held, "PATCH", { status: "delivered" })).statusCode).toBe(200);

    expect((await adminAct(held, "PATCH", { status: "delivered" })).statusCode).toBe(200); // a repeat tells no one
    const confirmed = await told.mailTo(holder.email, `Your seat is confirmed: ${camp.title}`);
    await expectCampLink(linkIn(confirmed, "/meal/"), camp.id);
    expect(await told.queued(holder.email, "request-confirmed")).toHaveLength(1);
    expect(await told.inApp(holder.id, "request-confirmed")).toHaveLength(1);

    const [ics] = confirmed.attachments;
    expect(ics?.contentType).toBe("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    const [row] = await t.app.inject({ method: "GET", url: `/api/meals/${camp.id}` }).then((r) => [r.json()]);
    expect(event.summary).toBe(camp.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(row.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(row.endsAt);

    // The admin deletes the delivered request: the waiter takes the seat and is told once.
    expect((await adminAct(held, "DELETE")).statusCode).toBe(200);
    const promoted = await told.mailTo(waiter.email, `A seat opened up for you: ${camp.title}`);
    await expectCampLink(linkIn(promoted, "/meal/"), camp.id);
    expect(await told.queued(waiter.email, "request-promoted")).toHaveLength(1);
    expect(await told.inApp(waiter.id, "request-promoted")).toHaveLength(1);
  });

  it("confirms an undated camp's request without a calendar event (its ticket's QR code only)", async () => {
    const camp = await addCamp({ startsAt: undefined, timezone: undefined, capacity: undefined });
    const camper = campers[5]!;
    const id = await joined(camper, camp.id);
    expect((await adminAct(id, "PATCH", { status: "delivered" })).statusCode).toBe(200);
    const confirmed = await told.mailTo(camper.email, `Your seat is confirmed: ${camp.title}`);
    expect(confirmed.attachments.map((a) => a.contentType)).toEqual(["image/png"]);
  });

  it("tells a declined camper, and the waiter who gets the seat, once each", async () => {
    const camp = await addCamp();
    const [holder, waiter] = [campers[6]!, campers[7]!];
    const held = await joined(holder, camp.id);
    await joined(waiter, camp.id);
    expect((await adminAct(held, "PATCH", { status: "declined" })).statusCode).toBe(200);
    expect((await adminAct(held, "PATCH", { status: "declined" })).statusCode).toBe(200);
    const declined = await told.mailTo(holder.email, `Your request was declined: ${camp.title}`);
    expect(linkIn(declined, "/user/meals")).toBe(`${TEST_BASE_URL}/user/meals`);
    expect(await told.queued(holder.email, "request-declined")).toHaveLength(1);
    expect(await told.inApp(holder.id, "request-declined")).toHaveLength(1);
    await told.mailTo(waiter.email, `A seat opened up for you: ${camp.title}`);
    expect(await told.queued(waiter.email, "request-promoted")).toHaveLength(1);
  });

  it("tells a declined camper the organiser's reason, in the e-mail and in the app (issue 23)", async () => {
    const camp = await addCamp();
    const [holder, waiter] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 2);
    const held = await joined(holder!, camp.id);
    await joined(waiter!, camp.id);
    const reason = "This camp is for <adults> & carers only.";
    expect((await adminAct(held, "PATCH", { status: "declined", reason })).statusCode).toBe(200);
    const declined = await told.mailTo(holder!.email, `Your request was declined: ${camp.title}`);
    expect(declined.text).toContain(`The organiser's reason: ${reason}`);
    expect(declined.html).toContain("This camp is for &lt;adults&gt; &amp; carers only.");
    expect((await told.inApp(holder!.id, "request-declined")).map((r) => r.body)).toEqual([
      `An organiser could not accept your request to join ${camp.title}. Their reason: ${reason}`,
    ]);
    await told.mailTo(waiter!.email, `A seat opened up for you: ${camp.title}`);
    // A bulk decline of the same request again tells no one.
    const again = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meal-requests/bulk",
      payload: { ids: [held], status: "declined", reason: "Twice" },
    });
    expect(again.json().results).toEqual([{ id: held, outcome: "unchanged" }]);
    expect(await told.queued(holder!.email, "request-declined")).toHaveLength(1);
  });

  it("promotes waiters when the capacity is raised, and when a camper cancels", async () => {
    const camp = await addCamp();
    const [a, b, c] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 3);
    const aId = await joined(a!, camp.id);
    await joined(b!, camp.id);
    await joined(c!, camp.id);
    expect((await editCamp(camp.id, { capacity: 2 })).statusCode).toBe(200);
    await told.mailTo(b!.email, `A seat opened up for you: ${camp.title}`);
    expect(
      (await injectAs(t.app, a!, { method: "DELETE", url: "/api/meal-requests-user", payload: { id: aId } }))
        .statusCode,
    ).toBe(200);
    await told.mailTo(c!.email, `A seat opened up for you: ${camp.title}`);
    expect(await told.queued(b!.email, "request-promoted")).toHaveLength(1);
    expect(await told.queued(c!.email, "request-promoted")).toHaveLength(1);
    expect(await told.queued(a!.email, "request-promoted")).toHaveLength(0);
  });

  it("promotes the first waiter, once, when a seat-holder deletes their account", async () => {
    const camp = await addCamp();
    const leaver = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const [waiter, second] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 2);
    await joined(leaver, camp.id);
    await joined(waiter!, camp.id);
    await joined(second!, camp.id);
    const gone = await injectAs(t.app, leaver, {
      method: "DELETE",
      url: "/api/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const promoted = await told.mailTo(waiter!.email, `A seat opened up for you: ${camp.title}`);
    await expectCampLink(linkIn(promoted, "/meal/"), camp.id);
    expect(await told.queued(waiter!.email, "request-promoted")).toHaveLength(1);
    expect(await told.inApp(waiter!.id, "request-promoted")).toHaveLength(1);
    expect(await told.queued(second!.email, "request-promoted")).toHaveLength(0);
  });

  it("tells seat-holders and waiters of a new date or place (with an unsubscribe), not of a new title", async () => {
    const camp = await addCamp();
    const [holder, waiter, quiet, quietWaiter] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 4);
    // `quiet` holds no seat here; `quietWaiter` waits but turned camp updates off.
    await joined(holder!, camp.id);
    await joined(waiter!, camp.id);
    await joined(quietWaiter!, camp.id);
    await t.database.db.insert(notificationPreferences).values({ userId: quietWaiter!.id, campUpdates: false });

    const title = `${camp.title} (renamed)`;
    expect((await editCamp(camp.id, { title })).statusCode).toBe(200);
    titles.set(camp.id, title);
    expect((await editCamp(camp.id, { description: "Still the same date." })).statusCode).toBe(200);
    expect(await told.queued(holder!.email, "camp-updated")).toHaveLength(0);

    const newStart = inDays(20);
    expect((await editCamp(camp.id, { startsAt: newStart, timezone: "Asia/Dhaka" })).statusCode).toBe(200);
    for (const user of [holder!, waiter!]) {
      const mail = await told.mailTo(user.email, `New date and time for ${title}`);
      await expectCampLink(linkIn(mail, "/meal/"), camp.id);
      expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(linkIn(mail, "/unsubscribe?token=")).toBeDefined();
      expect(await told.inApp(user.id, "camp-updated")).toHaveLength(1);
    }
    expect(await told.queued(quiet!.email, "camp-updated")).toHaveLength(0);
    expect(await told.queued(quietWaiter!.email, "camp-updated")).toHaveLength(0);
    expect(await told.inApp(quietWaiter!.id, "camp-updated")).toHaveLength(0);

    // A new place together with a capacity change goes through the seats' transaction and is told too.
    const moved = await editCamp(camp.id, { location: { ...PLACE, venue: "Clinic" }, capacity: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const place = await told.mailTo(holder!.email, `New place for ${title}`);
    expect(place.text).toContain("Clinic, 1 Main Road, Dhaka, Bangladesh");
    expect(await told.queued(holder!.email, "camp-updated")).toHaveLength(2);
    // The same place again is no change.
    expect((await editCamp(camp.id, { location: { ...PLACE, venue: "Clinic" } })).statusCode).toBe(200);
    expect(await told.queued(holder!.email, "camp-updated")).toHaveLength(2);
  });

  it("stops camp updates for a camper who used the e-mail's one-click unsubscribe; request news still comes", async () => {
    const camp = await addCamp({ capacity: 5 });
    const [leaver, stayer] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 2);
    await joined(leaver!, camp.id);
    await joined(stayer!, camp.id);
    expect((await editCamp(camp.id, { startsAt: inDays(12), timezone: "Asia/Dhaka" })).statusCode).toBe(200);
    const mail = await told.mailTo(leaver!.email, `New date and time for ${camp.title}`);
    const target = /^<([^>]+)>$/.exec(headerOf(mail, "list-unsubscribe") ?? "")?.[1];
    expect(target).toMatch(new RegExp(`^${TEST_BASE_URL}/api/unsubscribe\\?token=`));
    // A mail program's one-click POST: a form body, no cookie, no Origin.
    const url = new URL(target!);
    const off = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(off.statusCode, off.body).toBe(200);

    expect((await editCamp(camp.id, { startsAt: inDays(14), timezone: "Asia/Dhaka" })).statusCode).toBe(200);
    await waitFor(async () => (await told.queued(stayer!.email, "camp-updated")).length === 2);
    expect(await told.queued(leaver!.email, "camp-updated")).toHaveLength(1);
    expect(await told.inApp(leaver!.id, "camp-updated")).toHaveLength(1);
    // Request status is always sent.
    const [request] = await t.database.db
      .select({ id: joinRequests.id })
      .from(joinRequests)
      .where(eq(joinRequests.userId, leaver!.id));
    expect((await adminAct(request!.id, "PATCH", { status: "delivered" })).statusCode).toBe(200);
    await told.mailTo(leaver!.email, `Your seat is confirmed: ${camp.title}`);
  });

  it("tells everyone with an active request that a deleted camp is cancelled, before the requests go", async () => {
    const camp = await addCamp();
    const [holder, waiter, declinedOne] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 3);
    await joined(holder!, camp.id);
    await joined(waiter!, camp.id);
    expect((await adminAct(await joined(declinedOne!, camp.id), "PATCH", { status: "declined" })).statusCode).toBe(200);
    expect((await injectAs(t.app, admin, { method: "DELETE", url: `/api/meals/${camp.id}` })).statusCode).toBe(200);
    for (const user of [holder!, waiter!]) {
      const mail = await told.mailTo(user.email, `Camp cancelled: ${camp.title}`);
      expect(linkIn(mail, "/meals")).toBe(`${TEST_BASE_URL}/meals`);
      expect(headerOf(mail, "list-unsubscribe")).toBeUndefined();
      expect(await told.inApp(user.id, "camp-cancelled")).toHaveLength(1);
    }
    expect(await told.queued(declinedOne!.email, "camp-cancelled")).toHaveLength(0);
  });

  it("refuses a capacity below the seats taken and queues nothing for the rest of the change", async () => {
    const camp = await addCamp({ capacity: 2 });
    const [a, b] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 2);
    await joined(a!, camp.id);
    await joined(b!, camp.id);
    const res = await editCamp(camp.id, { capacity: 1, location: { ...PLACE, venue: "Somewhere else" } });
    expect(res.statusCode).toBe(409);
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.template, "camp-updated"));
    expect(rows.filter((r) => r.toAddress === a!.email || r.toAddress === b!.email)).toEqual([]);
  });
});
