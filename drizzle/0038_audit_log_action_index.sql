-- The audit screen (docs/decisions/0066) filters the log by action and shows it newest first: an
-- index on (action, at) answers "every price change this month" without walking the whole log.
-- The person, record and date filters already have audit_log_actor_idx, audit_log_entity_idx and
-- audit_log_at_idx (migration 0016).
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");
