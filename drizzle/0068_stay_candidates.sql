-- One home for the candidate rule of the availability search (decision 0163): which units unit_stays
-- offers for a span at a pick-up office. A stay at the pick-up office whose free stretch overlaps
-- p_span, whose next rental (if any) starts at the drop-off office, its unit in service and not one
-- of p_exact (units the stays cannot judge), its model active and one of p_models when given.
-- feasible_units keeps those whose free stretch holds its window and no block overlaps it;
-- grid_candidates sends them with their blocks for the grid's pairs to be counted in TypeScript.
-- A plain SQL function of one SELECT, not strict, without SET: PostgreSQL inlines it into the
-- query that calls it, so the callers' plans are what they were (the index on unit_stays' office and
-- free stretch, one unit by primary key at a time, the active models once).
CREATE FUNCTION "stay_candidates"(
	p_pickup_office integer, p_dropoff_office integer, p_span tstzrange, p_models integer[], p_exact integer[]
) RETURNS TABLE (unit_id integer, model_id integer, plate text, stay tstzrange, free tstzrange)
LANGUAGE sql STABLE AS $$
	SELECT u.id, u.model_id, u.plate::text, s.stay, s.free
	FROM unit_stays s
	-- By primary key, one candidate at a time (OFFSET 0 keeps the generic plan from hashing all units).
	-- The active models once per search (an init plan), not a hash of vehicle_models per unit.
	CROSS JOIN LATERAL (
		SELECT u.id, u.model_id, u.plate FROM units u
		WHERE u.id = s.unit_id AND u.in_service AND (p_models IS NULL OR u.model_id = ANY (p_models))
			AND u.model_id = ANY (ARRAY(SELECT m.id FROM vehicle_models m WHERE m.active))
		OFFSET 0
	) u
	WHERE s.office_id = p_pickup_office
		AND s.free && p_span
		AND (s.next_office_id IS NULL OR s.next_office_id = p_dropoff_office)
		AND s.unit_id <> ALL (p_exact)
$$;
--> statement-breakpoint
-- feasible_units as in migration 0054; its fast path now takes its candidates from stay_candidates.
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
		-- Every other candidate free at the pick-up office for the whole window, no block in it:
		-- feasible as its stay says.
		RETURN QUERY
		SELECT c.unit_id, c.model_id, c.plate, lower(c.stay), upper(c.free)
		FROM offices b
		CROSS JOIN LATERAL (
			SELECT tstzrange(p_t1, p_t2 + make_interval(mins => b.turnaround_minutes), '[)') AS want
		) w
		CROSS JOIN LATERAL stay_candidates(
			p_pickup_office, p_dropoff_office, w.want,
			CASE WHEN p_model IS NULL THEN NULL ELSE ARRAY[p_model] END, exact
		) c
		WHERE b.id = p_dropoff_office
			AND c.free @> w.want
			AND NOT EXISTS (
				SELECT 1
				FROM unit_blocks k
				WHERE k.unit_id = c.unit_id
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
-- grid_candidates as in migration 0067; its candidates now come from stay_candidates.
CREATE OR REPLACE FUNCTION "grid_candidates"(
	p_pickup_office integer, p_dropoff_office integer, p_first timestamptz, p_last timestamptz,
	p_now timestamptz, p_models integer[]
) RETURNS TABLE (exact text, turnaround integer, candidates json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
	v_exact integer[];
	v_turnaround integer;
	v_span tstzrange;
BEGIN
	SELECT b.turnaround_minutes INTO v_turnaround FROM offices b WHERE b.id = p_dropoff_office;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	v_exact := ARRAY(
		SELECT r.unit_id FROM reservations r
		WHERE r.status = 'pending_payment' AND r.hold_expires_at <= p_now AND r.unit_id IS NOT NULL
	);
	v_span := tstzrange(p_first, p_last + make_interval(mins => v_turnaround), '[)');
	RETURN QUERY
	SELECT v_exact::text, v_turnaround, (
		SELECT json_agg(json_build_array(
			c.model_id,
			(extract(epoch FROM lower(c.free)) * 1000000)::bigint, lower_inc(c.free),
			(extract(epoch FROM upper(c.free)) * 1000000)::bigint, upper_inc(c.free),
			(SELECT json_agg(json_build_array(
					(extract(epoch FROM lower(k.period)) * 1000000)::bigint, lower_inc(k.period),
					(extract(epoch FROM upper(k.period)) * 1000000)::bigint, upper_inc(k.period)))
				FROM unit_blocks k
				WHERE k.unit_id = c.unit_id AND k.removed_at IS NULL AND k.period && v_span)))
		FROM stay_candidates(p_pickup_office, p_dropoff_office, v_span, p_models, v_exact) c
	);
END;
$$;
