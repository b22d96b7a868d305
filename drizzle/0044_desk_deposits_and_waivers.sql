-- The return as preview then confirm, and paying before the car
-- leaves (issue 27 items 5 and 6; decision 0081).

-- Paying before hand-over: an office may refuse a hand-over while money is owed.
ALTER TABLE "offices" ADD COLUMN "pickup_requires_payment" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The authorisation number on the office terminal's slip.
ALTER TABLE "desk_payments" ADD COLUMN "auth_code" text;
--> statement-breakpoint
-- The office manager: an office agent who may waive return charges above the desk's limit.
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_ck";
--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_ck" CHECK ("staff_users"."role" in ('admin', 'office', 'call_centre', 'finance', 'content', 'hr', 'office_manager'));
--> statement-breakpoint
-- A return's charge lowered or removed at the preview, with why and by whom (the booked lines stay
-- in reservation_charges; a removed line is only here).
CREATE TABLE "reservation_charge_waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "rental_checkins"("reservation_id"),
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"computed_kurus" bigint NOT NULL,
	"booked_kurus" bigint NOT NULL,
	"reason" text NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_charge_waivers_ck" CHECK ("kind" in ('extra_days', 'extra_km', 'fuel', 'damage') and "booked_kurus" >= 0 and "booked_kurus" < "computed_kurus" and length(trim("reason")) > 0)
);
--> statement-breakpoint
CREATE INDEX "reservation_charge_waivers_reservation_idx" ON "reservation_charge_waivers" ("reservation_id");
