-- The search believes unit_stays' free stretches (docs/decisions/0037, amendment stop 25). A
-- unit whose free stretch at the pick-up office contains [t1, t2 + the drop-off office's
-- turnaround) and whose next rental starts at the drop-off office passes the exact checks by
-- construction: the triggers rebuild its stays from the same reservations (the same statuses) in
-- the same statement that changes them, so the stay's rental is the latest one returned before t1
-- (the stay's office is its drop-off office, lower(stay) its return), the next one is the next
-- pick-up after t2 (upper(free), from next_office_id), and no live hold overlaps the window (the
-- stretch starts where the stay's rental's held range ends and stops at the next pick-up). So the
-- search reads no reservations for those units. The exact checks stay for what the triggers
-- cannot know: a unit with a payment hold that ran out (by p_now) but is not yet released, the
-- unit of the booking being changed (p_ignore), and the reserve transaction's one-unit check
-- (p_unit). Maintenance blocks, the unit's service state and its model are checked for every unit.
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
		SELECT r.dropoff_office_id, r.return_at
		FROM reservations r
		WHERE r.unit_id = u.id
			AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
			AND (r.status <> 'pending_payment' OR r.hold_expires_at > p_now)
			AND r.return_at <= p_t1
			AND r.id IS DISTINCT FROM p_ignore
		ORDER BY r.return_at DESC
		LIMIT 1
	) prev ON true
	LEFT JOIN LATERAL (
		SELECT r.pickup_office_id, r.pickup_at
		FROM reservations r
		WHERE r.unit_id = u.id
			AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
			AND (r.status <> 'pending_payment' OR r.hold_expires_at > p_now)
			AND r.pickup_at >= p_t2
			AND r.id IS DISTINCT FROM p_ignore
		ORDER BY r.pickup_at ASC
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
-- unit_stays is rewritten for a unit on every change of its reservations, and the search reads it
-- through a bitmap scan, which never marks dead index entries as a plain index scan does. With the
-- default (index_cleanup auto) VACUUM skips the indexes when under 2 % of the pages have dead
-- rows: after the first bulk load every unit's replaced home stay stayed in both GiST indexes,
-- and each search at 8,000 units visited ~500 dead entries (~50 extra heap pages). Always clean
-- the indexes, and vacuum after 2 % of the rows changed rather than 20 %.
ALTER TABLE "unit_stays" SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0.02);
