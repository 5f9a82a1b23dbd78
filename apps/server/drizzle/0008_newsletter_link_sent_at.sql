ALTER TABLE "newsletter_subscriber" ADD COLUMN "link_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Until now created_at was moved each time a confirmation e-mail went out: it held the link's time.
UPDATE "newsletter_subscriber" SET "link_sent_at" = "created_at";
