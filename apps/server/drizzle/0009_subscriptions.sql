CREATE TABLE "subscription" (
	"user_id" text PRIMARY KEY NOT NULL,
	"package_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"next_package" text,
	"grace_until" timestamp with time zone,
	"due_at" timestamp with time zone,
	"provider" text DEFAULT 'demo' NOT NULL,
	"card_last4" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"last_renewal_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscription_status_check" CHECK ("subscription"."status" in ('active', 'past_due', 'ended')),
	CONSTRAINT "subscription_package_check" CHECK ("subscription"."package_name" in ('Platinum', 'Gold', 'Silver')),
	CONSTRAINT "subscription_next_package_check" CHECK ("subscription"."next_package" is null or "subscription"."next_package" in ('Platinum', 'Gold', 'Silver')),
	CONSTRAINT "subscription_period_check" CHECK ("subscription"."ends_at" > "subscription"."starts_at")
);
--> statement-breakpoint
DROP INDEX "meal_request_waitlist_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "badge_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "priority_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal_request" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_due_idx" ON "subscription" USING btree ("due_at") WHERE "subscription"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "meal_request_waitlist_idx" ON "meal_request" USING btree ("meal_id","priority" DESC NULLS LAST,"queue_no") WHERE "meal_request"."status" = 'waitlisted';--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_kind_check" CHECK ("payment_intent"."kind" in ('purchase', 'upgrade'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_kind_check" CHECK ("payment"."kind" in ('purchase', 'renewal', 'upgrade'));--> statement-breakpoint
-- Badges bought before packages had periods become a subscription of one month from now, with no card on file to
-- renew with (ADR 016): nobody loses a package at this migration, and nobody is charged again without saying so.
INSERT INTO "subscription" ("user_id", "package_name", "status", "starts_at", "ends_at", "auto_renew", "due_at")
SELECT "id", "badge", 'active', now(), now() + interval '1 month', false, now() + interval '1 month'
FROM "user" WHERE "badge" IS NOT NULL;--> statement-breakpoint
UPDATE "user" SET "badge_until" = now() + interval '1 month' WHERE "badge" IS NOT NULL;
