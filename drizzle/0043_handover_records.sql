-- Hand-over records (issue 27 items 2, 3, 8; decisions 0078 and 0079): the drivers identified at
-- the counter, the inspections at hand-over and return, the damages that belong to a car (open
-- until staff close them) with their photos, and the rental agreements, whose exact text and
-- signature are kept with SHA-256 hashes and never edited (a new version refers to the old).
CREATE TABLE "rental_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"position" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_country" text NOT NULL,
	"licence_issued" date NOT NULL,
	"licence_expires" date NOT NULL,
	"id_kind" text NOT NULL,
	"id_number" text NOT NULL,
	"id_country" text NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_drivers_position_uq" UNIQUE ("reservation_id", "position"),
	CONSTRAINT "rental_drivers_ck" CHECK ("position" BETWEEN 0 AND 9
		AND "id_kind" IN ('tckn', 'passport')
		AND "licence_country" ~ '^[A-Z]{2}$' AND "id_country" ~ '^[A-Z]{2}$'
		AND "licence_issued" < "licence_expires")
);
--> statement-breakpoint
CREATE TABLE "rental_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"kind" text NOT NULL,
	"unit_id" integer NOT NULL REFERENCES "units"("id"),
	"odometer_km" integer NOT NULL,
	"fuel_eighths" smallint NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_inspections_kind_uq" UNIQUE ("reservation_id", "kind"),
	CONSTRAINT "rental_inspections_ck" CHECK ("kind" IN ('pickup', 'return')
		AND "odometer_km" >= 0 AND "fuel_eighths" BETWEEN 0 AND 8)
);
--> statement-breakpoint
CREATE TABLE "unit_damages" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL REFERENCES "units"("id"),
	"zone" text NOT NULL,
	"kind" text NOT NULL,
	"size_cm" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"found_inspection_id" integer NOT NULL REFERENCES "rental_inspections"("id"),
	"found_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"close_note" text,
	CONSTRAINT "unit_damages_ck" CHECK (
		"zone" IN ('front', 'rear', 'left', 'right', 'roof', 'wheels', 'glass', 'interior')
		AND "kind" IN ('scratch', 'dent', 'crack', 'chip', 'missing', 'stain', 'other')
		AND "size_cm" BETWEEN 1 AND 500
		AND ("closed_at" IS NULL) = ("closed_by" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "unit_damages_open_idx" ON "unit_damages" USING btree ("unit_id") WHERE "closed_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "damage_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"damage_id" integer NOT NULL REFERENCES "unit_damages"("id"),
	"file_key" text NOT NULL UNIQUE,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id"),
	"kind" text NOT NULL,
	"version" smallint NOT NULL,
	"refers_to" uuid REFERENCES "rental_agreements"("id"),
	"lang" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_name" text,
	"signature_png" bytea,
	"signature_sha256" text,
	"signed_at" timestamp with time zone,
	CONSTRAINT "rental_agreements_version_uq" UNIQUE ("reservation_id", "kind", "version"),
	CONSTRAINT "rental_agreements_ck" CHECK ("kind" IN ('handover', 'return') AND "lang" IN ('tr', 'en')
		AND "version" >= 1 AND "body_sha256" ~ '^[0-9a-f]{64}$'
		AND ("signed_at" IS NULL) = ("signed_name" IS NULL)
		AND ("signature_png" IS NULL) = ("signature_sha256" IS NULL)
		AND ("signature_png" IS NULL OR "signed_at" IS NOT NULL))
);
--> statement-breakpoint
-- An agreement is never edited: its text and hash never change, it is signed once, never deleted.
CREATE FUNCTION "rental_agreements_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'rental agreements are never deleted' USING ERRCODE = 'insufficient_privilege';
	END IF;
	IF OLD."signed_at" IS NOT NULL OR NEW."body" IS DISTINCT FROM OLD."body"
		OR NEW."body_sha256" IS DISTINCT FROM OLD."body_sha256" OR NEW."reservation_id" IS DISTINCT FROM OLD."reservation_id"
		OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."version" IS DISTINCT FROM OLD."version"
		OR NEW."refers_to" IS DISTINCT FROM OLD."refers_to" OR NEW."lang" IS DISTINCT FROM OLD."lang" THEN
		RAISE EXCEPTION 'a rental agreement is never edited' USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rental_agreements_never_edited" BEFORE UPDATE OR DELETE ON "rental_agreements"
	FOR EACH ROW EXECUTE FUNCTION "rental_agreements_guard"();
