-- The writes students make all day (their profile, their shortlist, their onboarding answers, their
-- name) no longer notify from inside their transaction: a NOTIFY takes a database-wide lock at commit
-- and holds it through the commit's WAL flush, so every such write queued behind every other one (50
-- concurrent profile writes: 3,999 a second without the trigger, 474 with it). Instead the instance
-- that wrote announces after the commit, before it answers (apps/api/src/plugins/student-cache.ts):
-- every write route's student ids, batched, one `pg_notify('portal_student', '<id>,<id>,…')` for the
-- writes that finish together, sent with synchronous_commit off (it holds no data to keep).
-- What no longer announces itself: SQL by hand, the seed or a script that changes student_profiles,
-- shortlist_entries, onboarding_details or a user's name. Follow it with
-- SELECT pg_notify('portal_student', '<student id>') (or '*': every student), or restart the API.
-- The other tables of 0019 keep their triggers: rarely written, and by jobs and staff as well. The
-- TRUNCATE triggers stay on every table (a statement-level notification, once per TRUNCATE).
DROP TRIGGER "student_profiles_notify_student" ON "student_profiles";
--> statement-breakpoint
DROP TRIGGER "shortlist_entries_notify_student" ON "shortlist_entries";
--> statement-breakpoint
DROP TRIGGER "onboarding_details_notify_student" ON "onboarding_details";
--> statement-breakpoint
-- A user's name is written by the profile and onboarding saves; the rarely changed columns still notify.
DROP TRIGGER "users_notify_student" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_notify_student"
  AFTER INSERT OR DELETE OR UPDATE OF "mobile_number", "reference_id", "is_event" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_student_account"();
