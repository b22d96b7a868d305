-- A creating API call's Idempotency-Key claimed in one statement with its plan kept (decision
-- 0165). The claim was three statements, each planned anew on every call: SET LOCAL lock_timeout
-- to the wait, the insert, and SET LOCAL lock_timeout back to 0 for the operation. This function
-- sets the wait for its insert only and gives the transaction's setting back when it returns. A
-- key another transaction holds makes the insert wait for that transaction's end, p_wait_ms at
-- most (then PostgreSQL raises lock_not_available, 55P03). True when this call inserted the key.
CREATE FUNCTION "claim_api_idempotency_key"(
	p_client_ref uuid, p_key text, p_operation text, p_request_hash text, p_created_at timestamptz, p_wait_ms integer
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
	kept text := current_setting('lock_timeout');
	claimed boolean;
BEGIN
	PERFORM set_config('lock_timeout', greatest(p_wait_ms, 0)::text, true);
	INSERT INTO api_idempotency_keys (client_ref, key, operation, request_hash, created_at)
	VALUES (p_client_ref, p_key, p_operation, p_request_hash, p_created_at)
	ON CONFLICT DO NOTHING;
	claimed := FOUND;
	PERFORM set_config('lock_timeout', kept, true);
	RETURN claimed;
END
$$;
