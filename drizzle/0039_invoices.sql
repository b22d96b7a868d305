-- Invoices (docs/decisions/0072, 0073): e-Arşiv and e-Fatura documents as UBL-TR 1.2 XML.
-- A document is never edited: only its sending columns change (a trigger refuses the rest and
-- every DELETE); a correction is a new document (a return invoice refers to the one it returns).
-- Numbers come from a counter row per series and year, taken in the transaction that stores the
-- invoice, so across every app server a series never skips or repeats a number.
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_pk" PRIMARY KEY ("series", "year"),
	CONSTRAINT "invoice_counters_series_ck" CHECK ("series" ~ '^[A-Z0-9]{3}$'),
	CONSTRAINT "invoice_counters_sequence_ck" CHECK ("last_sequence" BETWEEN 1 AND 999999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"ettn" uuid NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"reservation_id" uuid REFERENCES "reservations"("id"),
	"cause" text NOT NULL,
	"cause_key" text NOT NULL,
	"profile" text NOT NULL,
	"type_code" text NOT NULL,
	"returns_invoice_id" uuid REFERENCES "invoices"("id"),
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_id" text NOT NULL,
	"payable_kurus" bigint NOT NULL,
	"tax_kurus" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"xml" text NOT NULL,
	"send_status" text DEFAULT 'pending' NOT NULL,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"last_error" text,
	"refused_reason" text,
	"integrator_ref" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE ("number"),
	CONSTRAINT "invoices_ettn_unique" UNIQUE ("ettn"),
	CONSTRAINT "invoices_sequence_unique" UNIQUE ("series", "year", "sequence"),
	CONSTRAINT "invoices_number_ck" CHECK ("number" ~ '^[A-Z0-9]{3}[0-9]{13}$' AND length("number") = 16),
	CONSTRAINT "invoices_cause_ck" CHECK ("cause" IN ('rental', 'cancellation', 'refund')),
	CONSTRAINT "invoices_profile_ck" CHECK ("profile" IN ('TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA')),
	CONSTRAINT "invoices_type_ck" CHECK ("type_code" IN ('SATIS', 'IADE')),
	CONSTRAINT "invoices_return_ck" CHECK (("type_code" = 'IADE') = ("returns_invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_amounts_ck" CHECK ("payable_kurus" > 0 AND "tax_kurus" >= 0),
	CONSTRAINT "invoices_send_status_ck" CHECK ("send_status" IN ('pending', 'accepted', 'refused', 'failed', 'cancelled'))
);
--> statement-breakpoint
-- One invoice per reservation, cause and cause key: a repeated issue finds the first one.
CREATE UNIQUE INDEX "invoices_cause_unique" ON "invoices" USING btree ("reservation_id", "cause", "cause_key");
--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "send_status" = 'pending';
--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");
--> statement-breakpoint
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoices are never deleted (% %)', OLD.number, OLD.ettn;
	END IF;
	IF (NEW.id, NEW.number, NEW.ettn, NEW.series, NEW.year, NEW.sequence, NEW.reservation_id, NEW.cause,
	    NEW.cause_key, NEW.profile, NEW.type_code, NEW.returns_invoice_id, NEW.issued_at, NEW.buyer_name,
	    NEW.buyer_id, NEW.payable_kurus, NEW.tax_kurus, NEW.document, NEW.xml, NEW.created_at)
	   IS DISTINCT FROM
	   (OLD.id, OLD.number, OLD.ettn, OLD.series, OLD.year, OLD.sequence, OLD.reservation_id, OLD.cause,
	    OLD.cause_key, OLD.profile, OLD.type_code, OLD.returns_invoice_id, OLD.issued_at, OLD.buyer_name,
	    OLD.buyer_id, OLD.payable_kurus, OLD.tax_kurus, OLD.document, OLD.xml, OLD.created_at) THEN
		RAISE EXCEPTION 'an issued invoice is never edited (%): issue a new document', OLD.number;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable_trg" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
--> statement-breakpoint
-- The integrator's answer to "is this tax number an e-Fatura user?", kept a day (decision 0073).
CREATE TABLE "efatura_taxpayers" (
	"vkn" text PRIMARY KEY NOT NULL,
	"is_user" boolean NOT NULL,
	"alias" text,
	"checked_at" timestamp with time zone NOT NULL
);
