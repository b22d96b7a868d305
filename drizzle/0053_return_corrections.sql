-- A booked return corrected by a manager (issue 27 item 5, docs/decisions/0108): never an edit in
-- place. The return's booked charges stay in reservation_charges; each correction is one row that
-- reverses the charges in force (reversed_kurus) and books the corrected lines (lines, charges_kurus),
-- made once per form (request_key unique) and numbered per reservation (version unique). Money owed
-- back is refunded to the cards that paid (refund_kurus) or recorded as owed (owed_kurus).
CREATE TABLE "return_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "rental_checkins"("reservation_id"),
	"request_key" text NOT NULL,
	"version" smallint NOT NULL,
	"reversed_kurus" bigint NOT NULL,
	"charges_kurus" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"refund_kurus" bigint DEFAULT 0 NOT NULL,
	"owed_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_state" text,
	"refund_result" jsonb,
	"agreement_id" uuid REFERENCES "rental_agreements"("id"),
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_corrections_request_key_uq" UNIQUE ("request_key"),
	CONSTRAINT "return_corrections_version_uq" UNIQUE ("reservation_id", "version"),
	CONSTRAINT "return_corrections_ck" CHECK ("version" >= 1 AND "reversed_kurus" >= 0 AND "charges_kurus" >= 0
		AND "charges_kurus" < "reversed_kurus" AND "refund_kurus" >= 0 AND "owed_kurus" >= 0
		AND "refund_kurus" + "owed_kurus" <= "reversed_kurus" - "charges_kurus"
		AND length(trim("reason")) > 0
		AND ("refund_state" IS NULL OR "refund_state" IN ('pending', 'refunded', 'failed', 'unknown')))
);
--> statement-breakpoint
CREATE FUNCTION "return_corrections_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'a return correction is never deleted' USING ERRCODE = 'insufficient_privilege';
	END IF;
	IF NEW."reservation_id" IS DISTINCT FROM OLD."reservation_id" OR NEW."version" IS DISTINCT FROM OLD."version"
		OR NEW."request_key" IS DISTINCT FROM OLD."request_key" OR NEW."reason" IS DISTINCT FROM OLD."reason"
		OR NEW."reversed_kurus" IS DISTINCT FROM OLD."reversed_kurus" OR NEW."charges_kurus" IS DISTINCT FROM OLD."charges_kurus"
		OR NEW."lines" IS DISTINCT FROM OLD."lines" OR NEW."refund_kurus" IS DISTINCT FROM OLD."refund_kurus"
		OR NEW."owed_kurus" IS DISTINCT FROM OLD."owed_kurus" OR NEW."agreement_id" IS DISTINCT FROM OLD."agreement_id" THEN
		RAISE EXCEPTION 'a return correction is never edited; correct it with another one' USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "return_corrections_never_edited" BEFORE UPDATE OR DELETE ON "return_corrections"
	FOR EACH ROW EXECUTE FUNCTION "return_corrections_guard"();
--> statement-breakpoint
-- A deposit claimed for settling remembers when (decision 0109): a claim older than a few minutes
-- belongs to a process that died between the bank's call and its record; the bank's ledger decides.
ALTER TABLE "rental_deposits" ADD COLUMN "settling_since" timestamp with time zone;
