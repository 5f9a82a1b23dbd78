CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'student' NOT NULL,
	"badge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" in ('student', 'admin')),
	CONSTRAINT "user_badge_check" CHECK ("user"."badge" is null or "user"."badge" in ('Platinum', 'Gold', 'Silver'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_like" (
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_like_meal_id_user_id_pk" PRIMARY KEY("meal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meal_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_request_status_check" CHECK ("meal_request"."status" in ('pending', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "meal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"image" text NOT NULL,
	"ingredients" text[] NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"post_time" timestamp with time zone DEFAULT now() NOT NULL,
	"distributor_name" text NOT NULL,
	"distributor_email" text NOT NULL,
	"added_by" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meal_category_check" CHECK ("meal"."category" in ('3days', '7days', '10days')),
	CONSTRAINT "meal_price_check" CHECK ("meal"."price" >= 0),
	CONSTRAINT "meal_counters_check" CHECK ("meal"."likes" >= 0 and "meal"."reviews_count" >= 0 and "meal"."rating_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_check" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "upcoming_meal_like" (
	"upcoming_meal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upcoming_meal_like_upcoming_meal_id_user_id_pk" PRIMARY KEY("upcoming_meal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "upcoming_meal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"image" text NOT NULL,
	"ingredients" text[] NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"post_time" timestamp with time zone DEFAULT now() NOT NULL,
	"distributor_name" text NOT NULL,
	"distributor_email" text NOT NULL,
	"added_by" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"published_meal_id" uuid,
	CONSTRAINT "upcoming_meal_category_check" CHECK ("upcoming_meal"."category" in ('3days', '7days', '10days')),
	CONSTRAINT "upcoming_meal_price_check" CHECK ("upcoming_meal"."price" >= 0),
	CONSTRAINT "upcoming_meal_status_check" CHECK ("upcoming_meal"."status" in ('pending', 'published'))
);
--> statement-breakpoint
CREATE TABLE "payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" text NOT NULL,
	"package_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intent_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "payment_intent_amount_check" CHECK ("payment_intent"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"transaction_id" text NOT NULL,
	"package_name" text NOT NULL,
	"status" text DEFAULT 'purchased' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_like" ADD CONSTRAINT "meal_like_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_like" ADD CONSTRAINT "meal_like_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_request" ADD CONSTRAINT "meal_request_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_request" ADD CONSTRAINT "meal_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal" ADD CONSTRAINT "meal_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_meal_like" ADD CONSTRAINT "upcoming_meal_like_upcoming_meal_id_upcoming_meal_id_fk" FOREIGN KEY ("upcoming_meal_id") REFERENCES "public"."upcoming_meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_meal_like" ADD CONSTRAINT "upcoming_meal_like_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD CONSTRAINT "upcoming_meal_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_meal" ADD CONSTRAINT "upcoming_meal_published_meal_id_meal_id_fk" FOREIGN KEY ("published_meal_id") REFERENCES "public"."meal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_name_lower_idx" ON "user" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "meal_like_user_idx" ON "meal_like" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_request_open_uq" ON "meal_request" USING btree ("meal_id","user_id") WHERE "meal_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "meal_request_user_idx" ON "meal_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meal_request_created_idx" ON "meal_request" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "meal_post_time_idx" ON "meal" USING btree ("post_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "meal_category_post_time_idx" ON "meal" USING btree ("category","post_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "meal_likes_idx" ON "meal" USING btree ("likes" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "meal_reviews_count_idx" ON "meal" USING btree ("reviews_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "meal_price_idx" ON "meal" USING btree ("price");--> statement-breakpoint
CREATE INDEX "meal_added_by_idx" ON "meal" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "meal_title_lower_idx" ON "meal" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "review_meal_user_uq" ON "review" USING btree ("meal_id","user_id");--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upcoming_meal_status_idx" ON "upcoming_meal" USING btree ("status","post_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_intent_user_idx" ON "payment_intent" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","created_at" DESC NULLS LAST);