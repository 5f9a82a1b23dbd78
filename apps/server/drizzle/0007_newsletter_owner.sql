ALTER TABLE "newsletter_subscriber" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_message_to_idx" ON "mail_message" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_user_idx" ON "newsletter_subscriber" USING btree ("user_id");