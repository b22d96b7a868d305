CREATE TABLE "cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"lang" text NOT NULL,
	"rule" text NOT NULL,
	"refund_kurus" bigint NOT NULL,
	"deduction_kurus" bigint NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"client_ip" text,
	"requested_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" text,
	"refund_result" jsonb,
	CONSTRAINT "cancellation_requests_amounts_ck" CHECK ("cancellation_requests"."refund_kurus" >= 0 and "cancellation_requests"."deduction_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"department_id" integer,
	"data" jsonb NOT NULL,
	"attachment_key" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_requests_reservation_idx" ON "cancellation_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("kind","created_at");