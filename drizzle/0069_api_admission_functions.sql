-- An API call's admission with plans made once per connection (decision 0164). The statement that
-- finds a bearer token's caller and counts the call on its client's rate-limit counter (decision
-- 0158) was planned anew for every call: on the embedded database 0.6 ms of its 1.1 ms. PL/pgSQL
-- keeps the plans of the statements in a function for the connection's life, so these are
-- planned on a connection's first call only.
--
-- rate_limit_hit: one hit on a fixed-window counter, created at 1, in one statement; the new count.
-- Every hitRateLimit goes through it (app/server/security/rate-limit.server.ts).
CREATE FUNCTION "rate_limit_hit"(p_key text, p_window_start timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	hits integer;
BEGIN
	INSERT INTO rate_limits AS r (key, window_start, count) VALUES (p_key, p_window_start, 1)
	ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
	RETURNING r.count INTO hits;
	RETURN hits;
END
$$;
--> statement-breakpoint
-- live_api_token: the one home of what a live token is: its hash, not expired at p_at, its client
-- not revoked. The token's scopes, its client and the client's calls a minute. A plain SQL function
-- of one SELECT: PostgreSQL inlines it into the query that calls it.
CREATE FUNCTION "live_api_token"(p_token_hash text, p_at timestamptz)
RETURNS TABLE (scopes text[], client_ref uuid, client_id text, limit_max integer)
LANGUAGE sql STABLE AS $$
	SELECT t.scopes, c.id, c.client_id, c.rate_limit_per_minute
	FROM api_tokens t
	JOIN api_clients c ON c.id = t.client_ref
	WHERE t.token_hash = p_token_hash AND t.expires_at > p_at AND c.revoked_at IS NULL
$$;
--> statement-breakpoint
-- admit_api_call: the live token's caller with one hit counted on the counter p_limit_prefix ||
-- client id in the window starting at p_window_start (hit_count, this call included). No row, and
-- nothing counted, for a token that is unknown, expired or whose client was revoked.
CREATE FUNCTION "admit_api_call"(p_token_hash text, p_at timestamptz, p_limit_prefix text, p_window_start timestamptz)
RETURNS TABLE (scopes text[], client_ref uuid, client_id text, limit_max integer, hit_count integer)
LANGUAGE plpgsql AS $$
BEGIN
	RETURN QUERY
	SELECT l.scopes, l.client_ref, l.client_id, l.limit_max,
		rate_limit_hit(p_limit_prefix || l.client_ref::text, p_window_start)
	FROM live_api_token(p_token_hash, p_at) l;
END
$$;
