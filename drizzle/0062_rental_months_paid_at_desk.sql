-- A month of a monthly rental paid at the desk (issue 31 item 5, decision 0130): the desk payment
-- that completed it and when, written in the desk payment's transaction, only while still null.
ALTER TABLE "rental_months" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "rental_months" ADD COLUMN "desk_payment_id" uuid;
--> statement-breakpoint
ALTER TABLE "rental_months" ADD CONSTRAINT "rental_months_desk_payment_id_desk_payments_id_fk" FOREIGN KEY ("desk_payment_id") REFERENCES "public"."desk_payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rental_months" ADD CONSTRAINT "rental_months_paid_ck" CHECK (("rental_months"."paid_at" is null) = ("rental_months"."desk_payment_id" is null));
