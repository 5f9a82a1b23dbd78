CREATE TABLE "dhis2_camp_org_unit" (
	"meal_id" uuid PRIMARY KEY NOT NULL,
	"org_unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dhis2_figure_mapping" (
	"figure" text PRIMARY KEY NOT NULL,
	"data_element" text NOT NULL,
	"category_option_combo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dhis2_setting" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data_set" text,
	"org_unit" text,
	"period_type" text DEFAULT 'monthly' NOT NULL,
	CONSTRAINT "dhis2_setting_single_check" CHECK ("dhis2_setting"."id" = 1),
	CONSTRAINT "dhis2_setting_period_type_check" CHECK ("dhis2_setting"."period_type" in ('daily', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "dhis2_camp_org_unit" ADD CONSTRAINT "dhis2_camp_org_unit_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dhis2_figure_mapping_target_idx" ON "dhis2_figure_mapping" USING btree ("data_element","category_option_combo");