CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inputs" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_kurus" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" text
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"quote_id" uuid,
	"unit_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"pickup_office_id" integer NOT NULL,
	"dropoff_office_id" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"held" "tstzrange" NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"total_kurus" bigint NOT NULL,
	"vehicle_kurus" bigint NOT NULL,
	"discount_kurus" bigint DEFAULT 0 NOT NULL,
	"one_way_fee_kurus" bigint DEFAULT 0 NOT NULL,
	"assurance_kurus" bigint DEFAULT 0 NOT NULL,
	"km_package_kurus" bigint DEFAULT 0 NOT NULL,
	"extras_kurus" bigint DEFAULT 0 NOT NULL,
	"deposit_kurus" bigint NOT NULL,
	"rental_days" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"campaign_id" integer,
	"campaign_code" text,
	"driver" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"member_id" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "reservations_number_unique" UNIQUE("number"),
	CONSTRAINT "reservations_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "reservations_times_ck" CHECK ("reservations"."return_at" > "reservations"."pickup_at" and "reservations"."buffer_minutes" >= 0),
	CONSTRAINT "reservations_held_ck" CHECK (lower("reservations"."held") = "reservations"."pickup_at" and upper("reservations"."held") >= "reservations"."return_at" and lower_inc("reservations"."held") and not upper_inc("reservations"."held")),
	CONSTRAINT "reservations_hold_ck" CHECK ("reservations"."status" <> 'pending_payment' or "reservations"."hold_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pickup_office_id_offices_id_fk" FOREIGN KEY ("pickup_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dropoff_office_id_offices_id_fk" FOREIGN KEY ("dropoff_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "quotes_expires_idx" ON "quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE INDEX "reservations_unit_return_idx" ON "reservations" USING btree ("unit_id","return_at") WHERE "reservations"."status" in ('pending_payment', 'confirmed', 'active', 'completed');--> statement-breakpoint
CREATE INDEX "reservations_unit_pickup_idx" ON "reservations" USING btree ("unit_id","pickup_at") WHERE "reservations"."status" in ('pending_payment', 'confirmed', 'active', 'completed');--> statement-breakpoint
CREATE INDEX "reservations_hold_expiry_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "reservations_member_idx" ON "reservations" USING btree ("member_id");