-- Model images (issue 13 item 3, docs/decisions/0051): an admin's photo of a model, kept as
-- resized AVIF, WebP and JPEG variants in the shared file storage (stored_files, or the S3 bucket)
-- under models/<model id>/<version>/<width>.<format>. One row per model that has a photo; without
-- a row the fleet shows the generated illustration. The version is random per upload, so a new
-- photo gets new URLs and every variant may be cached for a year.
CREATE TABLE "vehicle_model_images" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"widths" smallint[] NOT NULL,
	"alt_tr" text NOT NULL,
	"alt_en" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_model_images_version_ck" CHECK ("vehicle_model_images"."version" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "vehicle_model_images_size_ck" CHECK ("vehicle_model_images"."width" > 0 and "vehicle_model_images"."height" > 0),
	CONSTRAINT "vehicle_model_images_widths_ck" CHECK (cardinality("vehicle_model_images"."widths") between 1 and 3),
	CONSTRAINT "vehicle_model_images_alt_ck" CHECK (length("vehicle_model_images"."alt_tr") > 0 and length("vehicle_model_images"."alt_en") > 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_model_images" ADD CONSTRAINT "vehicle_model_images_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;
