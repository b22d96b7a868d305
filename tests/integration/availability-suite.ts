import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { reservationEvents, reservations } from "#app/server/db/schema.ts";
import { type AvailabilityWindow, listFeasibleUnits } from "#app/server/repositories/availability.server.ts";
import {
  countOverlappingLiveHolds,
  pgErrorCode,
  releaseExpiredHolds,
} from "#app/server/repositories/reservations.server.ts";
import { addReservation, addUnit, at, resetAndBuildFixture, type Fixture, HOUR, NOW } from "./booking-fixture.ts";
import type { SuiteContext } from "./suite-context.ts";

/** Availability rules, on a fresh fixture. */
export function availabilitySuite(ctx: SuiteContext): void {
  let db: Db;
  let f: Fixture;

  beforeAll(async () => {
    db = ctx.db();
    f = await resetAndBuildFixture(db);
  });

  const window = (from: number, to: number, pickupAt: Date, returnAt: Date, now = NOW): AvailabilityWindow => ({
    pickupOfficeId: from,
    dropoffOfficeId: to,
    pickupAt,
    returnAt,
    now,
  });

  async function offered(unitId: number, w: AvailabilityWindow, modelId = f.clio): Promise<boolean> {
    return (await listFeasibleUnits(db, w, modelId)).some((u) => u.unitId === unitId);
  }

  describe("availability rules", () => {
    it("offers a unit with no reservations only at its home office", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(2), at(4)))).toBe(true);
      expect(await offered(unit, window(f.istCity, f.istCity, at(2), at(4)))).toBe(false);
      expect(await offered(unit, window(f.izmir, f.izmir, at(2), at(4)))).toBe(false);
    });

    it("keeps the drop-off office's turnaround buffer after a return, before the next pick-up", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      // Returned at ISTA (buffer 120 min) at day 3, 10:00.
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(1),
        returnAt: at(3, 1),
      });
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(3, 2), at(5)))).toBe(false);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(3, 2.5), at(5)))).toBe(false);
      // Exactly return + 2 h: the half-open range [pick-up, return + buffer) no longer overlaps.
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(3, 3), at(5)))).toBe(true);
      // Before it: the new rental plus its own buffer must end by the existing pick-up.
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(0, 3), at(1, -1)))).toBe(false);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(0, 3), at(1, -2)))).toBe(true);
    });

    it("follows one-way chains: a unit returned at İzmir is offered at İzmir afterwards and not at home", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.izmir,
        pickupAt: at(1),
        returnAt: at(3),
      });
      expect(await offered(unit, window(f.izmir, f.izmir, at(4), at(6)))).toBe(true);
      // Long after the return (past the recent-returns scan) the per-unit look-up still finds it at İzmir.
      expect(await offered(unit, window(f.izmir, f.izmir, at(30), at(32)))).toBe(true);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(30), at(32)))).toBe(false);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(4), at(6)))).toBe(false);
      // Before the one-way trip it is still at home, and it must be back at ISTA for it.
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(0, 3), at(0, 20)))).toBe(true);
      expect(await offered(unit, window(f.istAirport, f.istCity, at(0, 3), at(0, 20)))).toBe(false);
    });

    it("counts a completed rental for where the car is, and ignores cancelled ones", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istCity,
        pickupAt: new Date(NOW.getTime() - 5 * 24 * HOUR),
        returnAt: new Date(NOW.getTime() - 2 * 24 * HOUR),
        status: "completed",
      });
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istCity,
        to: f.izmir,
        pickupAt: at(1),
        returnAt: at(2),
        status: "cancelled",
      });
      expect(await offered(unit, window(f.istCity, f.istCity, at(3), at(4)))).toBe(true);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(3), at(4)))).toBe(false);
    });

    it("requires the next reservation after the return to start at the drop-off office", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(10),
        returnAt: at(12),
      });
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(2), at(4)))).toBe(true);
      expect(await offered(unit, window(f.istAirport, f.istCity, at(2), at(4)))).toBe(false);
      expect(await offered(unit, window(f.istAirport, f.izmir, at(2), at(4)))).toBe(false);
      // After that reservation the car is back at ISTA with no later commitment: any drop-off works.
      expect(await offered(unit, window(f.istAirport, f.izmir, at(13), at(15)))).toBe(true);
    });

    it("never offers a unit out of service", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport, false);
      expect(await offered(unit, window(f.istAirport, f.istAirport, at(2), at(4)))).toBe(false);
    });

    it("lets an expired payment hold stop holding, and releaseExpiredHolds marks it expired with an event", async () => {
      const unit = await addUnit(db, f.clio, f.istAirport);
      const hold = await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(2),
        returnAt: at(4),
        status: "pending_payment",
        holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000),
      });
      const w = window(f.istAirport, f.istAirport, at(2), at(4));
      expect(await offered(unit, w)).toBe(false);
      const later = new Date(NOW.getTime() + 16 * 60_000);
      // The search already ignores the run-out hold...
      expect(await offered(unit, { ...w, now: later })).toBe(true);
      // ...and the release turns it into 'expired' so the constraint lets a new hold in.
      expect(await releaseExpiredHolds(db, later)).toBeGreaterThanOrEqual(1);
      const [row] = await db.select().from(reservations).where(eq(reservations.id, hold));
      expect(row?.status).toBe("expired");
      const events = await db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, hold));
      expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([["pending_payment", "expired"]]);
      await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(2),
        returnAt: at(4),
      });
      expect(await releaseExpiredHolds(db, later)).toBe(0);
    });

    it("has the database refuse a double hold even when the application check is bypassed", async () => {
      const unit = await addUnit(db, f.egea, f.istAirport);
      await addReservation(db, {
        unitId: unit,
        modelId: f.egea,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(2),
        returnAt: at(4),
      });
      let code: string | null = null;
      try {
        await addReservation(db, {
          unitId: unit,
          modelId: f.egea,
          from: f.istAirport,
          to: f.istAirport,
          pickupAt: at(4, 1),
          returnAt: at(6),
          status: "pending_payment",
        });
      } catch (error) {
        code = pgErrorCode(error);
      }
      expect(code).toBe("23P01");
      // Statuses that hold nothing may overlap, and a status change into a live one is refused too.
      const cancelled = await addReservation(db, {
        unitId: unit,
        modelId: f.egea,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(3),
        returnAt: at(5),
        status: "cancelled",
      });
      await expect(
        db.execute(sql`update reservations set status = 'confirmed' where id = ${cancelled}`),
      ).rejects.toSatisfy((e: unknown) => pgErrorCode(e) === "23P01");
      expect(await countOverlappingLiveHolds(db)).toBe(0);
    });

    it("orders feasible units best fit first: the one that arrived last, then the one needed soonest", async () => {
      const early = await addUnit(db, f.egea, f.izmir);
      const late = await addUnit(db, f.egea, f.izmir);
      const idle = await addUnit(db, f.egea, f.izmir);
      await addReservation(db, {
        unitId: early,
        modelId: f.egea,
        from: f.izmir,
        to: f.izmir,
        pickupAt: at(20),
        returnAt: at(21),
      });
      await addReservation(db, {
        unitId: late,
        modelId: f.egea,
        from: f.izmir,
        to: f.izmir,
        pickupAt: at(22),
        returnAt: at(24),
      });
      const list = await listFeasibleUnits(db, window(f.izmir, f.izmir, at(26), at(28)), f.egea);
      expect(list.map((u) => u.unitId)).toEqual([late, early, idle]);
    });
  });
}
