-- refresh_unit_stays (0019, 0035, 0054) wrote every stay of a unit again: for one booking on a
-- unit with 100 rentals, about 100 rows deleted and 100 inserted, each through two GiST indexes,
-- 6.6-7 ms while the reserve transaction holds the car's lock (decision 0178). The stays are now
-- computed by unit_stays_computed (the same statement as before, unchanged) and refresh_unit_stays
-- writes only the difference: the rows no longer computed are deleted and the new ones inserted
-- (as multisets: identical rows are counted, so the table ends exactly as the old delete-and-insert
-- left it). A booking usually changes one row and adds one.
CREATE FUNCTION "unit_stays_computed"(ids integer[])
RETURNS TABLE (unit_id integer, office_id integer, stay tstzrange, free tstzrange, next_office_id integer)
LANGUAGE sql STABLE AS $$
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
	SELECT u.id AS unit_id, u.home_office_id AS office_id, tstzrange(NULL, first.end_at, '[)') AS stay,
		tstzrange(NULL, first.start_at, '[)') AS free, first.from_office AS next_office_id
	FROM units u
	LEFT JOIN (
		SELECT DISTINCT ON (m.unit_id) m.unit_id, m.end_at, m.start_at, m.from_office FROM moves m
		ORDER BY m.unit_id, m.end_at, m.tie
	) first ON first.unit_id = u.id
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
CREATE OR REPLACE FUNCTION "refresh_unit_stays"(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	WITH fresh AS (
		SELECT c.unit_id, c.office_id, c.stay, c.free, c.next_office_id,
			row_number() OVER (PARTITION BY c.unit_id, c.office_id, c.stay, c.free, c.next_office_id) AS n
		FROM unit_stays_computed(ids) c
	),
	kept AS (
		SELECT s.ctid AS row_id, s.unit_id, s.office_id, s.stay, s.free, s.next_office_id,
			row_number() OVER (PARTITION BY s.unit_id, s.office_id, s.stay, s.free, s.next_office_id) AS n
		FROM unit_stays s
		WHERE s.unit_id = ANY(ids)
	),
	gone AS (
		DELETE FROM unit_stays s USING kept k
		WHERE s.ctid = k.row_id AND NOT EXISTS (
			SELECT 1 FROM fresh f
			WHERE f.unit_id = k.unit_id AND f.office_id = k.office_id AND f.stay = k.stay AND f.free = k.free
				AND f.next_office_id IS NOT DISTINCT FROM k.next_office_id AND f.n = k.n)
	)
	INSERT INTO unit_stays (unit_id, office_id, stay, free, next_office_id)
	SELECT f.unit_id, f.office_id, f.stay, f.free, f.next_office_id FROM fresh f
	WHERE NOT EXISTS (
		SELECT 1 FROM kept k
		WHERE f.unit_id = k.unit_id AND f.office_id = k.office_id AND f.stay = k.stay AND f.free = k.free
			AND f.next_office_id IS NOT DISTINCT FROM k.next_office_id AND f.n = k.n);
END;
$$;
