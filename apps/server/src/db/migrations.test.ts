import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.ts";
import { type Database, migrationsFolder, queryRows } from "./client.ts";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

const EXPECTED_TABLES = [
  "account",
  "audit_log",
  "billing_customer",
  "calendar_feed",
  "camp_reminder",
  "camp_staff",
  "check_in",
  "check_in_undone",
  "clinical_access",
  "dhis2_camp_org_unit",
  "dhis2_figure_mapping",
  "dhis2_setting",
  "dispense",
  "dispense_batch",
  "dispense_item",
  "intake_answer",
  "mail_message",
  "meal",
  "meal_facility",
  "meal_like",
  "meal_medicine",
  "meal_question",
  "meal_request",
  "meal_screening_test",
  "meal_station",
  "newsletter_subscriber",
  "notification",
  "notification_preference",
  "payment",
  "payment_intent",
  "payment_month",
  "person",
  "person_duplicate",
  "rate_limit",
  "referral",
  "referral_call",
  "referral_text",
  "review",
  "session",
  "sign_in_failure",
  "sms_contact",
  "sms_message",
  "sms_opt_out",
  "stock_batch",
  "stock_receipt",
  "stock_write_off",
  "subscription",
  "summary_link",
  "ticket",
  "upcoming_meal",
  "upcoming_meal_like",
  "user",
  "verification",
  "visit",
  "visit_addendum",
  "visit_signature",
  "visit_step",
  "visit_token",
  "visit_write",
  "webhook_event",
];

describe("migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("create every table on an empty database", async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
  });

  it("are a no-op when applied again", async () => {
    await database.migrate();
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it("enforce the data rules with constraints", async () => {
    const insertMeal = (category: string, price: number) =>
      database.db
        .execute(sql`insert into meal (title, category, image, ingredients, description, price, distributor_name, distributor_email)
        values ('t', ${category}, '/i.svg', array['Nurse'], 'd', ${price}, 'n', 'e@x.dev')`);
    await expect(insertMeal("11days", 1)).rejects.toThrow();
    await expect(insertMeal("3days", -1)).rejects.toThrow();
    await expect(insertMeal("3days", 12.5)).resolves.toBeDefined();
  });
});
