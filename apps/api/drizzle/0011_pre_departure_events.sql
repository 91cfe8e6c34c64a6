CREATE TABLE "event_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_feedback_rating_check" CHECK ("event_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kind" text DEFAULT 'EXPO' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_feedback_student_event_uq" ON "event_feedback" USING btree ("student_id","event_id");--> statement-breakpoint
CREATE INDEX "events_kind_date_idx" ON "events" USING btree ("kind","date");