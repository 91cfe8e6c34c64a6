CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
-- Every instance keeps accounts, revocations and catalogue pages in memory; these triggers tell all of
-- them (LISTEN portal_accounts / portal_revocations / portal_catalogue) whatever wrote the change: a
-- route, the CLI or SQL by hand. Notifications are sent at commit, so a rolled-back change says nothing.
CREATE FUNCTION "portal_notify_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_accounts', json_build_object('id', OLD.id, 'deleted', true)::text);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('portal_accounts', json_build_object(
    'id', NEW.id,
    'role', NEW.role,
    'disabledAt', NEW.disabled_at,
    'sessionsValidFrom', NEW.sessions_valid_from,
    'deleted', false
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_account"
  AFTER INSERT OR DELETE OR UPDATE OF "role", "disabled_at", "sessions_valid_from" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_account"();
--> statement-breakpoint
CREATE FUNCTION "portal_notify_revocation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_revocations', json_build_object('jti', NEW.jti, 'expiresAt', NEW.expires_at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify"
  AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "portal_notify_revocation"();
--> statement-breakpoint
CREATE FUNCTION "portal_notify_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "universities_notify_catalogue"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "universities"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "courses_notify_catalogue"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_catalogue"();
--> statement-breakpoint
CREATE TRIGGER "intakes_notify_catalogue"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "intakes"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_notify_catalogue"();
