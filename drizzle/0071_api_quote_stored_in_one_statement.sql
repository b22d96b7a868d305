-- A quote over the partner API is stored with its Idempotency-Key and its answer by one statement
-- (decision 0170). The quote is priced first, outside any transaction; this function then claims
-- the key already answered (status, body, completed_at) and, when it did, inserts the quote. A key
-- another transaction holds makes the insert wait for that transaction's end, p_wait_ms at most
-- (then PostgreSQL raises lock_not_available, 55P03), as claim_api_idempotency_key (0070) does.
-- The statement is one transaction: the key, its answer and the quote are kept together or not
-- at all. True when this call inserted the key; false leaves everything as it was.
CREATE FUNCTION "store_api_quote_answer"(
	p_client_ref uuid, p_key text, p_operation text, p_request_hash text, p_created_at timestamptz,
	p_wait_ms integer, p_status smallint, p_body jsonb, p_completed_at timestamptz, p_quote jsonb
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
	kept text := current_setting('lock_timeout');
	claimed boolean;
BEGIN
	PERFORM set_config('lock_timeout', greatest(p_wait_ms, 0)::text, true);
	INSERT INTO api_idempotency_keys (client_ref, key, operation, request_hash, created_at, status, body, completed_at)
	VALUES (p_client_ref, p_key, p_operation, p_request_hash, p_created_at, p_status, p_body, p_completed_at)
	ON CONFLICT DO NOTHING;
	claimed := FOUND;
	PERFORM set_config('lock_timeout', kept, true);
	IF claimed AND p_quote IS NOT NULL THEN
		INSERT INTO quotes (id, inputs, lines, total_kurus, currency, expires_at, created_at, member_id)
		SELECT q.id, q.inputs, q.lines, q.total_kurus, q.currency, q.expires_at, q.created_at, q.member_id
		FROM jsonb_populate_record(NULL::quotes, p_quote) AS q;
	END IF;
	RETURN claimed;
END
$$;
