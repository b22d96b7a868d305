-- Delivery to an address and collection from one (issue 31 item 6, decision 0123): each office's
-- offer (on or off, radius, fee per started km with a minimum, or distance bands), the districts
-- and neighbourhoods of the demo offices' cities with their coordinates (the office's own map data
-- a typed address is matched against: no outside geocoding service), and the legs a reservation
-- booked, one of each kind at most (the desk's task on Today).
CREATE TABLE "office_delivery_settings" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"radius_km" integer DEFAULT 20 NOT NULL,
	"per_km_kurus" bigint DEFAULT 0 NOT NULL,
	"minimum_kurus" bigint DEFAULT 0 NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "office_delivery_settings_ck" CHECK ("radius_km" BETWEEN 1 AND 100 AND "per_km_kurus" >= 0 AND "minimum_kurus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "office_delivery_settings" ADD CONSTRAINT "office_delivery_settings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "gazetteer_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_slug" text NOT NULL,
	"district" text NOT NULL,
	"neighbourhood" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "gazetteer_places_uq" UNIQUE NULLS NOT DISTINCT("city_slug","district","neighbourhood")
);
--> statement-breakpoint
CREATE TABLE "reservation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"leg" text NOT NULL,
	"office_id" integer NOT NULL,
	"address" text NOT NULL,
	"place_id" integer,
	"distance_m" integer NOT NULL,
	"fee_kurus" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_deliveries_leg_uq" UNIQUE("reservation_id","leg"),
	CONSTRAINT "reservation_deliveries_ck" CHECK ("leg" IN ('delivery', 'collection') AND "distance_m" >= 0 AND "fee_kurus" >= 0 AND length(trim("address")) > 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_deliveries" ADD CONSTRAINT "reservation_deliveries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservation_deliveries" ADD CONSTRAINT "reservation_deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reservation_deliveries_office_idx" ON "reservation_deliveries" USING btree ("office_id");
--> statement-breakpoint
INSERT INTO "gazetteer_places" ("city_slug", "district", "neighbourhood", "lat", "lng") VALUES
	('istanbul', 'Kadıköy', NULL, 40.9903, 29.029),
	('istanbul', 'Kadıköy', 'Moda', 40.984, 29.026),
	('istanbul', 'Kadıköy', 'Caferağa', 40.987, 29.027),
	('istanbul', 'Kadıköy', 'Fenerbahçe', 40.9695, 29.041),
	('istanbul', 'Kadıköy', 'Göztepe', 40.978, 29.061),
	('istanbul', 'Kadıköy', 'Suadiye', 40.961, 29.085),
	('istanbul', 'Kadıköy', 'Kozyatağı', 40.975, 29.093),
	('istanbul', 'Üsküdar', NULL, 41.026, 29.015),
	('istanbul', 'Üsküdar', 'Altunizade', 41.022, 29.044),
	('istanbul', 'Üsküdar', 'Kuzguncuk', 41.036, 29.031),
	('istanbul', 'Ataşehir', NULL, 40.983, 29.127),
	('istanbul', 'Ataşehir', 'İçerenköy', 40.978, 29.108),
	('istanbul', 'Maltepe', NULL, 40.935, 29.155),
	('istanbul', 'Kartal', NULL, 40.89, 29.19),
	('istanbul', 'Pendik', NULL, 40.876, 29.233),
	('istanbul', 'Tuzla', NULL, 40.816, 29.3),
	('istanbul', 'Beşiktaş', NULL, 41.043, 29.007),
	('istanbul', 'Beşiktaş', 'Etiler', 41.081, 29.033),
	('istanbul', 'Beşiktaş', 'Bebek', 41.077, 29.043),
	('istanbul', 'Beşiktaş', 'Levent', 41.082, 29.011),
	('istanbul', 'Şişli', NULL, 41.06, 28.987),
	('istanbul', 'Şişli', 'Nişantaşı', 41.051, 28.993),
	('istanbul', 'Şişli', 'Mecidiyeköy', 41.067, 28.995),
	('istanbul', 'Beyoğlu', NULL, 41.037, 28.977),
	('istanbul', 'Beyoğlu', 'Cihangir', 41.032, 28.983),
	('istanbul', 'Fatih', NULL, 41.019, 28.94),
	('istanbul', 'Sarıyer', NULL, 41.168, 29.057),
	('istanbul', 'Sarıyer', 'Maslak', 41.11, 29.02),
	('istanbul', 'Bakırköy', NULL, 40.98, 28.872),
	('istanbul', 'Başakşehir', NULL, 41.093, 28.802),
	('istanbul', 'Arnavutköy', NULL, 41.184, 28.74),
	('istanbul', 'Beylikdüzü', NULL, 40.982, 28.64),
	('istanbul', 'Silivri', NULL, 41.074, 28.246),
	('istanbul', 'Şile', NULL, 41.176, 29.612),
	('ankara', 'Çankaya', NULL, 39.918, 32.862),
	('ankara', 'Çankaya', 'Kızılay', 39.9208, 32.8541),
	('ankara', 'Çankaya', 'Bahçelievler', 39.923, 32.823),
	('ankara', 'Çankaya', 'Çayyolu', 39.887, 32.685),
	('ankara', 'Çankaya', 'Kavaklıdere', 39.905, 32.86),
	('ankara', 'Keçiören', NULL, 39.98, 32.865),
	('ankara', 'Yenimahalle', NULL, 39.965, 32.81),
	('ankara', 'Altındağ', NULL, 39.942, 32.87),
	('ankara', 'Etimesgut', NULL, 39.947, 32.669),
	('ankara', 'Gölbaşı', NULL, 39.788, 32.806),
	('ankara', 'Polatlı', NULL, 39.584, 32.147),
	('izmir', 'Konak', NULL, 38.419, 27.129),
	('izmir', 'Konak', 'Alsancak', 38.437, 27.143),
	('izmir', 'Karşıyaka', NULL, 38.46, 27.11),
	('izmir', 'Bornova', NULL, 38.469, 27.216),
	('izmir', 'Buca', NULL, 38.388, 27.175),
	('izmir', 'Çiğli', NULL, 38.495, 27.07),
	('izmir', 'Gaziemir', NULL, 38.32, 27.13),
	('izmir', 'Urla', NULL, 38.323, 26.766),
	('izmir', 'Çeşme', NULL, 38.324, 26.303),
	('antalya', 'Muratpaşa', NULL, 36.888, 30.705),
	('antalya', 'Muratpaşa', 'Lara', 36.855, 30.79),
	('antalya', 'Muratpaşa', 'Kaleiçi', 36.884, 30.706),
	('antalya', 'Konyaaltı', NULL, 36.88, 30.64),
	('antalya', 'Kepez', NULL, 36.94, 30.72),
	('antalya', 'Aksu', NULL, 36.95, 30.85),
	('antalya', 'Kemer', NULL, 36.6, 30.56),
	('antalya', 'Serik', NULL, 36.917, 31.1),
	('antalya', 'Manavgat', NULL, 36.787, 31.443);
