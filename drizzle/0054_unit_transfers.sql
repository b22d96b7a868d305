-- Transfers between offices (issue 28 item 5, docs/decisions/0110). A transfer takes a car from
-- one office to another over [depart_at, arrive_at). While it travels the car is held by a
-- unit_blocks row of kind 'transfer' over the same range, so the database refuses a booking or
-- another block over the journey exactly as it refuses one over a maintenance block
-- (unit_blocks_no_overlap and the two triggers of 0024). Where the car stands is read by time: a
-- live transfer is a movement like a rental (it leaves from_office at depart_at and is at
-- to_office from arrive_at), in unit_stays and in feasible_units' exact checks, so the search at
-- either office is right before, during and after the journey whether or not the arrival job has
-- run. The home office (who manages the car) becomes to_office at arrival (a job sets it and
-- arrived_at). A transfer is cancelled before departure (cancelled_at, its block removed).
ALTER TABLE "unit_blocks" DROP CONSTRAINT "unit_blocks_kind_ck";
--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_kind_ck" CHECK ("kind" IN ('maintenance', 'out_of_service', 'transfer'));
--> statement-breakpoint
CREATE TABLE "unit_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_key" uuid NOT NULL,
	"unit_id" integer NOT NULL REFERENCES "units"("id"),
	"block_id" integer NOT NULL REFERENCES "unit_blocks"("id"),
	"from_office_id" integer NOT NULL REFERENCES "offices"("id"),
	"to_office_id" integer NOT NULL REFERENCES "offices"("id"),
	"depart_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "unit_transfers_form_key_unique" UNIQUE ("form_key"),
	CONSTRAINT "unit_transfers_block_unique" UNIQUE ("block_id"),
	CONSTRAINT "unit_transfers_offices_ck" CHECK ("from_office_id" <> "to_office_id"),
	CONSTRAINT "unit_transfers_times_ck" CHECK ("depart_at" < "arrive_at"),
	CONSTRAINT "unit_transfers_cancelled_or_arrived_ck" CHECK ("cancelled_at" IS NULL OR "arrived_at" IS NULL)
);
--> statement-breakpoint
CREATE INDEX "unit_transfers_unit_idx" ON "unit_transfers" ("unit_id", "arrive_at");
--> statement-breakpoint
CREATE INDEX "unit_transfers_to_office_idx" ON "unit_transfers" ("to_office_id", "arrive_at") WHERE "cancelled_at" IS NULL;
--> statement-breakpoint
-- Every unit's stays, from its rentals and its live transfers alike (a transfer arrives like a
-- one-way rental returned at to_office, and is free from its arrival).
CREATE OR REPLACE FUNCTION "refresh_unit_stays"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM unit_stays WHERE unit_id = ANY(ids);
	INSERT INTO unit_stays (unit_id, office_id, stay, free, next_office_id)
	WITH moves AS (
		SELECT r.unit_id, r.pickup_at AS start_at, r.return_at AS end_at, r.pickup_office_id AS from_office,
			r.dropoff_office_id AS to_office,
			CASE WHEN r.status = 'completed' THEN r.return_at ELSE upper(r.held) END AS free_from,
			r.id::text AS tie
		FROM reservations r
		WHERE r.unit_id = ANY(ids) AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
		UNION ALL
		SELECT t.unit_id, t.depart_at, t.arrive_at, t.from_office_id, t.to_office_id, t.arrive_at, 'transfer-' || t.id
		FROM unit_transfers t
		WHERE t.unit_id = ANY(ids) AND t.cancelled_at IS NULL
	)
	SELECT u.id, u.home_office_id, tstzrange(NULL, first.end_at, '[)'),
		tstzrange(NULL, first.start_at, '[)'), first.from_office
	FROM units u
	LEFT JOIN LATERAL (
		SELECT m.end_at, m.start_at, m.from_office FROM moves m
		WHERE m.unit_id = u.id
		ORDER BY m.end_at, m.tie
		LIMIT 1
	) first ON true
	WHERE u.id = ANY(ids)
	UNION ALL
	SELECT s.unit_id, s.to_office, tstzrange(s.end_at, s.next_end, '[)'),
		CASE WHEN s.next_start IS NULL OR s.next_start >= s.free_from
			THEN tstzrange(s.free_from, s.next_start, '[)') ELSE 'empty'::tstzrange END,
		s.next_office
	FROM (
		SELECT m.unit_id, m.to_office, m.end_at, m.free_from,
			lead(m.end_at) OVER w AS next_end,
			lead(m.start_at) OVER w AS next_start,
			lead(m.from_office) OVER w AS next_office
		FROM moves m
		WINDOW w AS (PARTITION BY m.unit_id ORDER BY m.end_at, m.tie)
	) s
	WHERE s.next_end IS NULL OR s.next_end > s.end_at;
