import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { campaigns, outbox, quotes, reservationEvents, reservations } from "#app/server/db/schema.ts";
import { countOverlappingLiveHolds } from "#app/server/repositories/reservations.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { releaseExpiredHoldsNow, searchAvailability } from "#app/server/services/search.server.ts";
import {
  addReservation,
  addUnit,
  at,
  billing,
  resetAndBuildFixture,
  driver,
  type Fixture,
  NOW,
} from "./booking-fixture.ts";
import type { SuiteContext } from "./suite-context.ts";
import { ownDatabaseUrl } from "./test-database.ts";

/** Search, quotes, reservations and the 50-way race, on a fresh fixture. */
export function reservationSuite(ctx: SuiteContext): void {
  let db: Db;
  let f: Fixture;

  beforeAll(async () => {
    db = ctx.db();
    f = await resetAndBuildFixture(db);
  });

  const MINUTE = 60_000;

  async function quoteId(request: QuoteRequest, now = NOW): Promise<string> {
    const result = await createQuote(db, request, { now });
    if (!result.ok) throw new Error(`quote refused: ${JSON.stringify(result)}`);
    return result.quote.id;
  }

  const reserve = (id: string, paymentType: "office" | "card" = "office", now = NOW, d = db) =>
    reserveFromQuote(d, { quoteId: id, driver, billing, paymentType, lang: "tr" }, { now });

  describe("search", () => {
    it("lists bookable models with prices, member price and requirements, and sold-out models with the reason", async () => {
      await addUnit(db, f.clio, f.istCity);
      const search = { pickupOfficeId: f.istCity, dropoffOfficeId: f.istCity, pickupAt: at(6), returnAt: at(10) };
      const guest = await searchAvailability(db, search, { now: NOW });
      if (!guest.ok) throw new Error(JSON.stringify(guest));
      expect(guest.days).toBe(4);
      expect(guest.models.map((m) => m.model.slug)).toEqual(["renault-clio"]);
      expect(guest.unavailable).toEqual([expect.objectContaining({ reason: "soldOut" })]);
      const clio = guest.models[0]!;
      // Tier 4+ = 1.400 TL a day, spring season x1.2 on each of the 4 days.
      expect(clio.listVehicleKurus).toBe(672_000);
      expect(clio.totalKurus).toBe(672_000);
      expect(clio.dailyKurus).toBe(168_000);
      expect(clio.memberTotalKurus).toBe(672_000 - 67_200);
      expect(clio).toMatchObject({
        depositKurus: 500_000,
        kmAllowance: 1200,
        minAge: 21,
        licenceYears: 2,
        freeUnits: 1,
      });

      const member = await searchAvailability(
        db,
        { ...search, campaignCode: "bahar 15" },
        { now: NOW, memberId: "m-1" },
      );
      if (!member.ok) throw new Error(JSON.stringify(member));
      expect(member.campaign).toEqual({ code: "BAHAR15", status: "valid" });
      // The campaign (15%) beats the member discount (10%); they never stack.
      expect(member.models[0]).toMatchObject({
        appliedDiscount: "campaign",
        campaignGainKurus: 100_800,
        totalKurus: 571_200,
      });
    });

    it("refuses a search the domain rules refuse, with every broken rule", async () => {
      const result = await searchAvailability(
        db,
        { pickupOfficeId: f.istCity, dropoffOfficeId: f.istCity, pickupAt: at(0, 1), returnAt: at(0, 14.25) },
        { now: NOW },
      );
      expect(result).toEqual({
        ok: false,
        reason: "invalidSearch",
        errors: ["returnNotOnHalfHour", "pickupTooSoon", "returnOfficeClosed"],
      });
    });
  });

  describe("quotes", () => {
    const request: QuoteRequest = {
      modelId: 0,
      pickupOfficeId: 0,
      dropoffOfficeId: 0,
      pickupAt: at(6),
      returnAt: at(10),
      assuranceCode: "full",
      kmPackageCode: "km500",
      extras: [{ code: "baby-seat", quantity: 2 }],
      campaignCode: "BAHAR15",
      lang: "tr",
    };

    it("prices one-way fee, assurance, KM package, capped extras and the campaign on the server, valid 15 minutes", async () => {
      await addUnit(db, f.clio, f.istAirport);
      const result = await createQuote(
        db,
        { ...request, modelId: f.clio, pickupOfficeId: f.istAirport, dropoffOfficeId: f.izmir },
        { now: NOW },
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      const q = result.quote;
      expect(q.price.lines.map((l) => [l.kind, l.amountKurus])).toEqual([
        ["vehicle", 672_000],
        ["campaignDiscount", -100_800],
        ["oneWayFee", 150_000],
        ["assurance", 100_000],
        ["kmPackage", 40_000],
        ["extra", 80_000],
      ]);
      expect(q.totalKurus).toBe(941_200);
      expect(q.expiresAt.getTime() - NOW.getTime()).toBe(15 * MINUTE);
      expect(q.inputs).toMatchObject({ days: 4, kmAllowance: 1700, campaignCode: "BAHAR15", depositKurus: 500_000 });
      const [stored] = await db.select().from(quotes).where(eq(quotes.id, q.id));
      expect(Number(stored?.totalKurus)).toBe(941_200);
    });

    it("gives a member the member discount when it is larger, and refuses bad options as typed outcomes", async () => {
      const base = {
        ...request,
        modelId: f.clio,
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        campaignCode: null,
      };
      const member = await createQuote(db, { ...base, memberId: "m-7" }, { now: NOW });
      expect(member.ok && member.quote.price.lines[1]).toEqual({
        kind: "memberDiscount",
        percent: 10,
        amountKurus: -67_200,
      });
      expect(await createQuote(db, { ...base, extras: [{ code: "baby-seat", quantity: 3 }] }, { now: NOW })).toEqual({
        ok: false,
        reason: "invalidOption",
        code: "quantityAboveMax",
      });
      expect(await createQuote(db, { ...base, campaignCode: "YOKBOYLE" }, { now: NOW })).toEqual({
        ok: false,
        reason: "unknownCampaign",
      });
      expect(await createQuote(db, { ...base, modelId: f.egea }, { now: NOW })).toEqual({
        ok: false,
        reason: "notAvailable",
      });
    });

    it("cannot be booked after it expired", async () => {
      const id = await quoteId({
        ...request,
        modelId: f.clio,
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
      });
      expect(await reserve(id, "office", new Date(NOW.getTime() + 15 * MINUTE))).toEqual({
        ok: false,
        reason: "quoteExpired",
      });
      expect(await db.select().from(reservations).where(eq(reservations.quoteId, id))).toEqual([]);
    });
  });

  describe("reserveFromQuote", () => {
    const izmirRequest = (modelId: number, campaignCode: string | null = null): QuoteRequest => ({
      modelId,
      pickupOfficeId: f.izmir,
      dropoffOfficeId: f.izmir,
      pickupAt: at(40),
      returnAt: at(42),
      campaignCode,
      lang: "tr",
    });

    it("confirms a pay-at-office booking with its event and confirmation e-mail in the same transaction; a quote books once", async () => {
      const unit = await addUnit(db, f.clio, f.izmir);
      const id = await quoteId(izmirRequest(f.clio));
      const result = await reserve(id);
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.reservation).toMatchObject({
        status: "confirmed",
        unitId: unit,
        paymentType: "office",
        holdExpiresAt: null,
      });
      expect(result.reservation.number).toMatch(/^YLD-[0-9A-HJKMNP-TV-Z]{7}$/);
      const events = await db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, result.reservation.id));
      expect(events).toEqual([expect.objectContaining({ actor: "customer", fromStatus: null, toStatus: "confirmed" })]);
      const mails = (await db.select().from(outbox)).filter((o) =>
        (o.payload as { subject: string }).subject.includes(result.reservation.number),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: "pending", kind: "email" });
      expect(await reserve(id)).toEqual({ ok: false, reason: "quoteUsed" });
    });

    it("holds a pay-now booking for 15 minutes without sending the confirmation yet", async () => {
      await addUnit(db, f.egea, f.izmir);
      const id = await quoteId(izmirRequest(f.egea));
      const result = await reserve(id, "card");
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.reservation.status).toBe("pending_payment");
      expect(result.reservation.holdExpiresAt?.getTime()).toBe(NOW.getTime() + 15 * MINUTE);
      const mails = (await db.select().from(outbox)).filter((o) =>
        (o.payload as { subject: string }).subject.includes(result.reservation.number),
      );
      expect(mails).toEqual([]);
    });

    it("counts campaign uses and refuses a code past its usage limit, leaving nothing behind", async () => {
      const window = {
        pickupOfficeId: f.izmir,
        dropoffOfficeId: f.izmir,
        pickupAt: at(50),
        returnAt: at(52),
        lang: "tr" as const,
      };
      await addUnit(db, f.clio, f.izmir);
      await addUnit(db, f.clio, f.izmir);
      const first = await quoteId({ ...window, modelId: f.clio, campaignCode: "teksefer" });
      const second = await quoteId({ ...window, modelId: f.clio, campaignCode: "TEKSEFER" });
      expect((await reserve(first)).ok).toBe(true);
      expect(await reserve(second)).toEqual({ ok: false, reason: "campaignUsedUp" });
      expect(await db.select().from(reservations).where(eq(reservations.quoteId, second))).toEqual([]);
      const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, f.campaignOnce));
      expect(campaign?.usedCount).toBe(1);
      expect(await createQuote(db, { ...window, modelId: f.clio, campaignCode: "TEKSEFER" }, { now: NOW })).toEqual({
        ok: false,
        reason: "campaignRefused",
        refusal: "usedUp",
      });
    });

    it("refuses a driver too young for the model", async () => {
      await addUnit(db, f.clio, f.izmir);
      const id = await quoteId({ ...izmirRequest(f.clio), pickupAt: at(60), returnAt: at(61) });
      const result = await reserveFromQuote(
        db,
        {
          quoteId: id,
          driver: { ...driver, birthDate: "2007-01-01", licenceDate: "2026-01-01" },
          billing,
          paymentType: "office",
          lang: "tr",
        },
        { now: NOW },
      );
      expect(result).toEqual({ ok: false, reason: "driverNotEligible", problems: ["tooYoung", "licenceTooNew"] });
    });

    it("moves on to the next feasible unit when the first was taken meanwhile, then answers noLongerAvailable with alternatives", async () => {
      // ISTA has no Egea yet in this file, so these two are its only ones (listed by id: no history).
      const window = {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(70),
        returnAt: at(72),
        lang: "tr" as const,
      };
      const first = await addUnit(db, f.egea, f.istAirport);
      const second = await addUnit(db, f.egea, f.istAirport);
      const [q1, q2] = [await quoteId({ ...window, modelId: f.egea }), await quoteId({ ...window, modelId: f.egea })];
      const result = await reserveFromQuote(
        db,
        { quoteId: q1, driver, billing, paymentType: "office", lang: "tr" },
        {
          now: NOW,
          // Another booking lands on the first listed unit after the read: the insert hits 23P01.
          afterUnitsListed: async (tx) => {
            await addReservation(tx, {
              unitId: first,
              modelId: f.egea,
              from: f.istAirport,
              to: f.istAirport,
              pickupAt: at(70),
              returnAt: at(72),
            });
          },
        },
      );
      expect(result.ok && result.reservation.unitId).toBe(second);
      // The competing row survived: only the refused insert was rolled back to its savepoint.
      const held = await db
        .select({ unitId: reservations.unitId })
        .from(reservations)
        .where(and(inArray(reservations.unitId, [first, second]), eq(reservations.status, "confirmed")));
      expect(held.map((r) => r.unitId).sort()).toEqual([first, second].sort());

      const late = await reserve(q2);
      if (late.ok || late.reason !== "noLongerAvailable") throw new Error(JSON.stringify(late));
      expect(late.alternatives.map((m) => m.model.slug)).toEqual(["renault-clio"]);
      expect(await db.select().from(reservations).where(eq(reservations.quoteId, q2))).toEqual([]);
    });
    it("books the one car a run-out payment hold still holds, releasing that hold first (decision 0175)", async () => {
      const unit = await addUnit(db, f.clio, f.izmir);
      const window = {
        pickupOfficeId: f.izmir,
        dropoffOfficeId: f.izmir,
        pickupAt: at(90),
        returnAt: at(92),
        lang: "tr" as const,
      };
      const hold = await addReservation(db, {
        unitId: unit,
        modelId: f.clio,
        from: f.izmir,
        to: f.izmir,
        pickupAt: at(90),
        returnAt: at(92),
        status: "pending_payment",
        holdExpiresAt: new Date(NOW.getTime() + 15 * MINUTE),
      });
      // The hold runs out at NOW + 15 min; the last release ran a second before that, so the
      // quote's and the booking's own (at most every 10 s) leave it in place 4 s after it ran out.
      const later = new Date(NOW.getTime() + 15 * MINUTE + 4_000);
      await releaseExpiredHoldsNow(db, new Date(later.getTime() - 5_000));
      const id = await quoteId({ ...window, modelId: f.clio }, later);
      const [before] = await db.select().from(reservations).where(eq(reservations.id, hold));
      expect(before?.status).toBe("pending_payment");
      const result = await reserveFromQuote(
        db,
        { quoteId: id, driver, billing, paymentType: "office", lang: "tr", unitId: unit },
        { now: later },
      );
      expect(result.ok && result.reservation.unitId).toBe(unit);
      const [after] = await db.select().from(reservations).where(eq(reservations.id, hold));
      expect(after?.status).toBe("expired");
    });
  });

  describe("concurrency", () => {
    it("lets exactly one of 50 simultaneous bookings take the last free unit", async () => {
      const unit = await addUnit(db, f.egea, f.istCity);
      const window = {
        pickupOfficeId: f.istCity,
        dropoffOfficeId: f.istCity,
        pickupAt: at(30),
        returnAt: at(32),
        lang: "tr" as const,
      };
      // Fifty customers holding the same offer: one priced quote, copied as each one's own row.
      const [first] = await db
        .select()
        .from(quotes)
        .where(eq(quotes.id, await quoteId({ ...window, modelId: f.egea })));
      if (!first) throw new Error("quote");
      const { id: _firstId, ...copy } = first;
      const ids = [
        first.id,
        ...(
          await db
            .insert(quotes)
            .values(Array.from({ length: 49 }, () => copy))
            .returning()
        ).map((q) => q.id),
      ];

      // On PostgreSQL each booking gets its own pooled connection; PGlite has one and runs them in turn.
      let racers: Database | null = null;
      let raceDb = db;
      if (ctx.kind() === "postgres" && process.env.DATABASE_URL) {
        const url = (await ownDatabaseUrl(db)) as string;
        racers = await openDatabase({ url, poolSize: 50 });
        raceDb = racers.db;
      }
      try {
        const results = await Promise.all(ids.map((id) => reserve(id, "card", NOW, raceDb)));
        const won = results.filter((r) => r.ok);
        expect(won).toHaveLength(1);
        expect(won[0]?.ok && won[0].reservation.unitId).toBe(unit);
        const lost = results.filter((r) => !r.ok);
        expect(lost).toHaveLength(49);
        for (const r of lost) expect(r).toMatchObject({ ok: false, reason: "noLongerAvailable" });
        const live = await db
          .select()
          .from(reservations)
          .where(
            and(
              eq(reservations.unitId, unit),
              inArray(reservations.status, ["pending_payment", "confirmed", "active"]),
            ),
          );
        expect(live).toHaveLength(1);
        expect(await countOverlappingLiveHolds(db)).toBe(0);
      } finally {
        if (racers) {
          const pool = (racers.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } }).$client;
          pool?.on?.("error", () => {});
          await racers.close();
          // pool.end() resolves before the server has let the backends go; the force-drop in
          // cleanup would otherwise hit them while they are still ending.
          for (let i = 0; i < 100; i++) {
            const open = (await db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
            )) as unknown as { rows: { n: number }[] };
            if ((open.rows[0]?.n ?? 0) <= 4) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      }
    });
  });
}
