-- Search that forgives (issue 28 item 2; docs/decisions/0082): staff type "koc", "celik", "GIZEM",
-- "34abc123" or "0532 111 22 33" and find "KOÇ", "Çelik", "GİZEM", "34 ABC 123" and
-- "+905321112233". One immutable folding function (Turkish letters to their ASCII base, then
-- lower case: the same on every collation, so an index may use it; app/shared/search/fold.ts does
-- the same to the typed text), generated columns with the folded name + e-mail and the phone's
-- digits, and trigram indexes when pg_trgm can be had (PostgreSQL and PGlite both have it), else
-- btree indexes on the same folded text.
CREATE FUNCTION "yolda_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
	SELECT lower(translate(t, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))
$$;
--> statement-breakpoint
CREATE FUNCTION "yolda_fold_plate"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
	SELECT regexp_replace(lower(translate(t, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu')), '[^a-z0-9]', '', 'g')
$$;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
	yolda_fold(coalesce("driver"->>'firstName', '') || ' ' || coalesce("driver"->>'lastName', '') || ' ' || coalesce("driver"->>'email', ''))
) STORED;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (
	regexp_replace(coalesce("driver"->>'phone', ''), '[^0-9]', '', 'g')
) STORED;
--> statement-breakpoint
DO $$
BEGIN
	BEGIN
		CREATE EXTENSION IF NOT EXISTS pg_trgm;
	EXCEPTION WHEN others THEN
		RAISE NOTICE 'pg_trgm is not available: btree indexes on the folded text instead';
	END;
	IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
		CREATE INDEX "reservations_search_text_trgm_idx" ON "reservations" USING gin ("search_text" gin_trgm_ops);
		CREATE INDEX "reservations_search_phone_trgm_idx" ON "reservations" USING gin ("search_phone" gin_trgm_ops);
		CREATE INDEX "units_plate_fold_trgm_idx" ON "units" USING gin (yolda_fold_plate("plate") gin_trgm_ops);
	ELSE
		CREATE INDEX "reservations_search_text_fold_idx" ON "reservations" USING btree ("search_text" text_pattern_ops);
		CREATE INDEX "reservations_search_phone_fold_idx" ON "reservations" USING btree ("search_phone" text_pattern_ops);
		CREATE INDEX "units_plate_fold_idx" ON "units" USING btree (yolda_fold_plate("plate") text_pattern_ops);
	END IF;
END
$$;