$$;
--> statement-breakpoint
CREATE FUNCTION "unit_stays_after_transfers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_unit_stays(ARRAY[NEW.unit_id]);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_transfers_unit_stays" AFTER INSERT OR UPDATE OF "cancelled_at", "depart_at", "arrive_at", "from_office_id", "to_office_id" ON "unit_transfers"
	FOR EACH ROW EXECUTE FUNCTION unit_stays_after_transfers();
--> statement-breakpoint
-- feasible_units (0036) with transfers in its exact checks: the car is where its latest rental
-- or live transfer before t1 left it, and its next rental or transfer after t2 starts at the
-- drop-off office. The fast path reads unit_stays, which now holds transfers too.
CREATE OR REPLACE FUNCTION "feasible_units"(
	p_pickup_office integer, p_dropoff_office integer, p_t1 timestamptz, p_t2 timestamptz,
	p_now timestamptz, p_ignore uuid, p_model integer, p_unit integer
) RETURNS TABLE (unit_id integer, model_id integer, plate text, prev_return timestamptz, next_pickup timestamptz)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
	exact integer[];
BEGIN
	IF p_unit IS NOT NULL THEN
		exact := ARRAY[p_unit];
	ELSE
		-- The units unit_stays cannot judge: a payment hold run out but not yet released (the
		-- triggers still count it), and the unit of the booking being changed.
		exact := ARRAY(
			SELECT r.unit_id FROM reservations r
			WHERE r.status = 'pending_payment' AND r.hold_expires_at <= p_now AND r.unit_id IS NOT NULL
			UNION
			SELECT r.unit_id FROM reservations r WHERE r.id = p_ignore AND r.unit_id IS NOT NULL
		);
		-- Every other unit free at the pick-up office for the whole window, its next rental (if
		-- any) starting at the drop-off office: feasible as its stay says.
		RETURN QUERY
		SELECT u.id, u.model_id, u.plate::text, lower(s.stay), upper(s.free)
		FROM offices b
		CROSS JOIN LATERAL (
			SELECT tstzrange(p_t1, p_t2 + make_interval(mins => b.turnaround_minutes), '[)') AS want
		) w
		JOIN unit_stays s ON s.office_id = p_pickup_office AND s.free @> w.want
			AND (s.next_office_id IS NULL OR s.next_office_id = p_dropoff_office)
		-- By primary key, one candidate at a time (OFFSET 0 keeps the generic plan from hashing all units).
		-- The active models once per search (an init plan), not a hash of vehicle_models per unit.
		CROSS JOIN LATERAL (
			SELECT u.id, u.model_id, u.plate FROM units u
			WHERE u.id = s.unit_id AND u.in_service AND (p_model IS NULL OR u.model_id = p_model)
				AND u.model_id = ANY (ARRAY(SELECT m.id FROM vehicle_models m WHERE m.active))
			OFFSET 0
		) u
		WHERE b.id = p_dropoff_office
			AND s.unit_id <> ALL (exact)
			AND NOT EXISTS (
				SELECT 1
				FROM unit_blocks k
				WHERE k.unit_id = u.id
					AND k.removed_at IS NULL
					AND k.period && w.want
			);
	END IF;
	IF cardinality(exact) = 0 THEN
		RETURN;
	END IF;
	-- The exact checks, from reservations: the latest live return before t1 leaves the unit at the
	-- pick-up office (or it never left home), its next live rental after t2 starts at the drop-off
	-- office, no live hold and no maintenance block overlaps [t1, t2 + the drop-off office's
	-- turnaround). Completed rentals count for where a car is; a payment hold counts until
	-- hold_expires_at (p_now); p_ignore is left out of every check.
	RETURN QUERY
	SELECT u.id, u.model_id, u.plate::text, prev.return_at, nxt.pickup_at
	FROM offices b
	CROSS JOIN LATERAL (
		SELECT tstzrange(p_t1, p_t2 + make_interval(mins => b.turnaround_minutes), '[)') AS want
	) w
	CROSS JOIN LATERAL (SELECT DISTINCT x.id FROM unnest(exact) AS x(id)) c
	CROSS JOIN LATERAL (
		SELECT u.id, u.model_id, u.plate, u.home_office_id FROM units u
		WHERE u.id = c.id AND u.in_service AND (p_model IS NULL OR u.model_id = p_model)
		OFFSET 0
	) u
	JOIN vehicle_models m ON m.id = u.model_id AND m.active
	LEFT JOIN LATERAL (
		SELECT m.dropoff_office_id, m.return_at FROM (
			(SELECT r.dropoff_office_id, r.return_at
			FROM reservations r
			WHERE r.unit_id = u.id
				AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
				AND (r.status <> 'pending_payment' OR r.hold_expires_at > p_now)
				AND r.return_at <= p_t1
				AND r.id IS DISTINCT FROM p_ignore
			ORDER BY r.return_at DESC
			LIMIT 1)
			UNION ALL
			(SELECT t.to_office_id, t.arrive_at
			FROM unit_transfers t
			WHERE t.unit_id = u.id AND t.cancelled_at IS NULL AND t.arrive_at <= p_t1
			ORDER BY t.arrive_at DESC
			LIMIT 1)
		) m
		ORDER BY m.return_at DESC
		LIMIT 1
	) prev ON true
	LEFT JOIN LATERAL (
		SELECT m.pickup_office_id, m.pickup_at FROM (
			(SELECT r.pickup_office_id, r.pickup_at
			FROM reservations r
			WHERE r.unit_id = u.id
				AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
				AND (r.status <> 'pending_payment' OR r.hold_expires_at > p_now)
				AND r.pickup_at >= p_t2
				AND r.id IS DISTINCT FROM p_ignore
			ORDER BY r.pickup_at ASC
			LIMIT 1)
			UNION ALL
			(SELECT t.from_office_id, t.depart_at
			FROM unit_transfers t
			WHERE t.unit_id = u.id AND t.cancelled_at IS NULL AND t.depart_at >= p_t2
			ORDER BY t.depart_at ASC
			LIMIT 1)
		) m
		ORDER BY m.pickup_at ASC
		LIMIT 1
	) nxt ON true
	WHERE b.id = p_dropoff_office
		AND coalesce(prev.dropoff_office_id, u.home_office_id) = p_pickup_office
		AND (nxt.pickup_office_id IS NULL OR nxt.pickup_office_id = p_dropoff_office)
		AND NOT EXISTS (
			SELECT 1
			FROM reservations r
			WHERE r.unit_id = u.id
				AND r.status IN ('pending_payment', 'confirmed', 'active')
				AND (r.status <> 'pending_payment' OR r.hold_expires_at > p_now)
				AND r.held && w.want
				AND r.id IS DISTINCT FROM p_ignore
		)
		AND NOT EXISTS (
			SELECT 1
			FROM unit_blocks k
			WHERE k.unit_id = u.id
				AND k.removed_at IS NULL
				AND k.period && w.want
		);
END;
$$;
--> statement-breakpoint
SELECT refresh_unit_stays(ARRAY(SELECT id FROM units));
