ALTER TABLE "outbox" ADD COLUMN "claim_token" text;
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text,
	"token" text,
	"lease_until" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
