CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"amount_kurus" bigint,
	"detail" jsonb,
	"idempotency_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_references_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_references_amount_ck" CHECK ("payment_references"."amount_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid,
	"payment_reference_id" uuid,
	"order_id" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"model" text NOT NULL,
	"lang" text NOT NULL,
	"masked_pan" text,
	"auth_code" text,
	"trans_id" text,
	"host_ref_num" text,
	"proc_return_code" text,
	"md_status" text,
	"error_code" text,
	"error_message" text,
	"refunded_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_pending_kurus" bigint DEFAULT 0 NOT NULL,
	"reversal" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_target_ck" CHECK (("payments"."reservation_id" is null) <> ("payments"."payment_reference_id" is null)),
	CONSTRAINT "payments_refund_ck" CHECK ("payments"."refunded_kurus" + "payments"."refund_pending_kurus" <= "payments"."amount_kurus")
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger" (
	"client_id" text NOT NULL,
	"order_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "sandbox_ledger_client_id_order_id_pk" PRIMARY KEY("client_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"md" text,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_reference_id_payment_references_id_fk" FOREIGN KEY ("payment_reference_id") REFERENCES "public"."payment_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_once_idx" ON "payment_callbacks" USING btree ("provider","order_id","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("payment_reference_id");--> statement-breakpoint
CREATE INDEX "payments_initiated_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'initiated';--> statement-breakpoint
CREATE INDEX "sandbox_sessions_md_idx" ON "sandbox_sessions" USING btree ("md");