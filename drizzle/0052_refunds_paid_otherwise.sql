-- Money paid back another way (issue 26, docs/decisions/0106): a refund the bank could not make,
-- paid by bank transfer or in cash at an office's desk, is money that left Yolda and is recorded as
-- such: how much, how, where (cash), the person's words, who and when. One row per form key; one
-- per cancellation request. The reports count it as refunded money and a return invoice follows it.
CREATE TABLE "manual_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"cancellation_request_id" uuid REFERENCES "cancellation_requests"("id"),
	"amount_kurus" bigint NOT NULL,
	"method" text NOT NULL,
	"office_id" integer REFERENCES "offices"("id"),
	"note" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "manual_refunds_ck" CHECK ("amount_kurus" > 0 and "method" in ('bank_transfer', 'cash')
		and ("method" <> 'cash' or "office_id" is not null) and length("note") between 5 and 1000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "manual_refunds_idempotency_idx" ON "manual_refunds" ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_refunds_request_idx" ON "manual_refunds" ("cancellation_request_id") WHERE "cancellation_request_id" is not null;--> statement-breakpoint
CREATE INDEX "manual_refunds_reservation_idx" ON "manual_refunds" ("reservation_id", "paid_at");--> statement-breakpoint
CREATE INDEX "manual_refunds_paid_at_idx" ON "manual_refunds" ("paid_at");
