CREATE TABLE "meal_station" (
	"meal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "meal_station_meal_id_kind_pk" PRIMARY KEY("meal_id","kind"),
	CONSTRAINT "meal_station_kind_check" CHECK ("meal_station"."kind" in ('registration', 'vitals', 'screening', 'consultation', 'pharmacy', 'counselling', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "clinical_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"visit_id" uuid,
	"reader_id" text,
	"reader_name" text NOT NULL,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"sex" text,
	"birth_year" smallint,
	"birth_year_estimated" boolean DEFAULT false NOT NULL,
	"phone" text,
	"area" text,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "person_sex_check" CHECK ("person"."sex" is null or "person"."sex" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "person_duplicate" (
	"person_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_duplicate_person_id_other_id_pk" PRIMARY KEY("person_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "visit_addendum" (
	"write_id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"sealed" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_signature" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"signed_by" text,
	"signed_by_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_step" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"station" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "visit_step_outcome_check" CHECK ("visit_step"."outcome" is null or "visit_step"."outcome" in ('done', 'skipped', 'sent-back'))
);
--> statement-breakpoint
CREATE TABLE "visit_token" (
	"meal_id" uuid NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "visit_token_meal_id_day_pk" PRIMARY KEY("meal_id","day")
);
--> statement-breakpoint
CREATE TABLE "visit_write" (
	"write_id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"station" text NOT NULL,
	"data" jsonb NOT NULL,
	"sealed" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_write_station_check" CHECK ("visit_write"."station" in ('registration', 'vitals', 'screening', 'consultation', 'pharmacy', 'counselling', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "visit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meal_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"request_id" uuid,
	"day" date NOT NULL,
	"token" integer NOT NULL,
	"consent_care" boolean NOT NULL,
	"consent_follow_up" boolean NOT NULL,
	"consent_keep" boolean NOT NULL,
	"station" text NOT NULL,
	"state" text NOT NULL,
	"station_since" timestamp with time zone NOT NULL,
	"called_by" text,
	"arrived_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"registered_by" text,
	"clinical_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_station_check" CHECK ("visit"."station" in ('registration', 'vitals', 'screening', 'consultation', 'pharmacy', 'counselling', 'exit')),
	CONSTRAINT "visit_state_check" CHECK ("visit"."state" in ('waiting', 'called', 'done'))
);
--> statement-breakpoint
ALTER TABLE "camp_staff" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "meal_station" ADD CONSTRAINT "meal_station_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_access" ADD CONSTRAINT "clinical_access_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_access" ADD CONSTRAINT "clinical_access_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_access" ADD CONSTRAINT "clinical_access_reader_id_user_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_merged_into_person_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_duplicate" ADD CONSTRAINT "person_duplicate_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_duplicate" ADD CONSTRAINT "person_duplicate_other_id_person_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_addendum" ADD CONSTRAINT "visit_addendum_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_addendum" ADD CONSTRAINT "visit_addendum_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_signature" ADD CONSTRAINT "visit_signature_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_signature" ADD CONSTRAINT "visit_signature_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_step" ADD CONSTRAINT "visit_step_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_token" ADD CONSTRAINT "visit_token_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_write" ADD CONSTRAINT "visit_write_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_write" ADD CONSTRAINT "visit_write_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_meal_id_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_request_id_meal_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_called_by_user_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_registered_by_user_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_station_position_idx" ON "meal_station" USING btree ("meal_id","position");--> statement-breakpoint
CREATE INDEX "clinical_access_person_idx" ON "clinical_access" USING btree ("person_id","at");--> statement-breakpoint
CREATE INDEX "clinical_access_reader_idx" ON "clinical_access" USING btree ("reader_id","at");--> statement-breakpoint
CREATE INDEX "person_name_trgm_idx" ON "person" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_phone_idx" ON "person" USING btree ("phone") WHERE "person"."phone" is not null;--> statement-breakpoint
CREATE INDEX "person_duplicate_other_idx" ON "person_duplicate" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "visit_addendum_visit_idx" ON "visit_addendum" USING btree ("visit_id","at");--> statement-breakpoint
CREATE INDEX "visit_step_visit_idx" ON "visit_step" USING btree ("visit_id","arrived_at");--> statement-breakpoint
CREATE INDEX "visit_write_visit_idx" ON "visit_write" USING btree ("visit_id","station","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_meal_day_token_idx" ON "visit" USING btree ("meal_id","day","token");--> statement-breakpoint
CREATE INDEX "visit_queue_idx" ON "visit" USING btree ("meal_id","station","station_since") WHERE "visit"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "visit_person_idx" ON "visit" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "camp_staff" ADD CONSTRAINT "camp_staff_role_check" CHECK ("camp_staff"."role" is null or "camp_staff"."role" in ('desk', 'nurse', 'doctor', 'pharmacist', 'volunteer'));--> statement-breakpoint
-- A station's queue changed (issue 39): every instance tells the devices of that camp (payload: the camp's id).
CREATE OR REPLACE FUNCTION medcamp_notify_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('medcamp_queue', NEW.meal_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_queue_change AFTER INSERT OR UPDATE ON visit
  FOR EACH ROW EXECUTE FUNCTION medcamp_notify_queue();
