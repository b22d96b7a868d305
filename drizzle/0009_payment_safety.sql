-- One live card attempt per reservation, callbacks that remember their outcome, and a lease for
-- the stale-payment check (docs/decisions/0021-payment-callbacks-and-late-approvals.md).
-- Older duplicates (from before this constraint) stop being live: the newest attempt stays.
UPDATE "payments" p SET "status" = 'expired', "updated_at" = now()
WHERE p."status" = 'initiated' AND p."reservation_id" IS NOT NULL AND p."payment_reference_id" IS NULL
  AND EXISTS (
    SELECT 1 FROM "payments" q
    WHERE q."reservation_id" = p."reservation_id" AND q."status" = 'initiated' AND q."payment_reference_id" IS NULL
      AND (q."created_at", q."id") > (p."created_at", p."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_attempt_idx" ON "payments" USING btree ("reservation_id")
  WHERE "status" = 'initiated' AND "reservation_id" IS NOT NULL AND "payment_reference_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "result" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_token" uuid;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_until" timestamp with time zone;
