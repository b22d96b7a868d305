-- Changes to a running rental at the desk (issue 27 item 7, docs/decisions/0090): each change is one
-- row, made once per form (request_key unique), recording the reservation before and after, the
-- difference and how it was settled, and the agreement's addendum (a new signed document).
ALTER TABLE "rental_agreements" DROP CONSTRAINT "rental_agreements_ck";
--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_ck" CHECK ("kind" IN ('handover', 'return', 'addendum') AND "lang" IN ('tr', 'en')
		AND "version" >= 1 AND "body_sha256" ~ '^[0-9a-f]{64}$'
		AND ("signed_at" IS NULL) = ("signed_name" IS NULL)
		AND ("signature_png" IS NULL) = ("signature_sha256" IS NULL)
		AND ("signature_png" IS NULL OR "signed_at" IS NOT NULL));
--> statement-breakpoint
CREATE TABLE "rental_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"request_key" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"quote_id" uuid NOT NULL REFERENCES "quotes"("id"),
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"old_total_kurus" bigint NOT NULL,
	"new_total_kurus" bigint NOT NULL,
	"charge_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_kurus" bigint DEFAULT 0 NOT NULL,
	"waived_kurus" bigint DEFAULT 0 NOT NULL,
	"waive_reason" text,
	"desk_payment_id" uuid REFERENCES "desk_payments"("id"),
	"refund_state" text,
	"refund_result" jsonb,
	"addendum_id" uuid REFERENCES "rental_agreements"("id"),
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_changes_request_key_uq" UNIQUE ("request_key"),
	CONSTRAINT "rental_changes_ck" CHECK ("charge_kurus" >= 0 AND "refund_kurus" >= 0 AND "waived_kurus" >= 0
		AND ("charge_kurus" = 0 OR "refund_kurus" = 0)
		AND ("waived_kurus" = 0 OR length(trim(coalesce("waive_reason", ''))) > 0)
		AND ("refund_state" IS NULL OR "refund_state" IN ('pending', 'refunded', 'failed', 'unknown')))
);
--> statement-breakpoint
CREATE INDEX "rental_changes_reservation_idx" ON "rental_changes" ("reservation_id", "created_at");
