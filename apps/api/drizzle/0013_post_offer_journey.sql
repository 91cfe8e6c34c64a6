-- The post-offer journey (deposit, interviews, confirmation of enrolment, visa, pre-departure) and
-- journey documents per application (student_documents.application_id). Forward-only.
CREATE TABLE "enrolment_confirmations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"starts_at_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"meeting_link" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"preparation_notes" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'SCHEDULED' NOT NULL,
	"outcome_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_offer_journeys" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"position" text NOT NULL,
	"due_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_departure_checklists" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tuition_deposits" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"due_on" date NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"paid_amount" integer,
	"paid_on" date,
	"verified_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_applications" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PREPARING' NOT NULL,
	"lodged_on" date,
	"reference" text DEFAULT '' NOT NULL,
	"biometrics_on" date,
	"decided_on" date,
	"valid_from" date,
	"valid_until" date,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ticked_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funds" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_documents" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "enrolment_confirmations" ADD CONSTRAINT "enrolment_confirmations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_offer_journeys" ADD CONSTRAINT "post_offer_journeys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_offer_journeys" ADD CONSTRAINT "post_offer_journeys_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_departure_checklists" ADD CONSTRAINT "pre_departure_checklists_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_deposits" ADD CONSTRAINT "tuition_deposits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_confirmations_expires_idx" ON "enrolment_confirmations" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "interviews_outcome_starts_idx" ON "interviews" USING btree ("outcome","starts_at");--> statement-breakpoint
CREATE INDEX "post_offer_journeys_position_due_idx" ON "post_offer_journeys" USING btree ("position","due_on");--> statement-breakpoint
CREATE INDEX "post_offer_journeys_student_idx" ON "post_offer_journeys" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "tuition_deposits_verified_due_idx" ON "tuition_deposits" USING btree ("verified","due_on");--> statement-breakpoint
CREATE INDEX "visa_applications_status_idx" ON "visa_applications" USING btree ("status");--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_documents_application_idx" ON "student_documents" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_student_type_application_uq" UNIQUE NULLS NOT DISTINCT("student_id","type","application_id");--> statement-breakpoint
-- The new constraint (one profile document per type, one journey document per type and application)
-- replaces the old unique index only once it holds.
DROP INDEX "student_documents_student_type_uq";
