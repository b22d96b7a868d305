-- SMS (issue 31 item 9, decision 0118): transactional messages through their own outbox, queued
-- once per reason (dedupe_key unique), and marketing consent recorded for İYS. The record of an
-- account deletion (KVKK, decision 0119), with no personal data in it.
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"reservation_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"provider" text,
	"provider_message_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "sms_outbox_kind_check" CHECK ("kind" IN ('confirmation', 'reminder', 'paymentLink')),
	CONSTRAINT "sms_outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "sms_outbox_reservation_idx" ON "sms_outbox" USING btree ("reservation_id");
--> statement-breakpoint
CREATE TABLE "sms_marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text,
	"phone" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone NOT NULL,
	"iys_reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_marketing_consents" ADD CONSTRAINT "sms_marketing_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sms_marketing_consents_phone_idx" ON "sms_marketing_consents" USING btree ("phone","at");
--> statement-breakpoint
CREATE TABLE "member_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kept_reservations" text[] NOT NULL,
	"anonymised_reservations" integer NOT NULL,
	"live_reservations" integer NOT NULL,
	"deleted_forms" integer NOT NULL,
	"deleted_sms" integer NOT NULL
);
