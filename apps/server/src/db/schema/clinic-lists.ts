import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { camps } from "./camps.ts";

/**
 * A camp's own screening tests, in order (issue 39); a camp with none uses the contract's defaults. `unit` is for a
 * number result only.
 */
export const campScreeningTests = pgTable(
  "meal_screening_test",
  {
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    resultType: text("result_type").notNull(),
    unit: text("unit"),
  },
  (t) => [
    primaryKey({ columns: [t.campId, t.position] }),
    check("meal_screening_test_type_check", sql`${t.resultType} in ('number', 'positiveNegative', 'text')`),
  ],
);

/**
 * A camp's own medicines, in order (issue 39; issue 40 adds their stock): `key` is the label (name and strength)
 * without case or repeated spaces, one per camp, so a replaced list keeps the id of every medicine it still holds.
 */
export const campMedicines = pgTable(
  "meal_medicine",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    strength: text("strength"),
    form: text("form").notNull(),
    unit: text("unit").notNull(),
  },
  (t) => [uniqueIndex("meal_medicine_key_idx").on(t.campId, t.key)],
);
