CREATE TABLE "extra_application_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"granted_by" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by_application_id" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "extra_application_grants" ADD CONSTRAINT "extra_application_grants_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_application_grants" ADD CONSTRAINT "extra_application_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_application_grants" ADD CONSTRAINT "extra_application_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_application_grants" ADD CONSTRAINT "extra_application_grants_used_by_application_id_applications_id_fk" FOREIGN KEY ("used_by_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_application_grants_unused_uq" ON "extra_application_grants" USING btree ("student_id","course_id") WHERE "extra_application_grants"."used_by_application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_application_grants_application_uq" ON "extra_application_grants" USING btree ("used_by_application_id");--> statement-breakpoint
CREATE INDEX "extra_application_grants_student_idx" ON "extra_application_grants" USING btree ("student_id","course_id");