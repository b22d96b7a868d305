-- Payments name their provider (PAYMENT_PROVIDER: estv3 | iyzico); a provider's own fields move
-- into provider_data; the refusal reason is stored in Yolda's words (docs/decisions/0029).
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'estv3' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_ck" CHECK ("provider" in ('estv3', 'iyzico'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_data" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;
--> statement-breakpoint
UPDATE "payments" SET "provider_data" = jsonb_strip_nulls(jsonb_build_object('hostRefNum', "host_ref_num", 'mdStatus', "md_status"));
--> statement-breakpoint
UPDATE "payments" SET "decline_reason" = CASE
    WHEN "proc_return_code" = '05' THEN 'card_declined'
    WHEN "proc_return_code" = '51' THEN 'insufficient_funds'
    WHEN "proc_return_code" = '54' THEN 'expired_card'
    WHEN "proc_return_code" = '57' THEN 'not_permitted'
    WHEN "proc_return_code" = '62' THEN 'restricted_card'
    WHEN "md_status" in ('2', '3', '4') THEN 'not_enrolled'
    WHEN "md_status" is not null and "md_status" not in ('', '1') THEN 'authentication_failed'
    WHEN "proc_return_code" = '99' THEN 'provider_error'
    ELSE 'other'
  END
  WHERE "status" in ('declined', 'error');
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "host_ref_num";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "md_status";
