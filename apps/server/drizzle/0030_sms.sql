CREATE TABLE "referral_text" (
	"referral_id" uuid NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_text_referral_id_day_pk" PRIMARY KEY("referral_id","day")
);
--> statement-breakpoint
CREATE TABLE "sms_contact" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries_left" smallint DEFAULT 0 NOT NULL,
	"last_code_at" timestamp with time zone,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"codes_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_contact_channel_check" CHECK ("sms_contact"."channel" in ('email', 'sms', 'both')),
	CONSTRAINT "sms_contact_verified_check" CHECK ("sms_contact"."phone_verified_at" is null or "sms_contact"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "sms_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" smallint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider" text,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_message_state_check" CHECK ("sms_message"."state" in ('queued', 'sent', 'delivered', 'failed', 'outbox')),
	CONSTRAINT "sms_message_encoding_check" CHECK ("sms_message"."encoding" in ('gsm7', 'ucs2')),
	CONSTRAINT "sms_message_segments_check" CHECK ("sms_message"."segments" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "sms_opt_out" (
	"phone" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_text" ADD CONSTRAINT "referral_text_referral_id_referral_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_contact" ADD CONSTRAINT "sms_contact_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_contact_phone_idx" ON "sms_contact" USING btree ("phone") WHERE "sms_contact"."phone" is not null;--> statement-breakpoint
CREATE INDEX "sms_message_due_idx" ON "sms_message" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_message_created_idx" ON "sms_message" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_message_provider_idx" ON "sms_message" USING btree ("provider","provider_id") WHERE "sms_message"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_message_user_idx" ON "sms_message" USING btree ("user_id");