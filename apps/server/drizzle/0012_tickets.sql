CREATE TABLE "ticket" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_request_id_meal_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_request"("id") ON DELETE cascade ON UPDATE no action;