CREATE TABLE "check_in_undone" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"undone_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_undone" ADD CONSTRAINT "check_in_undone_request_id_meal_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_undone_request_idx" ON "check_in_undone" USING btree ("request_id");