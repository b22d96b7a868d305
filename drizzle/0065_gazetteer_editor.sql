-- The map data editor (decision 0141): a place is retired, never deleted (reservations' legs point
-- at places), and a retired place no longer matches typed addresses; who changed it last and when
-- (the audit log keeps every change).
ALTER TABLE "gazetteer_places" ADD COLUMN "retired_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gazetteer_places" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "gazetteer_places" ADD COLUMN "updated_by" text;
--> statement-breakpoint
ALTER TABLE "gazetteer_places" ADD CONSTRAINT "gazetteer_places_ck" CHECK (
	length(trim("district")) BETWEEN 2 AND 80
	AND ("neighbourhood" IS NULL OR length(trim("neighbourhood")) BETWEEN 2 AND 80)
	AND "lat" BETWEEN 35.8 AND 42.2 AND "lng" BETWEEN 25.6 AND 44.9
);
