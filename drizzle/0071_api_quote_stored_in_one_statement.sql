-- A quote over the partner API is stored with its Idempotency-Key and its answer by one statement
-- (decision 0170). The quote is priced first, outside any transaction; this function then claims
-- the key with claim_api_idempotency_key (0070: it waits for a key another transaction holds
-- p_wait_ms at most, then PostgreSQL raises lock_not_available, 55P03), writes the answer into it
-- and inserts the quote. The statement is one transaction: the key, its answer and the quote are
-- kept together or not at all. True when this call claimed the key; false changes nothing.
CREATE FUNCTION "store_api_quote_answer"(
	p_client_ref uuid, p_key text, p_operation text, p_request_hash text, p_created_at timestamptz,
	p_wait_ms integer, p_status smallint, p_body jsonb, p_completed_at timestamptz, p_quote jsonb
) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
	IF NOT claim_api_idempotency_key(p_client_ref, p_key, p_operation, p_request_hash, p_created_at, p_wait_ms) THEN
		RETURN false;
	END IF;
	UPDATE api_idempotency_keys SET status = p_status, body = p_body, completed_at = p_completed_at
	WHERE client_ref = p_client_ref AND key = p_key;
	IF p_quote IS NOT NULL THEN
		INSERT INTO quotes (id, inputs, lines, total_kurus, currency, expires_at, created_at, member_id)
		SELECT q.id, q.inputs, q.lines, q.total_kurus, q.currency, q.expires_at, q.created_at, q.member_id
		FROM jsonb_populate_record(NULL::quotes, p_quote) AS q;
	END IF;
	RETURN true;
END
$$;
