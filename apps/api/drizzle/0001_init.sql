CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"intake_id" integer,
	"budget" text,
	"language_test_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_details" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"country_interested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_study_level" text,
	"desired_field_of_study" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_level" text,
	"intake_id" integer,
	"language_test" text,
	"language_score" text,
	"passing_year" integer,
	"passport_status" text,
	"funding_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'STUDENT' NOT NULL,
	"reference_id" text NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_number_unique" UNIQUE("mobile_number"),
	CONSTRAINT "users_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"campus" text NOT NULL,
	"intake" text NOT NULL,
	"fees" integer,
	"duration" text NOT NULL,
	"link" text NOT NULL,
	"overview" text NOT NULL,
	"entry_requirements" text NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"study_mode" text NOT NULL,
	"ucas_code" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"location_link" text,
	"country_count" integer NOT NULL,
	"university_count" integer NOT NULL,
	CONSTRAINT "events_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" text NOT NULL,
	CONSTRAINT "intakes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"slug" text NOT NULL,
	"image_url" text NOT NULL,
	"icon_url" text NOT NULL,
	CONSTRAINT "universities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "counselling_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"enrollment_id" integer,
	"status" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"full_name" text,
	"date_of_birth" date,
	"marital_status" text,
	"nationality" text,
	"passport_number" text,
	"phone_number" text,
	"email" text,
	"address_line_one" text,
	"address_line_two" text,
	"city" text,
	"zip_code" text,
	"state" text,
	"country" text,
	"additional_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_details" ADD CONSTRAINT "onboarding_details_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_details" ADD CONSTRAINT "onboarding_details_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_bookings" ADD CONSTRAINT "counselling_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_student_id_idx" ON "enrollments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_created_idx" ON "otp_codes" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "courses_level_category_country_id_idx" ON "courses" USING btree ("level","category","country","id");--> statement-breakpoint
CREATE INDEX "courses_category_country_id_idx" ON "courses" USING btree ("category","country","id");--> statement-breakpoint
CREATE INDEX "courses_country_id_idx" ON "courses" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "courses_university_id_idx" ON "courses" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "counselling_bookings_student_idx" ON "counselling_bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_student_course_uq" ON "shortlist_entries" USING btree ("student_id","course_id");