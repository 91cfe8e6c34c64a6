DROP INDEX "applications_student_course_uq";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shortlist_status_at_apply" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_student_course_uq" ON "applications" USING btree ("student_id","course_id") WHERE "applications"."status" <> 'WITHDRAWN';