CREATE TABLE "student_plan_changes" (
	"student_id" integer NOT NULL,
	"field" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_plan_changes_student_id_field_pk" PRIMARY KEY("student_id","field")
);
--> statement-breakpoint
ALTER TABLE "student_plan_changes" ADD CONSTRAINT "student_plan_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;