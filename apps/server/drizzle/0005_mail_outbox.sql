CREATE TABLE "mail_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_message_state_check" CHECK ("mail_message"."state" in ('queued', 'sent', 'failed', 'outbox'))
);
--> statement-breakpoint
CREATE INDEX "mail_message_due_idx" ON "mail_message" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_message_created_idx" ON "mail_message" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);