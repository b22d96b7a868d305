-- The desk (issue #12 item 3, docs/decisions/0041-the-desk.md): what the counter records when a car
-- is handed over and taken back, the charges of the return and the money taken at the desk. Each
-- reservation is picked up once and returned once (primary keys), a desk payment is recorded once
-- per form (unique idempotency key), and amounts are never negative.
ALTER TABLE "vehicle_models" ADD COLUMN "tank_litres" smallint DEFAULT 50 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "extra_km_kurus" bigint DEFAULT 500 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_desk_prices_ck" CHECK ("tank_litres" > 0 and "extra_km_kurus" >= 0);
--> statement-breakpoint
CREATE TABLE "rental_checkouts" (
	"reservation_id" uuid PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
	"unit_id" integer NOT NULL REFERENCES "units"("id"),
	"plate" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_eighths" smallint NOT NULL,
	"damage_notes" text NOT NULL DEFAULT '',
	"licence_seen" boolean NOT NULL,
	"deposit_kurus" bigint NOT NULL,
	"deposit_method" text NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_checkouts_ck" CHECK ("odometer_km" >= 0 and "fuel_eighths" between 0 and 8 and "licence_seen"
		and "deposit_kurus" >= 0 and "deposit_method" in ('card_preauth', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "rental_checkins" (
	"reservation_id" uuid PRIMARY KEY NOT NULL REFERENCES "rental_checkouts"("reservation_id"),
	"odometer_km" integer NOT NULL,
	"fuel_eighths" smallint NOT NULL,
	"returned_at" timestamp with time zone NOT NULL,
	"rental_days" integer NOT NULL,
	"km_allowance" integer,
	"tank_litres" smallint NOT NULL,
	"fuel_unit_kurus" bigint NOT NULL,
	"refuel_fee_kurus" bigint NOT NULL,
	"charges_kurus" bigint NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_checkins_ck" CHECK ("odometer_km" >= 0 and "fuel_eighths" between 0 and 8
		and "rental_days" >= 1 and "charges_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "rental_checkins"("reservation_id"),
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_kurus" bigint NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"description" text NOT NULL DEFAULT '',
	CONSTRAINT "reservation_charges_ck" CHECK ("kind" in ('extra_days', 'extra_km', 'fuel', 'damage')
		and "quantity" > 0 and "unit_kurus" >= 0 and "amount_kurus" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_charges_position_idx" ON "reservation_charges" USING btree ("reservation_id","position");
--> statement-breakpoint
CREATE TABLE "desk_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"amount_kurus" bigint NOT NULL,
	"method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "desk_payments_ck" CHECK ("amount_kurus" > 0 and "method" in ('cash', 'card_terminal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "desk_payments_idempotency_idx" ON "desk_payments" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "desk_payments_reservation_idx" ON "desk_payments" USING btree ("reservation_id","taken_at");
