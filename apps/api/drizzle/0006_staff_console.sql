CREATE TABLE "assignment_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_counsellor_id" integer
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assigned_counsellor_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stage" text DEFAULT 'REGISTERED' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || mobile_number || ' ' || reference_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "counselling_bookings" ADD COLUMN "completion_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mode" text DEFAULT 'CASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_cursor" ADD CONSTRAINT "assignment_cursor_last_counsellor_id_users_id_fk" FOREIGN KEY ("last_counsellor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notes_student_idx" ON "staff_notes" USING btree ("student_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assigned_counsellor_id_users_id_fk" FOREIGN KEY ("assigned_counsellor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_stage_activity_idx" ON "users" USING btree ("role","stage","last_activity_at");--> statement-breakpoint
CREATE INDEX "users_role_activity_idx" ON "users" USING btree ("role","last_activity_at");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_assigned_counsellor_idx" ON "users" USING btree ("assigned_counsellor_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "student_documents_status_updated_idx" ON "student_documents" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "counselling_bookings_date_idx" ON "counselling_bookings" USING btree ("date","time","status");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");