-- The desk's inboxes (issue 12 items 4 and 6, docs/decisions/0043-desk-inbox.md).
-- Cancellation requests: who decided, the reason of a refusal, and where the refund stands. The
-- refund's attempt number is part of its idempotency key at the bank's side (payment_events), so
-- approving twice refunds once and a retry after a refusal is a new, single attempt.
ALTER TABLE "cancellation_requests" ADD COLUMN "decided_by_name" text;
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "decline_reason" text;
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_state" text;
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_attempt" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_refund_state_ck"
	CHECK ("refund_state" IS NULL OR "refund_state" IN ('none', 'pending', 'refunded', 'failed', 'unknown'));
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_refused_ck"
	CHECK ("status" <> 'refused' OR ("decline_reason" IS NOT NULL AND length("decline_reason") > 0));
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_attempt_ck" CHECK ("refund_attempt" >= 0);
--> statement-breakpoint
CREATE INDEX "cancellation_requests_status_idx" ON "cancellation_requests" USING btree ("status","requested_at");
--> statement-breakpoint
-- Requests (contact messages, fleet requests, job applications): status and who handles them.
ALTER TABLE "form_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "assigned_to_id" text;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "assigned_to_name" text;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_status_ck"
	CHECK ("status" IN ('new', 'in_progress', 'answered', 'closed'));
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_assigned_ck"
	CHECK (("assigned_to_id" IS NULL) = ("assigned_to_name" IS NULL));
--> statement-breakpoint
CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("kind","status","created_at");
--> statement-breakpoint
-- Internal notes and the replies e-mailed from the desk, kept on the request.
CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_notes_kind_ck" CHECK ("kind" IN ('note', 'reply')),
	CONSTRAINT "request_notes_body_ck" CHECK (length("body") BETWEEN 1 AND 5000),
	CONSTRAINT "request_notes_reply_ck" CHECK ("kind" = 'note' OR ("subject" IS NOT NULL AND "outbox_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "request_notes_submission_idx" ON "request_notes" USING btree ("submission_id","created_at");
