-- Availability changed (docs/decisions/0062): every statement that inserts, changes or deletes
-- rows of reservations, units or unit blocks sends a NOTIFY on "yolda_availability" (a statement
-- that touched no row sends none: the jobs' periodic sweeps would otherwise drop every kept search).
-- PostgreSQL delivers it only when the transaction commits, once per transaction however many
-- statements sent it, so every app server drops the search results it kept as soon as a booking,
-- a cancellation, a released hold, a unit out of service or a maintenance block is committed by
-- anyone: the site, the desk, the API, a job or a script.
CREATE FUNCTION "notify_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched boolean := true;
BEGIN
  -- Each query is planned only when reached: old_rows exists only for DELETE, new_rows for the others.
  IF TG_OP = 'DELETE' THEN
    touched := EXISTS (SELECT 1 FROM old_rows);
  ELSIF TG_OP IN ('INSERT', 'UPDATE') THEN
    touched := EXISTS (SELECT 1 FROM new_rows);
  END IF;
  IF touched THEN
    PERFORM pg_notify('yolda_availability', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Per table, one trigger per event: a transition table may name only one event.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reservations', 'units', 'unit_blocks'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_availability()', t || '_notify_availability_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_availability()', t || '_notify_availability_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION notify_availability()', t || '_notify_availability_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_availability()', t || '_notify_availability_truncate', t);
  END LOOP;
END;
$$;
