-- The finance office's day (docs/decisions/0075-finance-day-close-and-reconciliation.md).
-- till_closes: one end-of-day close per office and Istanbul business day. The unique index makes
-- a second close of the same day impossible however many submissions race; the check keeps the
-- difference equal to counted minus expected and demands a reason when they differ. Never updated:
-- a correction after a close is a new entry on the next open day.
CREATE TABLE "till_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" integer NOT NULL REFERENCES "offices"("id"),
	"business_date" date NOT NULL,
	"expected_cash_kurus" bigint NOT NULL,
	"counted_cash_kurus" bigint NOT NULL,
	"difference_kurus" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_closes_ck" CHECK ("counted_cash_kurus" >= 0 AND "difference_kurus" = "counted_cash_kurus" - "expected_cash_kurus" AND ("difference_kurus" = 0 OR length(btrim("reason")) > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "till_closes_office_day_idx" ON "till_closes" USING btree ("office_id","business_date");
--> statement-breakpoint
-- bank_reconciliations: one stored run of matching a bank's day-end file with Yolda's payments and
-- refunds: who ran it, when, the file's SHA-256 and the results, so it can be shown again.
CREATE TABLE "bank_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"business_date" date NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_sha256" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"matched_count" integer NOT NULL,
	"bank_only_count" integer NOT NULL,
	"yolda_only_count" integer NOT NULL,
	"difference_count" integer NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciliations_source_ck" CHECK ("source" in ('sandbox', 'file'))
);
--> statement-breakpoint
CREATE INDEX "bank_reconciliations_day_idx" ON "bank_reconciliations" USING btree ("business_date","created_at");
