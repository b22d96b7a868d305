-- The mobile and partner API (docs/decisions/0039-api-clients-and-tokens.md): registered clients
-- with scopes and their own rate limit, bearer tokens stored hashed (any app server can check
-- them), a log of every call by client, and stored answers for idempotency keys.
CREATE TABLE "api_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"public_client" boolean DEFAULT false NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "api_clients_client_id_ck" CHECK ("api_clients"."client_id" ~ '^[A-Za-z0-9._-]{3,64}$'),
	CONSTRAINT "api_clients_scopes_ck" CHECK (cardinality("api_clients"."scopes") > 0 AND "api_clients"."scopes" <@ ARRAY['public:read', 'book']::text[]),
	CONSTRAINT "api_clients_public_read_only_ck" CHECK (NOT "api_clients"."public_client" OR "api_clients"."scopes" = ARRAY['public:read']::text[]),
	CONSTRAINT "api_clients_rate_limit_ck" CHECK ("api_clients"."rate_limit_per_minute" BETWEEN 1 AND 100000),
	CONSTRAINT "api_clients_secret_hash_ck" CHECK ("api_clients"."secret_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_client_id_uq" ON "api_clients" USING btree ("client_id");
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_ref" uuid NOT NULL REFERENCES "api_clients"("id") ON DELETE CASCADE,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_tokens_hash_ck" CHECK ("api_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "api_tokens_client_idx" ON "api_tokens" USING btree ("client_ref");
--> statement-breakpoint
CREATE INDEX "api_tokens_expires_idx" ON "api_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "api_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_ref" uuid REFERENCES "api_clients"("id") ON DELETE SET NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_calls_client_at_idx" ON "api_calls" USING btree ("client_ref","at");
--> statement-breakpoint
CREATE INDEX "api_calls_at_idx" ON "api_calls" USING btree ("at");
--> statement-breakpoint
CREATE TABLE "api_idempotency_keys" (
	"client_ref" uuid NOT NULL REFERENCES "api_clients"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "api_idempotency_keys_pk" PRIMARY KEY ("client_ref","key"),
	CONSTRAINT "api_idempotency_keys_key_ck" CHECK (length("api_idempotency_keys"."key") BETWEEN 1 AND 255),
	CONSTRAINT "api_idempotency_keys_done_ck" CHECK (("api_idempotency_keys"."status" IS NULL) = ("api_idempotency_keys"."completed_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("created_at");
