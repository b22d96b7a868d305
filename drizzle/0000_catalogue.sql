CREATE TABLE "assurance_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "assurance_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "assurance_prices" (
	"package_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"daily_kurus" bigint NOT NULL,
	CONSTRAINT "assurance_prices_package_id_class_id_pk" PRIMARY KEY("package_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tr" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"theme" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author" text NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tr" text NOT NULL,
	"summary_en" text NOT NULL,
	"terms_tr" text NOT NULL,
	"terms_en" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"class_ids" integer[],
	"office_ids" integer[],
	"min_days" smallint DEFAULT 1 NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"theme" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"plate_code" smallint NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "daily_rates" (
	"model_id" integer NOT NULL,
	"min_days" smallint NOT NULL,
	"daily_kurus" bigint NOT NULL,
	CONSTRAINT "daily_rates_model_id_min_days_pk" PRIMARY KEY("model_id","min_days")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"email" text NOT NULL,
	"accepts_applications" boolean DEFAULT true NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"pricing" text NOT NULL,
	"price_kurus" bigint NOT NULL,
	"max_quantity" smallint NOT NULL,
	"cap_kurus" bigint,
	"sort" smallint NOT NULL,
	CONSTRAINT "extras_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"question_tr" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_tr" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "km_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"extra_km" integer,
	"price_kurus" bigint NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "km_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tr" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"theme" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "office_closures" (
	"office_id" integer NOT NULL,
	"day" date NOT NULL,
	"opens" text,
	"closes" text,
	"note_tr" text NOT NULL,
	"note_en" text NOT NULL,
	CONSTRAINT "office_closures_office_id_day_pk" PRIMARY KEY("office_id","day")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"city_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"address_tr" text NOT NULL,
	"address_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"open_24h" boolean DEFAULT false NOT NULL,
	"hours" jsonb NOT NULL,
	"turnaround_minutes" integer DEFAULT 120 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offices_slug_unique" UNIQUE("slug"),
	CONSTRAINT "offices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "one_way_fees" (
	"from_city_id" integer NOT NULL,
	"to_city_id" integer NOT NULL,
	"fee_kurus" bigint NOT NULL,
	CONSTRAINT "one_way_fees_from_city_id_to_city_id_pk" PRIMARY KEY("from_city_id","to_city_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"factor_permille" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"region_tr" text NOT NULL,
	"region_en" text NOT NULL,
	"summary_tr" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"theme" text NOT NULL,
	"office_id" integer NOT NULL,
	"campaign_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort" smallint NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trip_places_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" text NOT NULL,
	"model_id" integer NOT NULL,
	"home_office_id" integer NOT NULL,
	"in_service" boolean DEFAULT true NOT NULL,
	CONSTRAINT "units_plate_unique" UNIQUE("plate")
);
--> statement-breakpoint
CREATE TABLE "vehicle_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"acriss" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "vehicle_classes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vehicle_classes_acriss_unique" UNIQUE("acriss")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"class_id" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"doors" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"luggage" smallint NOT NULL,
	"airbags" smallint NOT NULL,
	"consumption_x10" smallint NOT NULL,
	"power_hp" smallint NOT NULL,
	"km_limit_per_day" integer NOT NULL,
	"min_age" smallint NOT NULL,
	"licence_years" smallint NOT NULL,
	"deposit_kurus" bigint NOT NULL,
	"member_discount_pct" smallint DEFAULT 0 NOT NULL,
	"colour" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vehicle_models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "assurance_prices" ADD CONSTRAINT "assurance_prices_package_id_assurance_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."assurance_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assurance_prices" ADD CONSTRAINT "assurance_prices_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_closures" ADD CONSTRAINT "office_closures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_way_fees" ADD CONSTRAINT "one_way_fees_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_way_fees" ADD CONSTRAINT "one_way_fees_to_city_id_cities_id_fk" FOREIGN KEY ("to_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_places" ADD CONSTRAINT "trip_places_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_places" ADD CONSTRAINT "trip_places_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_home_office_id_offices_id_fk" FOREIGN KEY ("home_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "offices_city_idx" ON "offices" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_runs_name_idx" ON "seed_runs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "units_model_idx" ON "units" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "units_home_office_idx" ON "units" USING btree ("home_office_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_class_idx" ON "vehicle_models" USING btree ("class_id");