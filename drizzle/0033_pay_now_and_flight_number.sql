-- Pay now or pay at the office, and the flight number of an airport pick-up (issue 15 items 13
-- and 14, docs/decisions/0055). One settings row holds the pay-now discount in basis points
-- (500 = 5 %); a reservation paid by card records the discount it got, and may carry a flight number
-- in its normalised shape (airline code + 1-4 digits + optional letter, e.g. TK2124).
CREATE TABLE "pricing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"pay_now_discount_bp" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_one_row_ck" CHECK ("id" = 1),
	CONSTRAINT "pricing_settings_pay_now_ck" CHECK ("pay_now_discount_bp" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
INSERT INTO "pricing_settings" ("id", "pay_now_discount_bp") VALUES (1, 500);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pay_now_discount_kurus" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "flight_number" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pay_now_ck" CHECK ("pay_now_discount_kurus" >= 0 AND ("payment_type" = 'card' OR "pay_now_discount_kurus" = 0));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_flight_number_ck" CHECK ("flight_number" IS NULL OR "flight_number" ~ '^([A-Z]{2,3}|[A-Z][0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$');
