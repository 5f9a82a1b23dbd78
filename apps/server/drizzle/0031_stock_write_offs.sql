CREATE TABLE "stock_write_off" (
	"write_off_id" uuid PRIMARY KEY NOT NULL,
	"meal_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"by_id" text,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_write_off_quantity_check" CHECK ("stock_write_off"."quantity" > 0),
	CONSTRAINT "stock_write_off_reason_check" CHECK ("stock_write_off"."reason" in ('damaged', 'lost', 'recalled', 'count'))
);
--> statement-breakpoint
ALTER TABLE "stock_write_off" ADD CONSTRAINT "stock_write_off_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_write_off" ADD CONSTRAINT "stock_write_off_batch_id_stock_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_write_off" ADD CONSTRAINT "stock_write_off_by_id_user_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_write_off_batch_idx" ON "stock_write_off" USING btree ("batch_id");