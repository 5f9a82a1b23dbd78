CREATE TABLE "summary_link" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"code_purpose" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries_left" smallint DEFAULT 0 NOT NULL,
	"last_code_at" timestamp with time zone,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"codes_since" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	CONSTRAINT "summary_link_code_purpose_check" CHECK ("summary_link"."code_purpose" is null or "summary_link"."code_purpose" in ('verify', 'open'))
);
--> statement-breakpoint
ALTER TABLE "summary_link" ADD CONSTRAINT "summary_link_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summary_link_phone_idx" ON "summary_link" USING btree ("phone");