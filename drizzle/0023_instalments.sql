-- Instalments (taksit) on card payments (issue 15 item 12, docs/decisions/0044): the surcharge
-- rate per instalment count is a setting kept here; a payment stores the count the customer chose
-- and the surcharge included in its amount (amount = what the reservation costs + surcharge).
CREATE TABLE "instalment_rates" (
  "count" smallint PRIMARY KEY NOT NULL,
  "rate_basis_points" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "instalment_rates_count_ck" CHECK ("count" in (2, 3, 6, 9)),
  CONSTRAINT "instalment_rates_rate_ck" CHECK ("rate_basis_points" between 0 and 5000)
);
--> statement-breakpoint
INSERT INTO "instalment_rates" ("count", "rate_basis_points") VALUES (2, 320), (3, 475), (6, 920), (9, 1350);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalments" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalment_surcharge_kurus" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instalments_ck" CHECK ("instalments" in (1, 2, 3, 6, 9));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instalment_surcharge_ck" CHECK ("instalment_surcharge_kurus" >= 0 and "instalment_surcharge_kurus" < "amount_kurus" and ("instalments" > 1 or "instalment_surcharge_kurus" = 0));
