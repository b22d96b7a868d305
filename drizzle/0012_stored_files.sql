CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_ck" CHECK ("stored_files"."key" ~ '^[a-z0-9]+(/[a-z0-9][a-z0-9._-]*)+$'),
	CONSTRAINT "stored_files_size_ck" CHECK ("stored_files"."size" = octet_length("stored_files"."content")),
	CONSTRAINT "stored_files_sha256_ck" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$')
);
