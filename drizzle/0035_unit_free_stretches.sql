-- When each unit is free at an office (docs/decisions/0037, amendment stop 24): every unit_stays
-- row also holds the stretch inside the stay in which the unit is not held, [end of the held range
-- of the rental that brought it there (its return when completed), pick-up of its next rental),
-- and the office that next rental starts from. The search asks one GiST probe for the units free
-- at the pick-up office for the whole window it needs (pick-up to return + turnaround) whose next
-- rental starts at the drop-off office, and checks only those exactly, so its cost follows the
-- units that can serve, not every unit standing at the office.
ALTER TABLE "unit_stays" ADD COLUMN "free" tstzrange DEFAULT 'empty' NOT NULL;
--> statement-breakpoint
ALTER TABLE "unit_stays" ADD COLUMN "next_office_id" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_unit_stays"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM unit_stays WHERE unit_id = ANY(ids);
	INSERT INTO unit_stays (unit_id, office_id, stay, free, next_office_id)
	SELECT u.id, u.home_office_id, tstzrange(NULL, first.return_at, '[)'),
		tstzrange(NULL, first.pickup_at, '[)'), first.pickup_office_id
	FROM units u
	LEFT JOIN LATERAL (
		SELECT r.return_at, r.pickup_at, r.pickup_office_id FROM reservations r
		WHERE r.unit_id = u.id AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
		ORDER BY r.return_at, r.id
		LIMIT 1
	) first ON true
	WHERE u.id = ANY(ids)
	UNION ALL
	SELECT s.unit_id, s.dropoff_office_id, tstzrange(s.return_at, s.next_return, '[)'),
		CASE WHEN s.next_pickup IS NULL OR s.next_pickup >= s.free_from
			THEN tstzrange(s.free_from, s.next_pickup, '[)') ELSE 'empty'::tstzrange END,
		s.next_office_id
	FROM (
		SELECT r.unit_id, r.dropoff_office_id, r.return_at,
			CASE WHEN r.status = 'completed' THEN r.return_at ELSE upper(r.held) END AS free_from,
			lead(r.return_at) OVER w AS next_return,
			lead(r.pickup_at) OVER w AS next_pickup,
			lead(r.pickup_office_id) OVER w AS next_office_id
		FROM reservations r
		WHERE r.unit_id = ANY(ids) AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
		WINDOW w AS (PARTITION BY r.unit_id ORDER BY r.return_at, r.id)
	) s
	WHERE s.next_return IS NULL OR s.next_return > s.return_at;
$$;
--> statement-breakpoint
SELECT refresh_unit_stays(ARRAY(SELECT id FROM units));
--> statement-breakpoint
CREATE INDEX "unit_stays_office_free_idx" ON "unit_stays" USING gist ("office_id", "free");
--> statement-breakpoint
-- The feasible units of a window (domain-rules.md "Fleet and availability"), in one statement
-- whose plan PL/pgSQL keeps for the session (a generic plan: planning cost more than running at
-- 2,000 units). With p_unit: that one unit, read from reservations directly (the reserve
-- transaction's re-check after lockUnit); without: the candidates from unit_stays' free stretches
-- (plus the units they cannot judge: a payment hold run out but not yet released, the booking
-- being changed), each then checked exactly. The exact checks are the same for both: the latest
-- live return before t1 leaves the unit at the pick-up office (or it never left home), its next
-- live rental after t2 starts at the drop-off office, no live hold and no maintenance block
-- overlaps [t1, t2 + the drop-off office's turnaround). Completed rentals count for where a car
-- is; a payment hold counts until hold_expires_at (p_now); p_ignore is left out of every check.
CREATE FUNCTION "feasible_units"(
	p_pickup_office integer, p_dropoff_office integer, p_t1 timestamptz, p_t2 timestamptz,
	p_now timestamptz, p_ignore uuid, p_model integer, p_unit integer
) RETURNS TABLE (unit_id integer, model_id integer, plate text, prev_return timestamptz, next_pickup timestamptz)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN QUERY
	SELECT u.id, u.model_id, u.plate::text, prev.return_at, nxt.pickup_at
	FROM offices b
	CROSS JOIN LATERAL (
		SELECT tstzrange(p_t1, p_t2 + make_interval(mins => b.turnaround_minutes), '[)') AS want
	) w
	CROSS JOIN LATERAL (
		SELECT p_unit AS id WHERE p_unit IS NOT NULL
		UNION
		SELECT s.unit_id FROM unit_stays s
		WHERE p_unit IS NULL AND s.office_id = p_pickup_office AND s.free @> w.want
			AND (s.next_office_id IS NULL OR s.next_office_id = p_dropoff_office)
		UNION
		SELECT r.unit_id FROM reservations r
		WHERE p_unit IS NULL AND r.status = 'pending_payment' AND r.hold_expires_at <= p_now
		UNION
		SELECT r.unit_id FROM reservations r WHERE p_unit IS NULL AND r.id = p_ignore
	) c
	-- By primary key, one candidate at a time (OFFSET 0 keeps the generic plan from hashing all units).
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
