CREATE INDEX "meal_request_pending_idx" ON "meal_request" USING btree ("meal_id") WHERE "meal_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at","package_name","price");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree (lower("actor_email"),"at" DESC NULLS LAST);