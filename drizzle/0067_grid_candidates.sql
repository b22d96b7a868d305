-- The cheaper-dates grid's candidates (decision 0157): feasible_units' fast path (0054) up to, not
-- including, the per-pair test, for the span of all of a grid's pairs at once. The stays at the
-- pick-up office overlapping [p_first, p_last + the drop-off office's turnaround), their next
-- rental (if any) starting at the drop-off office, the unit in service, its model active (and one
-- of p_models when given), not a unit to check exactly (a payment hold run out by p_now but not yet
-- released); each with its live blocks over the span. One row: those units to check exactly, the
-- drop-off office's turnaround, and the candidates as JSON [model_id, free's bounds in microseconds
-- since the epoch (null when unbounded) with their inclusiveness, [blocks' bounds alike] or null];
-- no row when the drop-off office does not exist. The repository keeps, per pair, the stays whose
-- free stretch holds [t1, t2 + turnaround) and whose blocks do not overlap it
-- (app/domain/rental/grid-availability.ts) and asks feasible_units itself for the units to check
-- exactly. A plpgsql function so that its plan is made once per connection, as feasible_units' is:
-- planning the same statement sent by the application took most of its time on PGlite.
-- A change to feasible_units' fast path changes this function too;
-- tests/integration/grid-availability.integration.test.ts compares the two pair by pair.
CREATE FUNCTION "grid_candidates"(
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
			u.model_id,
			(extract(epoch FROM lower(s.free)) * 1000000)::bigint, lower_inc(s.free),
			(extract(epoch FROM upper(s.free)) * 1000000)::bigint, upper_inc(s.free),
			(SELECT json_agg(json_build_array(
					(extract(epoch FROM lower(k.period)) * 1000000)::bigint, lower_inc(k.period),
					(extract(epoch FROM upper(k.period)) * 1000000)::bigint, upper_inc(k.period)))
				FROM unit_blocks k
				WHERE k.unit_id = u.id AND k.removed_at IS NULL AND k.period && v_span)))
		FROM unit_stays s
		-- By primary key, one candidate at a time; the active models once (an init plan), as in
		-- feasible_units.
		CROSS JOIN LATERAL (
			SELECT u.id, u.model_id FROM units u
			WHERE u.id = s.unit_id AND u.in_service AND (p_models IS NULL OR u.model_id = ANY (p_models))
				AND u.model_id = ANY (ARRAY(SELECT m.id FROM vehicle_models m WHERE m.active))
			OFFSET 0
		) u
		WHERE s.office_id = p_pickup_office
			AND s.free && v_span
			AND (s.next_office_id IS NULL OR s.next_office_id = p_dropoff_office)
			AND s.unit_id <> ALL (v_exact)
	);
END;
$$;
