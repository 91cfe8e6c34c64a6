-- Every instance keeps students' own answers in memory (the profile, the shortlist, the dashboard, the
-- listing's preferences: apps/api/src/lib/student-cache.ts); these triggers tell all of them, whatever
-- wrote the change (a route, a job, the CLI, SQL by hand), which student's answers are out of date:
-- LISTEN portal_student, the student's id as the payload ('*': every student's). They cover every table
-- those answers are read from except the catalogue's (universities, courses, intakes), which
-- portal_catalogue already announces (0009). Sent at commit, so a rolled-back change says nothing; a
-- student named twice in one transaction is told once (PostgreSQL folds equal notifications).
CREATE FUNCTION "portal_notify_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('portal_student', OLD.student_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('portal_student', NEW.student_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of an application: its student is the application's.
CREATE FUNCTION "portal_notify_application_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('portal_student', a.student_id::text) FROM applications a WHERE a.id = OLD.application_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('portal_student', a.student_id::text) FROM applications a WHERE a.id = NEW.application_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The account itself (its name, mobile number, reference and event flag are shown).
CREATE FUNCTION "portal_notify_student_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('portal_student', OLD.id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('portal_student', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change that concerns every student (an event's date, a table emptied at once).
CREATE FUNCTION "portal_notify_all_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_student', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Not on last_activity_at, stage and the like: written often, and shown in no kept answer.
CREATE TRIGGER "users_notify_student"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "mobile_number", "reference_id", "is_event" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student_account"();
--> statement-breakpoint
CREATE TRIGGER "users_truncate_notify_student"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "events_notify_student"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "student_profiles_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "student_profiles"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "student_profiles_truncate_notify_student"
  AFTER TRUNCATE ON "student_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "student_documents_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "student_documents"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "student_documents_truncate_notify_student"
  AFTER TRUNCATE ON "student_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "counselling_bookings_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "counselling_bookings"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "counselling_bookings_truncate_notify_student"
  AFTER TRUNCATE ON "counselling_bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "shortlist_entries_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "shortlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "shortlist_entries_truncate_notify_student"
  AFTER TRUNCATE ON "shortlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "payments_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "payments_truncate_notify_student"
  AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "applications_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "applications_truncate_notify_student"
  AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "event_registrations_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "event_registrations"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "event_registrations_truncate_notify_student"
  AFTER TRUNCATE ON "event_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "event_feedback_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "event_feedback"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "event_feedback_truncate_notify_student"
  AFTER TRUNCATE ON "event_feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_details_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "onboarding_details"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_details_truncate_notify_student"
  AFTER TRUNCATE ON "onboarding_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "post_offer_journeys_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "post_offer_journeys"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student"();
--> statement-breakpoint
CREATE TRIGGER "post_offer_journeys_truncate_notify_student"
  AFTER TRUNCATE ON "post_offer_journeys"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "application_documents_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "application_documents"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "application_documents_truncate_notify_student"
  AFTER TRUNCATE ON "application_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "conditional_documents_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "conditional_documents"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "conditional_documents_truncate_notify_student"
  AFTER TRUNCATE ON "conditional_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "tuition_deposits_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "tuition_deposits"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "tuition_deposits_truncate_notify_student"
  AFTER TRUNCATE ON "tuition_deposits"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "interviews_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "interviews_truncate_notify_student"
  AFTER TRUNCATE ON "interviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "enrolment_confirmations_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "enrolment_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "enrolment_confirmations_truncate_notify_student"
  AFTER TRUNCATE ON "enrolment_confirmations"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "visa_applications_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "visa_applications"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "visa_applications_truncate_notify_student"
  AFTER TRUNCATE ON "visa_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
--> statement-breakpoint
CREATE TRIGGER "pre_departure_checklists_notify_student"
  AFTER INSERT OR UPDATE OR DELETE ON "pre_departure_checklists"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_application_student"();
--> statement-breakpoint
CREATE TRIGGER "pre_departure_checklists_truncate_notify_student"
  AFTER TRUNCATE ON "pre_departure_checklists"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_all_students"();
