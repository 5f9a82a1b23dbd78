import { eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, notificationPreferences, users } from "../../db/schema/index.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { readUnsubscribeToken, unsubscribeToken } from "../mail/index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";
import { createNotifier, notice } from "../notifications/index.ts";
import { newsletterUnsubscribe } from "./index.ts";

const FOREIGN = "https://mail.example.net";
const CONFIRM_SUBJECT = "Please confirm your MedCamp newsletter subscription";

/** A clock the test moves (the resend limit and the link's 7 days) instead of sleeping. */
const time = movableClock();

/** A header as it was written (mailparser parses List-Unsubscribe into an object). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

describe("the newsletter: double opt-in, the same answer for every address, one-click unsubscribe (issue 19)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: TestUser;
  let camper: TestUser;

  const confirmations = (email: string) =>
    smtp.received.filter((m) => m.subject === CONFIRM_SUBJECT && JSON.stringify(m.to ?? null).includes(email));
  /** The token of the confirmation link in a received message's text part. */
  const tokenIn = (mail: ParsedMail) => {
    const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? "");
    expect(match, "the confirmation link").not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email }, headers });
  const confirm = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
  const counts = async () =>
    (await injectAs(t.app, admin, { url: "/api/admin/newsletter" })).json() as { subscribers: number; pending: number };
  const stateOf = async (email: string) =>
    (
      await t.database.db
        .select({
          state: newsletterSubscribers.state,
          id: newsletterSubscribers.id,
          userId: newsletterSubscribers.userId,
          createdAt: newsletterSubscribers.createdAt,
          linkSentAt: newsletterSubscribers.linkSentAt,
        })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    )[0];
  /** Waits for the worker to deliver `n` confirmations to `email`, and a moment more to see that no other comes. */
  const confirmationsAfterDelivery = async (email: string, n: number) => {
    await waitFor(() => confirmations(email).length >= n);
    await new Promise((resolve) => setTimeout(resolve, 150));
    return confirmations(email);
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" }, { clock: time.clock });
    await t.app.ready();
    admin = await signUp(t.app, { name: "Mail Admin", role: "admin", db: t.database.db });
    camper = await signUp(t.app, { name: "Letter Camper", db: t.database.db });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("mails one confirmation link; the link confirms once and for all; admins see the count go up", async () => {
    const before = await counts();
    const email = "reader-one@example.org";
    const res = await subscribe(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: expect.stringContaining("check your inbox") });
    expect(await counts()).toEqual({ subscribers: before.subscribers, pending: before.pending + 1 });

    const [mail, ...more] = await confirmationsAfterDelivery(email, 1);
    expect(more).toEqual([]);
    expect(mail!.html).toContain(`${TEST_BASE_URL}/newsletter/confirm?token=`);
    expect(mail!.text).toContain(`${TEST_BASE_URL}/newsletter/confirm?token=`);
    expect(headerOf(mail!, "list-unsubscribe")).toBeUndefined();
    const token = tokenIn(mail!);
    // Only the hash is stored.
    expect(JSON.stringify(await t.database.db.select().from(newsletterSubscribers))).not.toContain(token);

    const confirmed = await confirm(token);
    expect([confirmed.statusCode, confirmed.json().message]).toEqual([200, "You are subscribed. Thank you!"]);
    expect(await counts()).toEqual({ subscribers: before.subscribers + 1, pending: before.pending });
    expect((await confirm(token)).statusCode).toBe(200); // a second click (or a mail scanner's POST) changes nothing
    expect(await counts()).toEqual({ subscribers: before.subscribers + 1, pending: before.pending });

    const forged = await confirm("not-a-token-we-made");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "NEWSLETTER_LINK_INVALID" });
  });

  it("answers the same for unknown, pending and confirmed addresses, and mails an address at most once per 10 minutes", async () => {
    const fresh = "reader-fresh@example.org";
    const pending = "reader-pending@example.org";
    const confirmedEmail = "reader-confirmed@example.org";
    expect((await subscribe(pending)).statusCode).toBe(202);
    expect((await subscribe(confirmedEmail)).statusCode).toBe(202);
    const [first] = await confirmationsAfterDelivery(confirmedEmail, 1);
    expect((await confirm(tokenIn(first!))).statusCode).toBe(200);
    await confirmationsAfterDelivery(pending, 1);

    const answers = await Promise.all(
      [fresh, pending, confirmedEmail.toUpperCase()].map(async (email) => {
        const res = await subscribe(email);
        return { status: res.statusCode, body: res.body, cache: res.headers["cache-control"] };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect(await confirmationsAfterDelivery(fresh, 1)).toHaveLength(1);
    expect(confirmations(pending)).toHaveLength(1); // asked again within 10 minutes: no second e-mail
    expect(confirmations(confirmedEmail)).toHaveLength(1); // already subscribed: never mailed again
    expect((await stateOf(confirmedEmail))?.state).toBe("confirmed");

    // Eleven minutes later a new request sends a new link, and the old link stops working.
    const oldToken = tokenIn(confirmations(pending)[0]!);
    const before = (await stateOf(pending))!;
    time.forward(11 * 60_000);
    try {
      expect((await subscribe(pending)).body).toBe(answers[0]!.body);
      // The new link's time moves; when the address first asked does not.
      const after = (await stateOf(pending))!;
      expect(after.createdAt).toEqual(before.createdAt);
      expect(after.linkSentAt.getTime()).toBeGreaterThanOrEqual(before.linkSentAt.getTime() + 11 * 60_000 - 1000);
      const [, second] = await confirmationsAfterDelivery(pending, 2);
      const newToken = tokenIn(second!);
      expect(newToken).not.toBe(oldToken);
      expect((await confirm(oldToken)).json()).toMatchObject({ code: "NEWSLETTER_LINK_INVALID" });
      expect((await confirm(newToken)).statusCode).toBe(200);
      expect((await stateOf(pending))?.state).toBe("confirmed");
    } finally {
      time.reset();
    }
  });

  it("lets a confirmation link expire after 7 days", async () => {
    const email = "reader-late@example.org";
    await subscribe(email);
    const [mail] = await confirmationsAfterDelivery(email, 1);
    time.forward(7 * 86_400_000 + 60_000);
    try {
      const late = await confirm(tokenIn(mail!));
      expect([late.statusCode, late.json().code]).toEqual([400, "NEWSLETTER_LINK_INVALID"]);
      expect((await stateOf(email))?.state).toBe("pending");
    } finally {
      time.reset();
    }
  });

  it("unsubscribes a newsletter address with a one-click POST from another site (RFC 8058)", async () => {
    const email = "reader-leaving@example.org";
    await subscribe(email);
    const [mail] = await confirmationsAfterDelivery(email, 1);
    const token = tokenIn(mail!);
    await confirm(token);
    const before = await counts();
    const subscriber = await stateOf(email);
    const links = newsletterUnsubscribe({ baseUrl: TEST_BASE_URL, secret: TEST_AUTH_SECRET }, subscriber!.id);
    expect(links.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(links.pageUrl).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);

    const target = links.headers["List-Unsubscribe"].replace(/^<|>$/g, "").replace(TEST_BASE_URL, "");
    // A mail program's POST; the reader's browser may even carry a MedCamp session cookie along.
    const res = await injectAs(t.app, camper, {
      method: "POST",
      url: target,
      headers: {
        origin: FOREIGN,
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      topic: "newsletter",
      message: "Done. You will no longer receive: The MedCamp newsletter.",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await stateOf(email))?.state).toBe("unsubscribed");
    expect(await counts()).toEqual({ subscribers: before.subscribers - 1, pending: before.pending });
    // Repeating it is harmless; the old confirmation link does not subscribe the address again.
    expect((await t.app.inject({ method: "POST", url: target })).statusCode).toBe(200);
    expect((await confirm(token)).json()).toMatchObject({ code: "NEWSLETTER_LINK_INVALID" });

    // Only this route is exempt from the same-origin check: the newsletter box still refuses a cross-site write.
    const crossSite = await injectAs(t.app, camper, {
      method: "POST",
      url: "/api/newsletter",
      headers: { origin: FOREIGN },
      payload: { email: "someone@example.org" },
    });
    expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, "CROSS_SITE_REQUEST"]);
  });

  it("turns off reminders and camp updates with the link of a real message (header and multipart body)", async () => {
    const user = await signUp(t.app, { name: "Busy Camper", db: t.database.db });
    const notifier = createNotifier({ baseUrl: TEST_BASE_URL, secret: TEST_AUTH_SECRET });
    const mailOn = (topic: "reminders" | "campUpdates") =>
      notice({
        to: { id: user.id, email: user.email, name: user.name },
        topic,
        mail: { template: "welcome", props: { name: `${user.name} ${topic}`, baseUrl: TEST_BASE_URL } },
      });
    await t.database.db.transaction((tx) => notifier.send(tx, [mailOn("reminders"), mailOn("campUpdates")]));
    const mine = () => smtp.received.filter((m) => JSON.stringify(m.to ?? null).includes(user.email));
    await waitFor(() => mine().filter((m) => headerOf(m, "list-unsubscribe")).length === 2);
    const preferences = async () =>
      (
        await t.database.db
          .select({ reminders: notificationPreferences.reminders, campUpdates: notificationPreferences.campUpdates })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, user.id))
      )[0];

    const expected = {
      reminders: { reminders: false, campUpdates: true },
      campUpdates: { reminders: false, campUpdates: false },
    };
    for (const topic of ["reminders", "campUpdates"] as const) {
      const mail = mine().find((m) => m.html && m.html.includes(`${user.name} ${topic}`))!;
      const target = headerOf(mail, "list-unsubscribe")!.replace(/^<|>$/g, "").replace(TEST_BASE_URL, "");
      const boundary = "----medcamp-test";
      const res = await t.app.inject({
        method: "POST",
        url: target,
        headers: { origin: FOREIGN, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().topic).toBe(topic);
      expect(await preferences()).toEqual(expected[topic]);
    }
    // The link in the message (the /unsubscribe page's token) is the same one the header carries.
    const reminderMail = mine().find((m) => typeof m.html === "string" && m.html.includes(`${user.name} reminders`))!;
    const pageToken = /\/unsubscribe\?token=([^\s\]>)]+)/.exec(reminderMail.text ?? "")?.[1];
    const headerToken = /token=([^>]+)>/.exec(headerOf(reminderMail, "list-unsubscribe")!)?.[1];
    expect(pageToken).toBeDefined();
    expect(pageToken).toBe(headerToken);
  });

  it("refuses a forged or foreign token with 400 and changes nothing", async () => {
    const user = await signUp(t.app, { name: "Careful Camper", db: t.database.db });
    const genuine = unsubscribeToken(TEST_AUTH_SECRET, { topic: "reminders", subject: user.id });
    const [topic, subject] = genuine.split(".");
    const forgeries = [
      "nonsense",
      `${topic}.${subject}.AAAA`,
      unsubscribeToken("another-secret-another-secret-another", { topic: "reminders", subject: user.id }),
      unsubscribeToken(TEST_AUTH_SECRET, { topic: "reminders", subject: user.id }).replace(
        "reminders.",
        "campUpdates.",
      ),
    ];
    for (const token of forgeries) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect([res.statusCode, res.json().code], token).toEqual([400, "UNSUBSCRIBE_LINK_INVALID"]);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/unsubscribe" });
    expect(missing.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("sends an admin's newsletter to confirmed subscribers only, each with its own one-click unsubscribe", async () => {
    const subscribed = ["issue-a@example.org", "issue-b@example.org"];
    for (const email of [...subscribed, "issue-pending@example.org"]) await subscribe(email);
    for (const email of subscribed) {
      const [mail] = await confirmationsAfterDelivery(email, 1);
      expect((await confirm(tokenIn(mail!))).statusCode).toBe(200);
    }
    const confirmedCount = (await counts()).subscribers;
    const issue = { subject: `Camp news ${Date.now()}`, text: "Free eye checks this month.\n\nBring your family." };
    const refused = await injectAs(t.app, camper, {
      method: "POST",
      url: "/api/admin/newsletter/send",
      payload: issue,
    });
    expect(refused.statusCode).toBe(403);

    const sent = await injectAs(t.app, admin, { method: "POST", url: "/api/admin/newsletter/send", payload: issue });
    expect([sent.statusCode, sent.json()]).toEqual([202, { recipients: confirmedCount }]);
    const issues = () => smtp.received.filter((m) => m.subject === issue.subject);
    await waitFor(() => issues().length === confirmedCount);
    const to = (mail: ParsedMail) => JSON.stringify(mail.to ?? null);
    expect(issues().some((m) => to(m).includes("issue-pending@example.org"))).toBe(false);
    const mailA = issues().find((m) => to(m).includes("issue-a@example.org"))!;
    expect(mailA.text).toContain("Free eye checks this month.");
    expect(mailA.html).toContain("<p");
    expect(headerOf(mailA, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const target = headerOf(mailA, "list-unsubscribe")!.replace(/^<|>$/g, "");
    const token = decodeURIComponent(/token=([^&]+)$/.exec(target)![1]!);
    expect(readUnsubscribeToken(TEST_AUTH_SECRET, token)).toEqual({
      topic: "newsletter",
      subject: (await stateOf("issue-a@example.org"))!.id,
    });
    expect(mailA.text).toContain(`${TEST_BASE_URL}/unsubscribe?token=`);

    const res = await t.app.inject({
      method: "POST",
      url: target.replace(TEST_BASE_URL, ""),
      headers: { origin: FOREIGN, "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const again = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/admin/newsletter/send",
      payload: { ...issue, subject: `${issue.subject} (2)` },
    });
    expect(again.json()).toEqual({ recipients: confirmedCount - 1 });
    await waitFor(
      () => smtp.received.filter((m) => m.subject === `${issue.subject} (2)`).length === confirmedCount - 1,
    );
    expect(
      smtp.received.some((m) => m.subject === `${issue.subject} (2)` && to(m).includes("issue-a@example.org")),
    ).toBe(false);
  });

  it("gives signed-in users a switch: on sends a confirmation to the account e-mail, off is at once", async () => {
    const user = await signUp(t.app, { name: "Profile Camper", db: t.database.db });
    const me = async () => (await injectAs(t.app, user, { url: "/api/newsletter/me" })).json();
    const choose = (subscribed: boolean) =>
      injectAs(t.app, user, { method: "PUT", url: "/api/newsletter/me", payload: { subscribed } });

    const first = await injectAs(t.app, user, { url: "/api/newsletter/me" });
    expect([first.statusCode, first.json(), first.headers["cache-control"]]).toEqual([
      200,
      { subscribed: false, pending: false },
      "no-store",
    ]);
    expect((await choose(true)).json()).toEqual({ subscribed: false, pending: true });
    // The request from My Profile makes the row the account's own.
    expect((await stateOf(user.email))?.userId).toBe(user.id);
    const [mail] = await confirmationsAfterDelivery(user.email, 1);
    expect(await me()).toEqual({ subscribed: false, pending: true });
    expect((await confirm(tokenIn(mail!))).statusCode).toBe(200);
    expect(await me()).toEqual({ subscribed: true, pending: false });
    expect((await choose(true)).json()).toEqual({ subscribed: true, pending: false });

    expect((await choose(false)).json()).toEqual({ subscribed: false, pending: false });
    expect(await me()).toEqual({ subscribed: false, pending: false });
    // On again within 10 minutes: pending without a second e-mail, and the recent e-mail's link confirms again.
    expect((await choose(true)).json()).toEqual({ subscribed: false, pending: true });
    expect(await confirmationsAfterDelivery(user.email, 1)).toHaveLength(1);
    expect((await confirm(tokenIn(mail!))).statusCode).toBe(200);
    expect(await me()).toEqual({ subscribed: true, pending: false });

    expect((await t.app.inject({ url: "/api/newsletter/me" })).statusCode).toBe(401);
    expect((await injectAs(t.app, user, { url: "/api/admin/newsletter" })).statusCode).toBe(403);
  });

  it("keeps a Home-box subscription from a second account with the same (unverified) address: it can neither see nor cancel it", async () => {
    const email = `home-reader-${Date.now()}@example.org`;
    expect((await subscribe(email)).statusCode).toBe(202);
    const [mail] = await confirmationsAfterDelivery(email, 1);
    expect((await confirm(tokenIn(mail!))).statusCode).toBe(200);
    // Sign-up does not verify the address: anyone can register with it.
    const impostor = await signUp(t.app, { email });
    const me = async () => (await injectAs(t.app, impostor, { url: "/api/newsletter/me" })).json();
    const choose = async (subscribed: boolean) =>
      (await injectAs(t.app, impostor, { method: "PUT", url: "/api/newsletter/me", payload: { subscribed } })).json();

    expect(await me()).toEqual({ subscribed: false, pending: false });
    expect(await choose(false)).toEqual({ subscribed: false, pending: false }); // the answer of a real off
    expect(await stateOf(email)).toMatchObject({ state: "confirmed", userId: null });
    // On answers like a fresh request, but neither mails the subscriber again nor makes the row the impostor's.
    expect(await choose(true)).toEqual({ subscribed: false, pending: true });
    expect(await stateOf(email)).toMatchObject({ state: "confirmed", userId: null });
    expect(await confirmationsAfterDelivery(email, 1)).toHaveLength(1);
    expect(await choose(false)).toEqual({ subscribed: false, pending: false });
    expect(await stateOf(email)).toMatchObject({ state: "confirmed", userId: null });
    expect(await me()).toEqual({ subscribed: false, pending: false });

    // A pending Home-box request is not taken over either: its link, followed later, confirms a row no account owns.
    const pendingEmail = `home-pending-${Date.now()}@example.org`;
    expect((await subscribe(pendingEmail)).statusCode).toBe(202);
    const [pendingMail] = await confirmationsAfterDelivery(pendingEmail, 1);
    const second = await signUp(t.app, { email: pendingEmail });
    const put = (subscribed: boolean) =>
      injectAs(t.app, second, { method: "PUT", url: "/api/newsletter/me", payload: { subscribed } });
    expect((await put(true)).json()).toEqual({ subscribed: false, pending: true });
    expect((await confirm(tokenIn(pendingMail!))).statusCode).toBe(200);
    expect(await stateOf(pendingEmail)).toMatchObject({ state: "confirmed", userId: null });
    expect((await injectAs(t.app, second, { url: "/api/newsletter/me" })).json()).toEqual({
      subscribed: false,
      pending: false,
    });

    // An account whose address is verified (Google) is the address's owner: it sees the subscription and ends it.
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, impostor.id));
    expect(await me()).toEqual({ subscribed: true, pending: false });
    expect(await choose(false)).toEqual({ subscribed: false, pending: false });
    expect((await stateOf(email))?.state).toBe("unsubscribed");
  });
});
