import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { enqueueTemplate } from "./index.ts";
import { waitFor } from "../../test/smtp-test-server.ts";

const catalog = (locale: string) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../../../../../packages/contract/locales/${locale}.json`),
      "utf8",
    ),
  ) as Record<string, string>;

describe("e-mails in the recipient's language (issue 24)", () => {
  let t: TestApp;
  let bengali: TestUser;
  let english: TestUser;

  const rendered = async (id: string) => {
    await waitFor(async () => {
      const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row?.htmlBody != null;
    });
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "50" });
    [bengali, english] = await Promise.all([
      signUp(t.app, { name: "Rahim", db: t.database.db }),
      signUp(t.app, { name: "Ruth", db: t.database.db }),
    ]);
  });
  afterAll(() => t.close());

  it("saves the language on the profile; a language we do not have, or no session, changes nothing", async () => {
    const saved = await injectAs(t.app, bengali, { method: "PUT", url: "/api/me/locale", payload: { locale: "bn" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: "bn" });
    const wrong = await injectAs(t.app, bengali, { method: "PUT", url: "/api/me/locale", payload: { locale: "xx" } });
    expect(wrong.statusCode).toBe(400);
    const anonymous = await injectAs(t.app, null, { method: "PUT", url: "/api/me/locale", payload: { locale: "es" } });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, bengali.email));
    expect(row?.locale).toBe("bn");
    const session = await injectAs(t.app, bengali, { url: "/api/auth/get-session" });
    expect((session.json() as { user: { locale: string } }).user.locale).toBe("bn");
  });

  it("renders a queued e-mail in its recipient's language, subject included; others stay English", async () => {
    const bn = catalog("bn");
    const props = { name: "Rahim", baseUrl: "http://localhost:3000" };
    const [toBengali, toEnglish] = await Promise.all([
      enqueueTemplate(t.database.db, { to: bengali.email.toUpperCase(), template: "welcome", props }),
      enqueueTemplate(t.database.db, { to: english.email, template: "welcome", props: { ...props, name: "Ruth" } }),
    ]);
    const inBengali = await rendered(toBengali);
    expect(inBengali.subject).toBe(bn["mail.welcome.subject"]);
    expect(inBengali.htmlBody).toContain('lang="bn"');
    expect(inBengali.textBody).toContain(bn["mail.welcome.intro"]!);
    const inEnglish = await rendered(toEnglish);
    expect(inEnglish.subject).toBe(catalog("en")["mail.welcome.subject"]);
    expect(inEnglish.htmlBody).toContain('lang="en"');
  });
});
