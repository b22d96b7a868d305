-- What visitors see changed (docs/decisions/0036): one version per topic, raised by
-- markPublicChange in the same transaction as the change, which also sends a NOTIFY on
-- "yolda_public_change". App servers drop their cached pages and catalogue on either signal.
CREATE TABLE "public_changes" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_changes_topic_check" CHECK ("topic" IN ('offices', 'fleet', 'prices', 'campaigns', 'content'))
);
--> statement-breakpoint
INSERT INTO "public_changes" ("topic") VALUES ('offices'), ('fleet'), ('prices'), ('campaigns'), ('content');
--> statement-breakpoint
-- Where each unit stands over time (docs/decisions/0037), kept by triggers on reservations and
-- units in the same statement as every change, so code that never heard of it keeps it right.
-- One row per stretch: [return of a rental, return of the next rental) at the first one's drop-off
-- office, and (-infinity, first return) at the home office. "Live" reservations as the search
-- counts them (pending_payment, confirmed, active, completed; a payment hold counts until its
-- status changes). The search reads the units standing at the pick-up office at the pick-up time
-- from here, then checks those few exactly.
CREATE TABLE "unit_stays" (
	"unit_id" integer NOT NULL REFERENCES "units"("id") ON DELETE CASCADE,
	"office_id" integer NOT NULL,
	"stay" tstzrange NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unit_stays_office_stay_idx" ON "unit_stays" USING gist ("office_id", "stay");
--> statement-breakpoint
CREATE INDEX "unit_stays_unit_idx" ON "unit_stays" ("unit_id");
--> statement-breakpoint
CREATE FUNCTION "refresh_unit_stays"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM unit_stays WHERE unit_id = ANY(ids);
	INSERT INTO unit_stays (unit_id, office_id, stay)
	SELECT u.id, u.home_office_id, tstzrange(NULL, first.return_at, '[)')
	FROM units u
	LEFT JOIN (
		SELECT r.unit_id, min(r.return_at) AS return_at FROM reservations r
		WHERE r.unit_id = ANY(ids) AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
		GROUP BY r.unit_id
	) first ON first.unit_id = u.id
	WHERE u.id = ANY(ids)
	UNION ALL
	SELECT s.unit_id, s.dropoff_office_id, tstzrange(s.return_at, s.next_return, '[)')
	FROM (
		SELECT r.unit_id, r.dropoff_office_id, r.return_at,
			lead(r.return_at) OVER (PARTITION BY r.unit_id ORDER BY r.return_at, r.id) AS next_return
		FROM reservations r
		WHERE r.unit_id = ANY(ids) AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
	) s
	WHERE s.next_return IS NULL OR s.next_return > s.return_at;
$$;
--> statement-breakpoint
CREATE FUNCTION "unit_stays_after_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT unit_id) INTO ids FROM new_rows WHERE unit_id IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT unit_id) INTO ids FROM old_rows WHERE unit_id IS NOT NULL;
	ELSE
		-- Only the changes that move a unit in time or place: its unit, status, times or drop-off.
		SELECT array_agg(DISTINCT x.unit_id) INTO ids FROM (
			SELECT o.unit_id FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.unit_id, o.status, o.pickup_at, o.return_at, o.dropoff_office_id)
				IS DISTINCT FROM (n.unit_id, n.status, n.pickup_at, n.return_at, n.dropoff_office_id)
			UNION
			SELECT n.unit_id FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.unit_id, o.status, o.pickup_at, o.return_at, o.dropoff_office_id)
				IS DISTINCT FROM (n.unit_id, n.status, n.pickup_at, n.return_at, n.dropoff_office_id)
		) x WHERE x.unit_id IS NOT NULL;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM refresh_unit_stays(ids);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_unit_stays_insert" AFTER INSERT ON "reservations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unit_stays_after_reservations();
--> statement-breakpoint
CREATE TRIGGER "reservations_unit_stays_update" AFTER UPDATE ON "reservations"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unit_stays_after_reservations();
--> statement-breakpoint
CREATE TRIGGER "reservations_unit_stays_delete" AFTER DELETE ON "reservations"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION unit_stays_after_reservations();
--> statement-breakpoint
CREATE FUNCTION "unit_stays_after_units"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(id) INTO ids FROM new_rows;
	ELSE
		SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE o.home_office_id IS DISTINCT FROM n.home_office_id;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM refresh_unit_stays(ids);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "units_unit_stays_insert" AFTER INSERT ON "units"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unit_stays_after_units();
--> statement-breakpoint
CREATE TRIGGER "units_unit_stays_update" AFTER UPDATE ON "units"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unit_stays_after_units();
--> statement-breakpoint
SELECT refresh_unit_stays(ARRAY(SELECT id FROM units));
