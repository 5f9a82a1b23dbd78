CREATE TABLE "meal_facility" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"departments" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_call" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referral_id" uuid NOT NULL,
	"result" text NOT NULL,
	"note_sealed" text,
	"called_by" text,
	"called_by_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_call_result_check" CHECK ("referral_call"."result" in ('reached', 'notReached', 'willGo', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meal_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"facility_id" uuid,
	"facility_name" text NOT NULL,
	"facility_address" text NOT NULL,
	"facility_phone" text NOT NULL,
	"department" text NOT NULL,
	"urgency" text NOT NULL,
	"sealed" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" text,
	"referred_by_name" text NOT NULL,
	"arrived_on" date,
	"outcome" text,
	"outcome_sealed" text,
	"confirmed_at" timestamp with time zone,
	"last_call_id" uuid,
	"last_call_result" text,
	CONSTRAINT "referral_urgency_check" CHECK ("referral"."urgency" in ('routine', 'soon', 'urgent')),
	CONSTRAINT "referral_outcome_check" CHECK ("referral"."outcome" is null or "referral"."outcome" in ('seen', 'admitted', 'treated', 'referredOn')),
	CONSTRAINT "referral_confirmed_check" CHECK (("referral"."confirmed_at" is null) = ("referral"."arrived_on" is null) and ("referral"."confirmed_at" is null) = ("referral"."outcome" is null)),
	CONSTRAINT "referral_last_call_check" CHECK ("referral"."last_call_result" is null or "referral"."last_call_result" in ('reached', 'notReached', 'willGo', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "meal_facility" ADD CONSTRAINT "meal_facility_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_call" ADD CONSTRAINT "referral_call_referral_id_referral_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_call" ADD CONSTRAINT "referral_call_called_by_user_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_facility_id_meal_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."meal_facility"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_facility_key_idx" ON "meal_facility" USING btree ("meal_id","key");--> statement-breakpoint
CREATE INDEX "referral_call_referral_idx" ON "referral_call" USING btree ("referral_id","at");--> statement-breakpoint
CREATE INDEX "referral_meal_due_idx" ON "referral" USING btree ("meal_id","due_on");--> statement-breakpoint
CREATE INDEX "referral_visit_idx" ON "referral" USING btree ("visit_id");