import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { camps } from "./camps.ts";

/**
 * The DHIS2 export's settings (issue 41, ADR 032): one row at most (id 1), written by an admin with the mapping. The
 * data set and the org unit every camp reports to unless `dhis2_camp_org_unit` names another; the period type.
 */
export const dhis2Settings = pgTable(
  "dhis2_setting",
  {
    id: smallint("id").primaryKey().default(1),
    dataSet: text("data_set"),
    orgUnit: text("org_unit"),
    periodType: text("period_type").notNull().default("monthly"),
  },
  (t) => [
    check("dhis2_setting_single_check", sql`${t.id} = 1`),
    check("dhis2_setting_period_type_check", sql`${t.periodType} in ('daily', 'monthly')`),
  ],
);

/** One camp report figure (REPORT_FIGURE_KEYS) and the DHIS2 data element + category option combo it goes to. */
export const dhis2FigureMappings = pgTable(
  "dhis2_figure_mapping",
  {
    figure: text("figure").primaryKey(),
    dataElement: text("data_element").notNull(),
    categoryOptionCombo: text("category_option_combo").notNull(),
  },
  (t) => [uniqueIndex("dhis2_figure_mapping_target_idx").on(t.dataElement, t.categoryOptionCombo)],
);

/** A camp's own DHIS2 org unit, over the settings' default; goes with the camp. */
export const dhis2CampOrgUnits = pgTable("dhis2_camp_org_unit", {
  campId: uuid("meal_id")
    .primaryKey()
    .references(() => camps.id, { onDelete: "cascade" }),
  orgUnit: text("org_unit").notNull(),
});
