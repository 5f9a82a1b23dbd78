-- Each answer keeps the wording it answered (issue 37): existing answers take their question's wording of today.
ALTER TABLE "intake_answer" ADD COLUMN "label" text;--> statement-breakpoint
UPDATE "intake_answer" SET "label" = "meal_question"."label" FROM "meal_question" WHERE "meal_question"."id" = "intake_answer"."question_id";--> statement-breakpoint
ALTER TABLE "intake_answer" ALTER COLUMN "label" SET NOT NULL;
