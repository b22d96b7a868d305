-- The invoice office (issue 26 item 1, decision 0104): finance replaces a refused (or cancelled)
-- invoice with a corrected NEW one that names the one it replaces - never an edit - and re-sends
-- an accepted invoice's e-mail once per click.
-- A correction is its own cause; the replaced invoice is kept as it was. One correction per
-- replaced invoice: the database refuses a second (twenty clicks at once make one).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cause_ck";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cause_ck" CHECK ("cause" IN ('rental', 'cancellation', 'refund', 'correction'));
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" uuid REFERENCES "invoices"("id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_correction_ck" CHECK (("cause" = 'correction') = ("corrects_invoice_id" IS NOT NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_unique" ON "invoices" USING btree ("corrects_invoice_id") WHERE "corrects_invoice_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoices are never deleted (% %)', OLD.number, OLD.ettn;
	END IF;
	IF (NEW.id, NEW.number, NEW.ettn, NEW.series, NEW.year, NEW.sequence, NEW.reservation_id, NEW.cause,
	    NEW.cause_key, NEW.profile, NEW.type_code, NEW.returns_invoice_id, NEW.issued_at, NEW.buyer_name,
	    NEW.buyer_id, NEW.payable_kurus, NEW.tax_kurus, NEW.document, NEW.xml, NEW.created_at,
	    NEW.corrects_invoice_id)
	   IS DISTINCT FROM
	   (OLD.id, OLD.number, OLD.ettn, OLD.series, OLD.year, OLD.sequence, OLD.reservation_id, OLD.cause,
	    OLD.cause_key, OLD.profile, OLD.type_code, OLD.returns_invoice_id, OLD.issued_at, OLD.buyer_name,
	    OLD.buyer_id, OLD.payable_kurus, OLD.tax_kurus, OLD.document, OLD.xml, OLD.created_at,
	    OLD.corrects_invoice_id) THEN
		RAISE EXCEPTION 'an issued invoice is never edited (%): issue a new document', OLD.number;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- An invoice e-mail finance sent again: one row per click (the form's key), so a double click or a
-- resent form queues one e-mail.
CREATE TABLE "invoice_email_resends" (
	"key" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL REFERENCES "invoices"("id"),
	"outbox_id" integer REFERENCES "outbox"("id"),
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_email_resends_invoice_idx" ON "invoice_email_resends" USING btree ("invoice_id", "created_at");
