-- Pay by reference belongs to the reservation (docs/decisions/0027-payment-references.md):
-- at most one open payment reference per reservation. Older duplicates are closed first.
UPDATE "payment_references" SET "status" = 'cancelled'
WHERE "status" = 'open'
  AND "id" NOT IN (
    SELECT DISTINCT ON ("reservation_id") "id" FROM "payment_references"
    WHERE "status" = 'open'
    ORDER BY "reservation_id", "created_at" DESC, "id"
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_one_open_idx" ON "payment_references" USING btree ("reservation_id") WHERE "payment_references"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "payment_references_reservation_idx" ON "payment_references" USING btree ("reservation_id");
