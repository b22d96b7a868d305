-- A car swapped during a running rental (an upgrade to another car, decision 0143): the first car's
-- km and fuel when it comes back (swap_in) and the new car's own km and fuel when it goes out
-- (swap_out), each with the damage noted, recorded by the change that swapped them. A rental may be
-- changed more than once: the hand-over and return inspections stay one each per reservation, the
-- swap inspections one each per change.
ALTER TABLE "rental_inspections" DROP CONSTRAINT "rental_inspections_kind_uq";
--> statement-breakpoint
ALTER TABLE "rental_inspections" DROP CONSTRAINT "rental_inspections_ck";
--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD COLUMN "rental_change_id" uuid REFERENCES "rental_changes"("id");
--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD COLUMN "notes" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_ck" CHECK ("kind" IN ('pickup', 'return', 'swap_in', 'swap_out')
	AND "odometer_km" >= 0 AND "fuel_eighths" BETWEEN 0 AND 8
	AND ("kind" IN ('swap_in', 'swap_out')) = ("rental_change_id" IS NOT NULL)
	AND length("notes") <= 500);
--> statement-breakpoint
CREATE UNIQUE INDEX "rental_inspections_kind_uq" ON "rental_inspections" ("reservation_id", "kind") WHERE "rental_change_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "rental_inspections_change_uq" ON "rental_inspections" ("rental_change_id", "kind") WHERE "rental_change_id" IS NOT NULL;
