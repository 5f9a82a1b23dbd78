CREATE TABLE "billing_customer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customer_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;