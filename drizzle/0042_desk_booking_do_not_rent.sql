-- Bookings made at the desk or on the phone, the do-not-rent list and customer notes (issue 27,
-- docs/decisions/0076 and 0077).
-- Every reservation says where it was made and, from the desk or the phone, by whom. Earlier rows:
-- the web flow always books from a draft; the partner API never does.
ALTER TABLE "reservations" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by_staff_id" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by_staff_name" text;
--> statement-breakpoint
UPDATE "reservations" SET "channel" = 'api' WHERE "draft_id" IS NULL AND "status" NOT IN ('payment_failed', 'expired');
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_channel_ck" CHECK ("channel" in ('web', 'api', 'desk', 'phone') and (("channel" in ('desk', 'phone')) = ("created_by_staff_id" is not null)));
--> statement-breakpoint
-- What the desk chose when it made the booking: how it is paid and, for the office terminal, the
-- POS slip's authorisation number. One row per reservation; the form's key is the booking draft id.
CREATE TABLE "desk_bookings" (
	"reservation_id" uuid PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
	"idempotency_key" uuid NOT NULL,
	"payment_choice" text NOT NULL,
	"pos_authorisation" text,
	"desk_payment_id" uuid REFERENCES "desk_payments"("id"),
	"payment_reference_id" uuid REFERENCES "payment_references"("id"),
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_bookings_choice_ck" CHECK ("payment_choice" in ('cash', 'card_terminal', 'at_pickup', 'link')),
	CONSTRAINT "desk_bookings_pos_ck" CHECK (("payment_choice" = 'card_terminal') = ("pos_authorisation" is not null) and ("pos_authorisation" is null or "pos_authorisation" ~ '^[A-Z0-9]{4,12}$'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "desk_bookings_key_idx" ON "desk_bookings" USING btree ("idempotency_key");
--> statement-breakpoint
-- The do-not-rent list: one identifier (normalised) per row, the reason and who added it. An entry is
-- removed by recording who removed it and why; the row stays (the database refuses DELETE and any
-- other UPDATE).
CREATE TABLE "do_not_rent_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"person_name" text NOT NULL,
	"reason" text NOT NULL,
	"added_by_id" text NOT NULL,
	"added_by_name" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_id" text,
	"removed_by_name" text,
	"removal_reason" text,
	CONSTRAINT "do_not_rent_kind_ck" CHECK ("kind" in ('id', 'licence', 'email', 'phone')),
	CONSTRAINT "do_not_rent_removed_ck" CHECK (("removed_at" is null) = ("removed_by_id" is null) and ("removed_at" is null) = ("removal_reason" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_rent_live_idx" ON "do_not_rent_entries" USING btree ("kind","value") WHERE "removed_at" is null;
--> statement-breakpoint
CREATE FUNCTION "do_not_rent_keep_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."removed_at" IS NULL AND NEW."removed_at" IS NOT NULL
		AND NEW."kind" = OLD."kind" AND NEW."value" = OLD."value" AND NEW."reason" = OLD."reason"
		AND NEW."person_name" = OLD."person_name" AND NEW."added_by_id" = OLD."added_by_id"
		AND NEW."added_at" = OLD."added_at" THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'do_not_rent_entries keeps its history' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "do_not_rent_history" BEFORE UPDATE OR DELETE ON "do_not_rent_entries"
	FOR EACH ROW EXECUTE FUNCTION "do_not_rent_keep_history"();
--> statement-breakpoint
-- Notes on a customer, append-only: each with the identifiers it was written under, author and time.
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"id_number" text,
	"body" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_notes_key_ck" CHECK (coalesce("email", "phone", "id_number") is not null and length("body") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "customer_notes_email_idx" ON "customer_notes" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "customer_notes_phone_idx" ON "customer_notes" USING btree ("phone");
--> statement-breakpoint
CREATE INDEX "customer_notes_id_idx" ON "customer_notes" USING btree ("id_number");
--> statement-breakpoint
CREATE FUNCTION "customer_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'customer_notes is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_notes_no_update" BEFORE UPDATE OR DELETE ON "customer_notes"
	FOR EACH ROW EXECUTE FUNCTION "customer_notes_append_only"();
