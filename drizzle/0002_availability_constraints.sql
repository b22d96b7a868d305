-- Availability invariants Drizzle cannot express (see docs/decisions/0011-availability-and-holds.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_ck"
  CHECK ("status" IN ('pending_payment', 'confirmed', 'active', 'completed', 'cancelled', 'expired', 'payment_failed'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_payment_type_ck" CHECK ("payment_type" IN ('office', 'card'));
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_ck" CHECK ("status" IN ('pending', 'sent', 'failed'));
--> statement-breakpoint
-- No unit is held twice at once: live reservations of one unit never share an instant of [pick-up, return + buffer).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_hold"
  EXCLUDE USING gist ("unit_id" WITH =, "held" WITH &&)
  WHERE ("status" IN ('pending_payment', 'confirmed', 'active'));
--> statement-breakpoint
-- Where every unit is at a search's pick-up time: one index-only range scan over recent returns
-- (columns in INCLUDE, which Drizzle's index builder cannot express).
CREATE INDEX "reservations_recent_returns_idx" ON "reservations" USING btree ("return_at")
  INCLUDE ("unit_id", "dropoff_office_id", "status", "hold_expires_at")
  WHERE ("status" IN ('pending_payment', 'confirmed', 'active', 'completed'));
