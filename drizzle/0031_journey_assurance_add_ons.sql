-- Issue 15 item 4 (docs/decisions/0053): an assurance package that combines with the others
-- (Lastik-Cam-Far) is an add-on, chosen beside the one main package.
ALTER TABLE "assurance_packages" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "assurance_packages" SET "combinable" = true WHERE "code" = 'tyre-glass-headlight';
