CREATE TABLE "calendar_feed" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_token_uq" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "meal_request" DROP CONSTRAINT "meal_request_status_check";--> statement-breakpoint
DROP INDEX "meal_request_open_uq";--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_request" ADD COLUMN "queue_no" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "meal_request_queue_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_starts_at_idx" ON "meal" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "meal_start_date_idx" ON "meal" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "meal_city_start_idx" ON "meal" USING btree (lower("city"),"starts_at");--> statement-breakpoint
-- Before: a camper could ask again once served. Now one request per camper and camp holds a seat or waits, so a
-- pending request behind a delivered one for the same camp goes (the camper already has the confirmed seat).
DELETE FROM "meal_request" p USING "meal_request" d
  WHERE p."status" = 'pending' AND d."status" = 'delivered' AND p."meal_id" = d."meal_id" AND p."user_id" = d."user_id";--> statement-breakpoint
UPDATE "meal" m SET "seats_taken" = s.n
  FROM (SELECT "meal_id", count(*)::int AS n FROM "meal_request" GROUP BY "meal_id") s
  WHERE s."meal_id" = m."id";--> statement-breakpoint
CREATE UNIQUE INDEX "meal_request_active_uq" ON "meal_request" USING btree ("meal_id","user_id") WHERE "meal_request"."status" in ('pending', 'delivered', 'waitlisted');--> statement-breakpoint
CREATE INDEX "meal_request_waitlist_idx" ON "meal_request" USING btree ("meal_id","queue_no") WHERE "meal_request"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "meal_request_meal_idx" ON "meal_request" USING btree ("meal_id","status");--> statement-breakpoint
ALTER TABLE "meal" ADD CONSTRAINT "meal_capacity_check" CHECK ("meal"."capacity" is null or "meal"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "meal" ADD CONSTRAINT "meal_seats_check" CHECK ("meal"."seats_taken" >= 0 and "meal"."waitlist_count" >= 0 and ("meal"."capacity" is null or "meal"."seats_taken" <= "meal"."capacity"));--> statement-breakpoint
ALTER TABLE "meal" ADD CONSTRAINT "meal_schedule_check" CHECK (("meal"."starts_at" is null) = ("meal"."timezone" is null));--> statement-breakpoint
ALTER TABLE "meal_request" ADD CONSTRAINT "meal_request_status_check" CHECK ("meal_request"."status" in ('pending', 'delivered', 'waitlisted', 'declined'));--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD CONSTRAINT "upcoming_meal_capacity_check" CHECK ("upcoming_meal"."capacity" is null or "upcoming_meal"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD CONSTRAINT "upcoming_meal_schedule_check" CHECK (("upcoming_meal"."starts_at" is null) = ("upcoming_meal"."timezone" is null));--> statement-breakpoint
-- The city and start day are filters now, so changing them changes which camps match (the 'camps' totals).
DROP TRIGGER meal_membership_change ON meal;--> statement-breakpoint
CREATE TRIGGER meal_membership_change AFTER INSERT OR DELETE OR UPDATE OF title, category, price, start_date, city ON meal
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camps');
