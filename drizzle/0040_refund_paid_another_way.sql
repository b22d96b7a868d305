-- Refunds tell the truth (issue 26, docs/decisions/0074): a cancellation request whose refund the
-- bank refused stays open until the money moves. When it cannot move through the bank (a card
-- closed, an order the bank does not know), a person records how it was paid back instead: the
-- refund state "manual" with what was done, who did it and when. Only the bank's answers count as
-- refunded money in reports; "manual" is a person's word, kept apart.
ALTER TABLE "cancellation_requests" DROP CONSTRAINT "cancellation_requests_refund_state_ck";--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_refund_state_ck"
  CHECK ("refund_state" is null or "refund_state" in ('none', 'pending', 'refunded', 'failed', 'unknown', 'manual'));--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_manual_note" text;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_manual_by" text;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_manual_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_manual_ck"
  CHECK ("refund_state" is distinct from 'manual' or ("refund_manual_note" is not null and length("refund_manual_note") > 0 and "refund_manual_at" is not null));
