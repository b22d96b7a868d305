-- Monthly rental (issue 31 item 5, decisions 0121 and 0122): monthly rate tiers per model, and the
-- payment schedule of a monthly rental, one row per 30-day month (unique per reservation and month;
-- one month per payment reference).
CREATE TABLE "monthly_rates" (
	"model_id" integer NOT NULL,
	"min_days" smallint NOT NULL,
	"monthly_kurus" bigint NOT NULL,
	CONSTRAINT "monthly_rates_model_id_min_days_pk" PRIMARY KEY("model_id","min_days"),
	CONSTRAINT "monthly_rates_tier_ck" CHECK ("monthly_rates"."min_days" in (30, 90, 180)),
	CONSTRAINT "monthly_rates_amount_ck" CHECK ("monthly_rates"."monthly_kurus" > 0)
);
--> statement-breakpoint
ALTER TABLE "monthly_rates" ADD CONSTRAINT "monthly_rates_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "rental_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"month" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"link_on" date,
	"days" smallint NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"km_allowance" integer,
	"payment_reference_id" uuid,
	"link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_months_reference_unique" UNIQUE("payment_reference_id"),
	CONSTRAINT "rental_months_ck" CHECK ("rental_months"."month" between 1 and 13 and "rental_months"."days" between 1 and 30 and "rental_months"."amount_kurus" >= 0 and ("rental_months"."km_allowance" is null or "rental_months"."km_allowance" >= 0))
);
--> statement-breakpoint
ALTER TABLE "rental_months" ADD CONSTRAINT "rental_months_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_months" ADD CONSTRAINT "rental_months_payment_reference_id_payment_references_id_fk" FOREIGN KEY ("payment_reference_id") REFERENCES "public"."payment_references"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "rental_months_month_uq" ON "rental_months" USING btree ("reservation_id","month");
--> statement-breakpoint
CREATE INDEX "rental_months_link_due_idx" ON "rental_months" USING btree ("link_on") WHERE "rental_months"."link_sent_at" is null and "rental_months"."link_on" is not null;
