-- One draft makes one reservation (docs/decisions/0020): the reservation carries the draft's id
-- under a unique key, and the draft is marked with the reservation in the same transaction.
ALTER TABLE "reservations" ADD COLUMN "draft_id" uuid;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_draft_id_unique" UNIQUE("draft_id");
--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD COLUMN "reservation_id" uuid;
