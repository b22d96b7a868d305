-- The search's candidates read nothing but unit_stays (decision 0184). stay_candidates (0068) looked
-- each candidate up in units by primary key for its model, service state and plate: at 8,000 units
-- that was 21 index probes and 64 of a search's 124 buffers (bench/results-booking-8000.md). Each
-- stay now carries its unit's model, service state and plate, which refresh_unit_stays writes with
-- the rest of the row (from units), and a change of any of them on a unit refreshes that unit's stays (the difference is every row of that unit, which is rare: a car is
-- retired or its plate corrected, not booked).
ALTER TABLE "unit_stays" ADD COLUMN "model_id" integer;
--> statement-breakpoint
ALTER TABLE "unit_stays" ADD COLUMN "in_service" boolean;
--> statement-breakpoint
ALTER TABLE "unit_stays" ADD COLUMN "plate" text;
--> statement-breakpoint
UPDATE "unit_stays" s SET "model_id" = u."model_id", "in_service" = u."in_service", "plate" = u."plate"
FROM "units" u WHERE u."id" = s."unit_id";
--> statement-breakpoint
ALTER TABLE "unit_stays" ALTER COLUMN "model_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "unit_stays" ALTER COLUMN "in_service" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "unit_stays" ALTER COLUMN "plate" SET NOT NULL;
--> statement-breakpoint
-- As in 0072: only the difference is written, now over the unit's columns too, which come from
-- units beside what unit_stays_computed (0072, unchanged) computes.
CREATE OR REPLACE FUNCTION "refresh_unit_stays"(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	WITH fresh AS (
		SELECT c.unit_id, c.office_id, c.stay, c.free, c.next_office_id, u.model_id, u.in_service, u.plate,
			row_number() OVER (
				PARTITION BY c.unit_id, c.office_id, c.stay, c.free, c.next_office_id, u.model_id, u.in_service, u.plate
			) AS n
		FROM unit_stays_computed(ids) c
		JOIN units u ON u.id = c.unit_id
	),
	kept AS (
		SELECT s.ctid AS row_id, s.unit_id, s.office_id, s.stay, s.free, s.next_office_id, s.model_id, s.in_service,
			s.plate,
			row_number() OVER (
				PARTITION BY s.unit_id, s.office_id, s.stay, s.free, s.next_office_id, s.model_id, s.in_service, s.plate
			) AS n
		FROM unit_stays s
		WHERE s.unit_id = ANY(ids)
	),
	gone AS (
		DELETE FROM unit_stays s USING kept k
		WHERE s.ctid = k.row_id AND NOT EXISTS (
			SELECT 1 FROM fresh f
			WHERE f.unit_id = k.unit_id AND f.office_id = k.office_id AND f.stay = k.stay AND f.free = k.free
				AND f.next_office_id IS NOT DISTINCT FROM k.next_office_id AND f.model_id = k.model_id
				AND f.in_service = k.in_service AND f.plate = k.plate AND f.n = k.n)
	)
	INSERT INTO unit_stays (unit_id, office_id, stay, free, next_office_id, model_id, in_service, plate)
	SELECT f.unit_id, f.office_id, f.stay, f.free, f.next_office_id, f.model_id, f.in_service, f.plate FROM fresh f
	WHERE NOT EXISTS (
		SELECT 1 FROM kept k
		WHERE f.unit_id = k.unit_id AND f.office_id = k.office_id AND f.stay = k.stay AND f.free = k.free
			AND f.next_office_id IS NOT DISTINCT FROM k.next_office_id AND f.model_id = k.model_id
			AND f.in_service = k.in_service AND f.plate = k.plate AND f.n = k.n);
END;
$$;
--> statement-breakpoint
-- A unit's stays follow its home office (0019) and now its model, service state and plate.
CREATE OR REPLACE FUNCTION "unit_stays_after_units"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(id) INTO ids FROM new_rows;
	ELSE
		SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.home_office_id, o.model_id, o.in_service, o.plate)
			IS DISTINCT FROM (n.home_office_id, n.model_id, n.in_service, n.plate);
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM refresh_unit_stays(ids);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- As in 0068, without the look-up in units: the stay says the unit's model and service state.
CREATE OR REPLACE FUNCTION "stay_candidates"(
	p_pickup_office integer, p_dropoff_office integer, p_span tstzrange, p_models integer[], p_exact integer[]
) RETURNS TABLE (unit_id integer, model_id integer, plate text, stay tstzrange, free tstzrange)
LANGUAGE sql STABLE AS $$
	SELECT s.unit_id, s.model_id, s.plate, s.stay, s.free
	FROM unit_stays s
	WHERE s.office_id = p_pickup_office
		AND s.free && p_span
		AND (s.next_office_id IS NULL OR s.next_office_id = p_dropoff_office)
		AND s.unit_id <> ALL (p_exact)
		AND s.in_service
		AND (p_models IS NULL OR s.model_id = ANY (p_models))
		-- The active models once per search (an init plan), not a look-up per candidate.
		AND s.model_id = ANY (ARRAY(SELECT m.id FROM vehicle_models m WHERE m.active))
$$;
