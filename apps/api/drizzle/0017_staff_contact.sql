CREATE TABLE "staff_contact_cards" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"show_sign_in_number" boolean DEFAULT false NOT NULL,
	"display_phone" text,
	"whatsapp_number" text,
	"working_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_from" text,
	"hours_to" text,
	"meeting_link" text,
	"photo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_contact_cards" ADD CONSTRAINT "staff_contact_cards_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;