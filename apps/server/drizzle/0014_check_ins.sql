CREATE TABLE "check_in" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "check_in_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_request_id_meal_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_meal_idx" ON "check_in" USING btree ("meal_id");