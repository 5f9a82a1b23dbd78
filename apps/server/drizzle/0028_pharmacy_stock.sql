CREATE TABLE "dispense_batch" (
	"item_id" uuid NOT NULL,
	"batch_id" uuid,
	"batch" text NOT NULL,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dispense_batch_quantity_check" CHECK ("dispense_batch"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "dispense_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispense_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"medicine_id" uuid,
	"medicine" text NOT NULL,
	"requested" integer NOT NULL,
	"given" integer NOT NULL,
	"reason" text,
	CONSTRAINT "dispense_item_given_check" CHECK ("dispense_item"."given" >= 0 and "dispense_item"."given" <= "dispense_item"."requested"),
	CONSTRAINT "dispense_item_reason_check" CHECK ("dispense_item"."reason" is null or "dispense_item"."reason" in ('out-of-stock'))
);
--> statement-breakpoint
CREATE TABLE "dispense" (
	"dispense_id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid,
	"meal_id" uuid NOT NULL,
	"state" text NOT NULL,
	"partial" boolean NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"by_id" text,
	"by_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispense_state_check" CHECK ("dispense"."state" in ('filled', 'partial', 'not-filled'))
);
--> statement-breakpoint
CREATE TABLE "stock_batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"batch" text NOT NULL,
	"expires_on" date NOT NULL,
	"received" integer NOT NULL,
	"left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batch_left_check" CHECK ("stock_batch"."left" >= 0 and "stock_batch"."left" <= "stock_batch"."received")
);
--> statement-breakpoint
CREATE TABLE "stock_receipt" (
	"receipt_id" uuid PRIMARY KEY NOT NULL,
	"meal_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_receipt_quantity_check" CHECK ("stock_receipt"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "dispense_batch" ADD CONSTRAINT "dispense_batch_item_id_dispense_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispense_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_batch" ADD CONSTRAINT "dispense_batch_batch_id_stock_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_item" ADD CONSTRAINT "dispense_item_dispense_id_dispense_dispense_id_fk" FOREIGN KEY ("dispense_id") REFERENCES "public"."dispense"("dispense_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_item" ADD CONSTRAINT "dispense_item_medicine_id_meal_medicine_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."meal_medicine"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense" ADD CONSTRAINT "dispense_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense" ADD CONSTRAINT "dispense_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense" ADD CONSTRAINT "dispense_by_id_user_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch" ADD CONSTRAINT "stock_batch_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch" ADD CONSTRAINT "stock_batch_medicine_id_meal_medicine_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."meal_medicine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt" ADD CONSTRAINT "stock_receipt_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt" ADD CONSTRAINT "stock_receipt_batch_id_stock_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt" ADD CONSTRAINT "stock_receipt_received_by_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispense_batch_item_idx" ON "dispense_batch" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "dispense_batch_batch_idx" ON "dispense_batch" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispense_item_position_idx" ON "dispense_item" USING btree ("dispense_id","position");--> statement-breakpoint
CREATE INDEX "dispense_visit_idx" ON "dispense" USING btree ("visit_id","made_at");--> statement-breakpoint
CREATE INDEX "dispense_meal_idx" ON "dispense" USING btree ("meal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batch_medicine_batch_idx" ON "stock_batch" USING btree ("medicine_id","batch","expires_on");--> statement-breakpoint
CREATE INDEX "stock_batch_meal_idx" ON "stock_batch" USING btree ("meal_id","medicine_id","expires_on");--> statement-breakpoint
CREATE INDEX "stock_receipt_batch_idx" ON "stock_receipt" USING btree ("batch_id");