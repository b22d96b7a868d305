-- Units and maintenance blocks (issue 13 item 2, docs/decisions/0046). A retired unit stays for
-- history but is never in service. A block takes a unit out for a stretch of time; the database
-- keeps blocks apart from each other (exclusion constraint) and from live reservations (triggers
-- on both tables that lock the unit row, then look at the other table), so no code path and no
-- race can put a booking and a block on the same car at once.
ALTER TABLE "units" ADD COLUMN "retired_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_retired_not_in_service" CHECK ("retired_at" IS NULL OR NOT "in_service");
--> statement-breakpoint
CREATE TABLE "unit_blocks" (
  "id" serial PRIMARY KEY NOT NULL,
  "unit_id" integer NOT NULL REFERENCES "units"("id"),
  "kind" text NOT NULL,
  "period" tstzrange NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "removed_at" timestamp with time zone,
  CONSTRAINT "unit_blocks_kind_ck" CHECK ("kind" IN ('maintenance', 'out_of_service')),
  CONSTRAINT "unit_blocks_period_ck" CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period")),
  CONSTRAINT "unit_blocks_note_ck" CHECK (char_length("note") <= 500)
);
--> statement-breakpoint
-- Two live blocks of one unit never share an instant.
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, "period" WITH &&) WHERE ("removed_at" IS NULL);
--> statement-breakpoint
-- A block never covers a live reservation's held range ([pick-up, return + buffer)). The unit row
-- is locked first (the reserve transaction locks it too, decision 0020), so a block and a booking
-- of the same car take turns and the second one sees the first; each statement of this function
-- reads what committed before it started (READ COMMITTED). 23P01 like the exclusion constraint,
-- with the reservation numbers in DETAIL.
CREATE FUNCTION "unit_blocks_refuse_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text;
BEGIN
  IF NEW.removed_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM units WHERE id = NEW.unit_id FOR NO KEY UPDATE;
  SELECT string_agg(r.number, ', ' ORDER BY r.pickup_at) INTO taken
  FROM reservations r
  WHERE r.unit_id = NEW.unit_id
    AND r.status IN ('pending_payment', 'confirmed', 'active')
    AND r.held && NEW.period;
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'unit % is held by % during the block', NEW.unit_id, taken
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'unit_blocks_no_reservation', DETAIL = taken;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_blocks_refuse_reservations" BEFORE INSERT OR UPDATE ON "unit_blocks"
  FOR EACH ROW EXECUTE FUNCTION unit_blocks_refuse_reservations();
--> statement-breakpoint
-- A live reservation never holds a unit during one of its live blocks: checked when a row becomes
-- live, or a live row changes unit or held range (a payment approval or a pick-up changes neither).
CREATE FUNCTION "reservations_refuse_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  block_id integer;
BEGIN
  IF NEW.unit_id IS NULL OR NEW.status NOT IN ('pending_payment', 'confirmed', 'active') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pending_payment', 'confirmed', 'active')
    AND OLD.unit_id IS NOT DISTINCT FROM NEW.unit_id AND OLD.held = NEW.held THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM units WHERE id = NEW.unit_id FOR NO KEY UPDATE;
  SELECT b.id INTO block_id FROM unit_blocks b
  WHERE b.unit_id = NEW.unit_id AND b.removed_at IS NULL AND b.period && NEW.held
  LIMIT 1;
  IF block_id IS NOT NULL THEN
    RAISE EXCEPTION 'unit % is blocked (block %) during reservation %', NEW.unit_id, block_id, NEW.number
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_unit_blocked', DETAIL = block_id::text;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_refuse_blocks" BEFORE INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION reservations_refuse_blocks();
