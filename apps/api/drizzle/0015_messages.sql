CREATE TABLE "message_threads" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_student_message_id" integer,
	"awaiting_reply_since" timestamp with time zone,
	"student_read_up_to" integer,
	"student_read_at" timestamp with time zone,
	"staff_read_up_to" integer,
	"staff_read_at" timestamp with time zone,
	"staff_read_by" integer
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_file_id" integer,
	"attachment_name" text,
	"attachment_mime_type" text,
	"attachment_size_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_side_check" CHECK ("messages"."side" in ('STUDENT', 'STAFF'))
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_staff_read_by_users_id_fk" FOREIGN KEY ("staff_read_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_awaiting_idx" ON "message_threads" USING btree ("awaiting_reply_since") WHERE "message_threads"."awaiting_reply_since" is not null;--> statement-breakpoint
CREATE INDEX "message_threads_staff_unread_idx" ON "message_threads" USING btree ("student_id") WHERE "message_threads"."last_student_message_id" > coalesce("message_threads"."staff_read_up_to", 0);--> statement-breakpoint
CREATE INDEX "messages_student_idx" ON "messages" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("student_id","author_id","created_at");