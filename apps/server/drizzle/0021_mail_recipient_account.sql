ALTER TABLE "mail_message" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_message_user_idx" ON "mail_message" USING btree ("user_id");--> statement-breakpoint
-- Messages written before this migration name no account. One written to a user's address since that user's account
-- existed, other than a newsletter's, was the account's (the welcome, a reset link, a request's or payment's notice):
-- it is tied to the account. Newsletter messages and messages from before the account existed stay the address's
-- only, which just an account that verified the address reads or deletes (issue 37).
UPDATE "mail_message" AS m SET "user_id" = u."id"
FROM "user" AS u
WHERE m."user_id" IS NULL
  AND lower(m."to_address") = lower(u."email")
  AND m."created_at" >= u."created_at"
  AND (m."template" IS NULL OR m."template" NOT IN ('newsletter-confirm', 'newsletter-issue'));
