-- What a desk payment of a monthly rental was taken for (issue 31 item 5, decision 0138): the month
-- the clerk chose (null: no choice, the unpaid months are paid oldest first as decision 0130 says).
ALTER TABLE "desk_payments" ADD COLUMN "for_month" smallint;
--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_for_month_ck" CHECK ("desk_payments"."for_month" is null or "desk_payments"."for_month" between 1 and 13);
