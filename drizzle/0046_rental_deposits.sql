-- The deposit as money held (issue 27 item 4; decision 0088): one deposit per rental, a card
-- pre-authorisation at the bank (EstV3 PreAuth, captured with PostAuth, released with Void) or cash
-- in the till, kept until the return settles it. The order id the bank knows is unique; a state
-- moves only forward, each step by a conditional update, so a repeat records nothing new.
CREATE TABLE "rental_deposits" (
	"reservation_id" uuid PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
	"method" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"status" text NOT NULL,
	"order_id" text,
	"masked_pan" text,
	"auth_code" text,
	"trans_id" text,
	"captured_kurus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"staff_id" text NOT NULL,
	"settled_by" text,
	"error" text,
	CONSTRAINT "rental_deposits_ck" CHECK (
		"method" in ('card_preauth', 'cash')
		and "status" in ('pending', 'held', 'settling', 'captured', 'released', 'paid_back')
		and "amount_kurus" > 0
		and "captured_kurus" between 0 and "amount_kurus"
		and ("method" = 'cash' or "order_id" is not null)
		and ("status" not in ('held', 'settling', 'captured', 'released', 'paid_back') or "held_at" is not null)
	)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rental_deposits_order_idx" ON "rental_deposits" ("order_id");
--> statement-breakpoint
CREATE INDEX "rental_deposits_held_idx" ON "rental_deposits" ("status", "held_at");
