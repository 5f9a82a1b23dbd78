-- Trigram indexes serve the contains-searches (camp titles, user names and e-mails).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "user_name_lower_idx";--> statement-breakpoint
DROP INDEX "meal_title_lower_idx";--> statement-breakpoint
DROP INDEX "meal_request_user_idx";--> statement-breakpoint
DROP INDEX "meal_request_created_idx";--> statement-breakpoint
DROP INDEX "meal_post_time_idx";--> statement-breakpoint
DROP INDEX "meal_category_post_time_idx";--> statement-breakpoint
DROP INDEX "meal_likes_idx";--> statement-breakpoint
DROP INDEX "meal_reviews_count_idx";--> statement-breakpoint
DROP INDEX "review_user_idx";--> statement-breakpoint
DROP INDEX "upcoming_meal_status_idx";--> statement-breakpoint
DROP INDEX "payment_user_idx";--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "meal_category_price_idx" ON "meal" USING btree ("category","price");--> statement-breakpoint
CREATE INDEX "meal_title_trgm_idx" ON "meal" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meal_request_user_idx" ON "meal_request" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "meal_request_created_idx" ON "meal_request" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "meal_post_time_idx" ON "meal" USING btree ("post_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "meal_category_post_time_idx" ON "meal" USING btree ("category","post_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "meal_likes_idx" ON "meal" USING btree ("likes" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "meal_reviews_count_idx" ON "meal" USING btree ("reviews_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "upcoming_meal_status_idx" ON "upcoming_meal" USING btree ("status","post_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","created_at" DESC NULLS FIRST);
--> statement-breakpoint
-- The change feed: every instance LISTENs on medcamp_change and drops the cached answers a committed change
-- makes stale. 'camps' = which camps exist or match a filter (title, category, price); 'camp-rows' = what a
-- camp shows (counters, reviews, reviewer names); 'upcoming' = upcoming camps.
CREATE OR REPLACE FUNCTION medcamp_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('medcamp_change', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER meal_membership_change AFTER INSERT OR DELETE OR UPDATE OF title, category, price ON meal
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camps');--> statement-breakpoint
CREATE TRIGGER meal_truncate_change AFTER TRUNCATE ON meal
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camps');--> statement-breakpoint
CREATE TRIGGER meal_row_change AFTER UPDATE ON meal
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camp-rows');--> statement-breakpoint
CREATE TRIGGER review_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camp-rows');--> statement-breakpoint
CREATE TRIGGER user_name_change AFTER UPDATE OF name ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camp-rows');--> statement-breakpoint
CREATE TRIGGER upcoming_meal_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON upcoming_meal
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('upcoming');
