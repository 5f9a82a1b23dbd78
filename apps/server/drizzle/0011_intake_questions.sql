CREATE TABLE "intake_answer" (
	"request_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"health" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_answer_request_id_question_id_pk" PRIMARY KEY("request_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "meal_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean NOT NULL,
	"health" boolean NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_question_kind_check" CHECK ("meal_question"."kind" in ('short_text', 'long_text', 'one_choice', 'many_choices', 'yes_no', 'date', 'consent'))
);
--> statement-breakpoint
ALTER TABLE "intake_answer" ADD CONSTRAINT "intake_answer_request_id_meal_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_answer" ADD CONSTRAINT "intake_answer_question_id_meal_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."meal_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_question" ADD CONSTRAINT "meal_question_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_answer_question_idx" ON "intake_answer" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "intake_answer_health_idx" ON "intake_answer" USING btree ("request_id") WHERE "intake_answer"."health";--> statement-breakpoint
CREATE INDEX "meal_question_meal_idx" ON "meal_question" USING btree ("meal_id","position");