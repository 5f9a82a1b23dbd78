CREATE TABLE "meal_medicine" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"form" text NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_screening_test" (
	"meal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"result_type" text NOT NULL,
	"unit" text,
	CONSTRAINT "meal_screening_test_meal_id_position_pk" PRIMARY KEY("meal_id","position"),
	CONSTRAINT "meal_screening_test_type_check" CHECK ("meal_screening_test"."result_type" in ('number', 'positiveNegative', 'text'))
);
--> statement-breakpoint
ALTER TABLE "meal_medicine" ADD CONSTRAINT "meal_medicine_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_screening_test" ADD CONSTRAINT "meal_screening_test_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_medicine_key_idx" ON "meal_medicine" USING btree ("meal_id","key");