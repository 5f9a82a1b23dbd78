import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, notifications } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signUp, type TestUser } from "../../test/test-users.ts";
import { readUnsubscribeToken } from "../mail/index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";
import { createNotifier, notice, type NoticeTopic } from "./index.ts";

/** Whether a received message was addressed to `email` (and is this test's, not the welcome every sign-up gets). */
const sentTo = (mail: ParsedMail, email: string) =>
  JSON.stringify(mail.to ?? null).includes(email) && mail.attachments.some((a) => a.filename === "camp.ics");

/** A header as it was written (mailparser parses some, such as List-Unsubscribe, into objects). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

const SECRET = "notifier-test-secret";
const BASE = "http://camps.test";

describe("the notifier: an in-app notification and a templated e-mail, in the caller's transaction (issue 19)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let camper: TestUser;
  const notifier = createNotifier({ baseUrl: BASE, secret: SECRET });
  const welcomeFor = (user: TestUser, topic: NoticeTopic, kind = "test") =>
    notice({
      to: { id: user.id, email: user.email, name: user.name },
      topic,
      inApp: { kind, title: `Title ${kind}`, body: "Body", link: "/meals" },
      mail: {
        template: "welcome",
        props: { name: user.name, baseUrl: BASE },
        attachments: [
          { filename: "camp.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
        ],
      },
    });
  const inAppOf = (user: TestUser) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    await t.app.ready(); // the mail worker starts when the server is ready
    camper = await signUp(t.app, { name: "Notice Camper", db: t.database.db });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("renders the template to HTML and text parts, attaches files, and writes the in-app row", async () => {
    await t.database.db.transaction((tx) => notifier.send(tx, [welcomeFor(camper, "always", "always")]));
    await waitFor(() => smtp.received.some((m) => sentTo(m, camper.email)));
    const mail = smtp.received.find((m) => sentTo(m, camper.email))!;
    expect(mail.subject).toBe("Welcome to MedCamp");
    expect(mail.html).toContain(`Welcome, ${camper.name}`);
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain(`Welcome, ${camper.name}`);
    expect(mail.text).toContain(`${BASE}/meals`);
    expect(headerOf(mail, "list-unsubscribe")).toBeUndefined();
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([["camp.ics", "text/calendar"]]);
    expect((await inAppOf(camper)).map((n) => [n.kind, n.title, n.link])).toEqual([
      ["always", "Title always", "/meals"],
    ]);
  });

  it("gives optional topics a one-click unsubscribe (headers and a link) and skips topics turned off", async () => {
    const other = await signUp(t.app, { name: "Quiet Camper", db: t.database.db });
    await t.database.db.insert(notificationPreferences).values({ userId: other.id, reminders: false });
    const sent = await t.database.db.transaction((tx) =>
      notifier.send(tx, [welcomeFor(other, "reminders", "off"), welcomeFor(other, "campUpdates", "on")]),
    );
    expect(sent).toBe(1);
    await waitFor(() => smtp.received.some((m) => sentTo(m, other.email)));
    const mails = smtp.received.filter((m) => sentTo(m, other.email));
    expect(mails).toHaveLength(1);
    expect(headerOf(mails[0]!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const header = headerOf(mails[0]!, "list-unsubscribe")!;
    expect(header).toMatch(/^<http:\/\/camps\.test\/api\/unsubscribe\?token=[^>]+>$/);
    const token = decodeURIComponent(/token=([^>&]+)/.exec(header)![1]!);
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ topic: "campUpdates", subject: other.id });
    expect(readUnsubscribeToken("another-secret", token)).toBeUndefined();
    expect(mails[0]!.text).toContain(`${BASE}/unsubscribe?token=`);
    expect((await inAppOf(other)).map((n) => n.kind)).toEqual(["on"]);
  });

  it("writes nothing when the transaction rolls back", async () => {
    const lone = await signUp(t.app, { name: "Rolled Back", db: t.database.db });
    // Its sign-up's welcome arrives first, so that only this test's message could change the count.
    await waitFor(() => smtp.received.some((m) => JSON.stringify(m.to ?? null).includes(lone.email)));
    const before = smtp.received.length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifier.send(tx, [welcomeFor(lone, "always")]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await inAppOf(lone)).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);
  });
});
