import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences } from "../../db/schema/index.ts";
import { headerOf, linkIn, noticeCapture } from "../../test/notice-capture.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertUpcomingCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";

describe("an upcoming camp's likers are told when it is published (issue 19, real SMTP)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("tells every liker once, with a link to the new camp and an unsubscribe; not those who turned updates off", async () => {
    const told = noticeCapture(smtp, t.database.db);
    const upcomingId = await insertUpcomingCamp(t.database.db, { title: "Eye Care Week" });
    const [fan, other, quiet, bystander] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 4);
    for (const user of [fan!, other!, quiet!]) {
      const liked = await injectAs(t.app, user, {
        method: "POST",
        url: "/api/like-upcoming-meal",
        payload: { mealId: upcomingId },
      });
      expect(liked.statusCode, liked.body).toBe(201);
    }
    await t.database.db.insert(notificationPreferences).values({ userId: quiet!.id, campUpdates: false });

    const published = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals/from-upcoming",
      payload: { upcomingMealId: upcomingId },
    });
    expect(published.statusCode, published.body).toBe(201);
    const campId = (published.json() as { insertedId: string }).insertedId;
    // Publishing again is refused and tells no one again.
    expect(
      (
        await injectAs(t.app, admin, {
          method: "POST",
          url: "/api/meals/from-upcoming",
          payload: { upcomingMealId: upcomingId },
        })
      ).statusCode,
    ).toBe(409);

    const camp = await t.app.inject({ method: "GET", url: `/api/meals/${campId}` });
    expect(camp.statusCode).toBe(200);
    const { title } = camp.json() as { title: string };
    expect(title).toMatch(/^Eye Care Week/);
    for (const user of [fan!, other!]) {
      const mail = await told.mailTo(user.email, `Now open: ${title}`);
      expect(linkIn(mail, "/meal/")).toBe(`${TEST_BASE_URL}/meal/${campId}`);
      expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(linkIn(mail, "/unsubscribe?token=")).toBeDefined();
      expect(await told.queued(user.email, "camp-published")).toHaveLength(1);
      expect((await told.inApp(user.id, "camp-published")).map((n) => n.link)).toEqual([`/meal/${campId}`]);
    }
    expect(await told.queued(quiet!.email, "camp-published")).toHaveLength(0);
    expect(await told.inApp(quiet!.id, "camp-published")).toHaveLength(0);
    expect(await told.queued(bystander!.email, "camp-published")).toHaveLength(0);
  });
});
