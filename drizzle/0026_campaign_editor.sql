-- The campaigns editor (issue 13 item 5, docs/decisions/0048-campaign-editor.md).
-- Codes are unique whatever their case: the editor stores them upper-case (the booking's lookup
-- normalises what a customer types the same way), and the index refuses "erken15" beside "ERKEN15"
-- even from a writer that skipped the editor's check.
CREATE UNIQUE INDEX "campaigns_code_upper_key" ON "campaigns" (upper("code"));
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_discount_ck" CHECK (
	("discount_kind" = 'percent' AND "discount_value" BETWEEN 1 AND 100)
	OR ("discount_kind" = 'fixed' AND "discount_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dates_ck" CHECK ("valid_to" >= "valid_from");
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_min_days_ck" CHECK ("min_days" >= 1);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_usage_ck" CHECK (
	"used_count" >= 0 AND ("usage_limit" IS NULL OR "usage_limit" >= 1)
);
--> statement-breakpoint
-- The usage report reads every reservation of one campaign.
CREATE INDEX "reservations_campaign_idx" ON "reservations" ("campaign_id") WHERE "campaign_id" IS NOT NULL;
--> statement-breakpoint
-- A use is a reservation with the code that holds or held a car: pending_payment, confirmed,
-- active, completed. The booking takes the use (conditional UPDATE, reserve.server.ts); this trigger
-- gives it back when such a reservation leaves those statuses (a payment hold released, a card
-- refused, a cancellation) and takes it again when a late card approval revives one. Campaign rows
-- are updated in id order, so two statements releasing holds of several campaigns at once cannot
-- deadlock on them.
CREATE FUNCTION "campaign_uses_after_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d record;
BEGIN
	FOR d IN
		SELECT campaign_id, sum(delta)::integer AS delta FROM (
			SELECT o.campaign_id, -1 AS delta FROM old_rows o
			WHERE o.campaign_id IS NOT NULL AND o.status IN ('pending_payment', 'confirmed', 'active', 'completed')
			UNION ALL
			SELECT n.campaign_id, 1 AS delta FROM new_rows n
			WHERE n.campaign_id IS NOT NULL AND n.status IN ('pending_payment', 'confirmed', 'active', 'completed')
		) changes
		GROUP BY campaign_id HAVING sum(delta) <> 0 ORDER BY campaign_id
	LOOP
		UPDATE "campaigns" SET "used_count" = greatest("used_count" + d.delta, 0) WHERE "id" = d.campaign_id;
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_campaign_uses_update" AFTER UPDATE ON "reservations"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION "campaign_uses_after_reservations"();
--> statement-breakpoint
-- Uses counted before this migration never came back from released holds: count them again.
UPDATE "campaigns" c SET "used_count" = (
	SELECT count(*) FROM "reservations" r
	WHERE r.campaign_id = c.id AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
);
