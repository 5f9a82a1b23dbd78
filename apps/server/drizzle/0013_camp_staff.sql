CREATE TABLE "camp_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camp_staff" ADD CONSTRAINT "camp_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_staff" ADD CONSTRAINT "camp_staff_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camp_staff_user_meal_idx" ON "camp_staff" USING btree ("user_id","meal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "camp_staff_user_all_idx" ON "camp_staff" USING btree ("user_id") WHERE "camp_staff"."meal_id" is null;--> statement-breakpoint
CREATE INDEX "camp_staff_meal_idx" ON "camp_staff" USING btree ("meal_id");