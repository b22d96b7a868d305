-- A customer changes a booking online before pick-up (issue 15 item 15, docs/decisions/0056).
-- One row per change asked for: the re-quote it was priced from, the booking as it was before, and
-- how the difference was settled. The form's request key is unique: a double submit makes one change.
-- A reservation has at most one change waiting for its difference to be paid.
CREATE TABLE "reservation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"settle" text NOT NULL,
	"old_total_kurus" bigint NOT NULL,
	"new_total_kurus" bigint NOT NULL,
	"charge_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_kurus" bigint DEFAULT 0 NOT NULL,
	"deduction_kurus" bigint DEFAULT 0 NOT NULL,
	"payment_reference_id" uuid,
	"refund_state" text,
	"refund_result" jsonb,
	"actor" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "reservation_changes_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "reservation_changes_status_ck" CHECK ("reservation_changes"."status" in ('awaiting_payment', 'applied', 'superseded')),
	CONSTRAINT "reservation_changes_settle_ck" CHECK ("reservation_changes"."settle" in ('charge', 'refund', 'even', 'office')),
	CONSTRAINT "reservation_changes_amounts_ck" CHECK ("reservation_changes"."charge_kurus" >= 0 and "reservation_changes"."refund_kurus" >= 0 and "reservation_changes"."deduction_kurus" >= 0),
	CONSTRAINT "reservation_changes_refund_state_ck" CHECK ("reservation_changes"."refund_state" is null or "reservation_changes"."refund_state" in ('pending', 'refunded', 'failed', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_payment_reference_id_payment_references_id_fk" FOREIGN KEY ("payment_reference_id") REFERENCES "public"."payment_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_changes_reference_idx" ON "reservation_changes" USING btree ("payment_reference_id") WHERE "payment_reference_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_changes_one_awaiting_idx" ON "reservation_changes" USING btree ("reservation_id") WHERE "status" = 'awaiting_payment';
