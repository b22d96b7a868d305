-- Deposit-free rental (issue 31 item 7, decision 0125): an office and class setting that replaces
-- the card deposit with a higher daily assurance. The package's names live with the other
-- assurance packages (its price line is an assurance add-on line, so receipts, e-mails and invoices
-- name it), but it has no class price there: only this table prices it, per office and class.
-- Its id is fixed far above the catalogue's (the sequence is not moved), so the packages a
-- catalogue adds keep the ids 1, 2, 3... they always had.
INSERT INTO "assurance_packages" ("id", "code", "name_tr", "name_en", "description_tr", "description_en", "sort", "combinable")
VALUES (
	900,
	'deposit-free',
	'Depozitosuz paket',
	'Deposit-free package',
	'Kartınızda depozito bloke edilmez; günlük güvence ücreti daha yüksektir.',
	'No deposit is held on your card; the daily cover costs more.',
	900,
	true
) ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
CREATE TABLE "deposit_free_prices" (
	"office_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"daily_kurus" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" text,
	CONSTRAINT "deposit_free_prices_office_id_class_id_pk" PRIMARY KEY("office_id","class_id"),
	CONSTRAINT "deposit_free_prices_daily_ck" CHECK ("deposit_free_prices"."daily_kurus" > 0 and "deposit_free_prices"."daily_kurus" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "deposit_free_prices" ADD CONSTRAINT "deposit_free_prices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_free_prices" ADD CONSTRAINT "deposit_free_prices_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE cascade ON UPDATE no action;
