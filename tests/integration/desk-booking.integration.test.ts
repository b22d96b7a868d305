// Bookings made at the desk and on the phone, and the do-not-rent list (decisions 0076 and 0077),
// against a real database (PGlite, or PostgreSQL with DATABASE_URL): a walk-in paid in cash is one
// reservation with its payment, audit entry and confirmation e-mail; the desk's price is the site's
// for the same inputs; twenty concurrent posts of one form make one booking; a listed person is
// refused on the web (no reason) and at the desk (reason shown).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { type Database, type Db, openDatabase } from "#app/server/db/client.server.ts";
import {
  auditLog,
  deskBookings,
  deskPayments,
  doNotRentEntries,
  outbox,
  paymentReferences,
  reservations,
} from "#app/server/db/schema.ts";
import { deskBalanceOf } from "#app/server/services/desk/desk-payment.server.ts";
import { cancelOnBehalf } from "#app/server/services/desk/cancel.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { bookAtDesk, deskSearch, walkInPickup } from "#app/server/services/desk/desk-booking.server.ts";
import { addToDoNotRent, checkDoNotRent, removeFromDoNotRent } from "#app/server/services/desk/do-not-rent.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { closeTillDay } from "#app/server/services/staff/finance.server.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import type { DriverDraft } from "#app/shared/booking/driver-schema.ts";
import { addUnit, at, billing, driver, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { ownDatabaseUrl, type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase;
let db: Db;
let f: Fixture;
/** Where the racing calls run: a pool on PostgreSQL, the one PGlite otherwise. */
let racers: Database | null = null;
let raceDb: Db;
const PUBLIC_URL = "http://127.0.0.1:3000";

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await resetAndBuildFixture(db);
  for (let i = 0; i < 4; i++) await addUnit(db, f.clio, f.istAirport);
  for (let i = 0; i < 2; i++) await addUnit(db, f.egea, f.istAirport);
  raceDb = db;
  if (test.database.kind === "postgres" && process.env.DATABASE_URL) {
    const url = (await ownDatabaseUrl(db)) as string;
    racers = await openDatabase({ url, poolSize: 22 });
    raceDb = racers.db;
  }
}, 120_000);

afterAll(async () => {
  if (racers) {
    const pool = (racers.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } }).$client;
    pool?.on?.("error", () => {});
    await racers.close();
    for (let i = 0; i < 100; i++) {
      const open = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      if ((open.rows[0]?.n ?? 0) <= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await test.cleanup();
});

function actor(role: StaffRole, officeIds: number[] = []): StaffActor {
  return {
    id: `staff-${role}-${officeIds.join("-")}`,
    name: `Test ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds,
  };
}
const agent = () => actor("office", [f.istAirport]);

function typed(overrides: Partial<DriverDraft> = {}): DriverDraft {
  return {
    firstName: "Can",
    lastName: "Demir",
    email: "can.demir@example.com",
    phoneCountry: "TR",
    phone: "5329998877",
    birthDate: "10.05.1985",
    licenceDate: "01.06.2005",
    nationality: "tr",
    tckn: "10000000146",
    billingKind: "individual",
    billingName: "Can Demir",
    billingTckn: "10000000146",
    billingAddress: "Beşiktaş, İstanbul",
    termsAccepted: "on",
    kvkkAccepted: "on",
    ...overrides,
  };
}

const emailsTo = async (to: string) =>
  (await db.select({ payload: outbox.payload }).from(outbox)).filter(
    (row) => (row.payload as { to: string }).to === to,
  );

describe("a walk-in served at the counter", () => {
  it("books from now, takes the whole price in cash in the same transaction, e-mails the customer and audits it", async () => {
    const pickupAt = walkInPickup(NOW);
    const returnAt = at(3);
    const found = await deskSearch(
      db,
      agent(),
      { pickupOfficeId: f.istAirport, dropoffOfficeId: f.istAirport, pickupAt, returnAt },
      NOW,
    );
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const clio = found.models.find((m) => m.model.id === f.clio);
    const freeCar = found.units.get(f.clio)?.[0];
    expect(clio && freeCar).toBeTruthy();
    if (!clio || !freeCar) return;

    const key = randomUUID();
    const result = await bookAtDesk(
      db,
      agent(),
      {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt,
        returnAt,
        modelId: f.clio,
        unitId: freeCar.unitId,
        customerLang: "en",
        driver: typed(),
        payment: "cash",
        key,
        publicUrl: PUBLIC_URL,
      },
      { now: NOW },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booked.totalKurus).toBe(clio.totalKurus);

    const [row] = await db.select().from(reservations).where(eq(reservations.number, result.booked.number));
    expect(row).toMatchObject({
      channel: "desk",
      createdByStaffId: agent().id,
      status: "confirmed",
      paymentType: "office",
      unitId: freeCar.unitId,
      pickupAt,
      lang: "en",
    });
    if (!row) return;
    const paid = await db.select().from(deskPayments).where(eq(deskPayments.reservationId, row.id));
    expect(paid.map((p) => [p.method, p.amountKurus])).toEqual([["cash", row.totalKurus]]);
    expect((await deskBalanceOf(db, row)).owedKurus).toBe(0);
    const [desk] = await db.select().from(deskBookings).where(eq(deskBookings.reservationId, row.id));
    expect(desk).toMatchObject({ paymentChoice: "cash", deskPaymentId: paid[0]?.id, idempotencyKey: key });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, "reservation.create")));
    expect(audits).toHaveLength(1);
    const mails = await emailsTo("can.demir@example.com");
    expect(mails).toHaveLength(1);
    expect((mails[0]?.payload as { subject: string }).subject).toContain(row.number);
  });

  it("records the office terminal's slip number, and refuses a card payment without one", async () => {
    const base = {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(1),
      returnAt: at(2),
      modelId: f.egea,
      customerLang: "tr" as const,
      driver: typed({
        email: "pos@example.com",
        phone: "5320001122",
        tckn: "",
        nationality: "foreign",
        passport: "U1234567",
      }),
      payment: "card_terminal" as const,
      publicUrl: PUBLIC_URL,
    };
    const missing = await bookAtDesk(db, agent(), { ...base, key: randomUUID(), posAuthorisation: "" }, { now: NOW });
    expect(missing).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { posAuthorisation: expect.any(Array) },
    });
    const booked = await bookAtDesk(
      db,
      agent(),
      { ...base, key: randomUUID(), posAuthorisation: "ab 12 34" },
      { now: NOW },
    );
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const [row] = await db
      .select({ pos: deskBookings.posAuthorisation, method: deskPayments.method })
      .from(deskBookings)
      .innerJoin(reservations, eq(reservations.id, deskBookings.reservationId))
      .innerJoin(deskPayments, eq(deskPayments.id, deskBookings.deskPaymentId))
      .where(eq(reservations.number, booked.booked.number));
    expect(row).toEqual({ pos: "AB1234", method: "card_terminal" });
  });

  it("keeps an office agent to their own offices and the call centre away from the till", async () => {
    const input = {
      pickupOfficeId: f.istCity,
      dropoffOfficeId: f.istCity,
      pickupAt: at(2),
      returnAt: at(4),
      modelId: f.clio,
      customerLang: "tr" as const,
      driver: typed(),
      payment: "cash" as const,
      key: randomUUID(),
      publicUrl: PUBLIC_URL,
    };
    await expect(bookAtDesk(db, agent(), input, { now: NOW })).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(bookAtDesk(db, actor("finance"), input, { now: NOW })).rejects.toBeInstanceOf(StaffAccessDenied);
    const phone = await bookAtDesk(db, actor("call_centre"), input, { now: NOW });
    expect(phone).toEqual({ ok: false, reason: "paymentNotAllowed" });
  });
});

describe("the price", () => {
  it("is the site's for the same inputs: campaign, one-way fee, package, extras, and member-free", async () => {
    const window = { pickupOfficeId: f.istAirport, dropoffOfficeId: f.izmir, pickupAt: at(6), returnAt: at(10) };
    const options = {
      modelId: f.clio,
      assuranceCode: "full",
      kmPackageCode: "km500",
      extras: [{ code: "baby-seat", quantity: 1 }],
      campaignCode: "BAHAR15",
    };
    const web = await searchAvailability(db, { ...window, campaignCode: "BAHAR15" }, { now: NOW });
    const desk = await deskSearch(db, agent(), { ...window, campaignCode: "BAHAR15" }, NOW);
    expect(web.ok && desk.ok).toBe(true);
    if (!web.ok || !desk.ok) return;
    expect(desk.models.map((m) => [m.model.id, m.totalKurus])).toEqual(
      web.models.map((m) => [m.model.id, m.totalKurus]),
    );
    expect(web.oneWayFeeKurus).toBeGreaterThan(0);

    const webQuote = await createQuote(db, { ...window, ...options, lang: "tr" }, { now: NOW });
    expect(webQuote.ok).toBe(true);
    if (!webQuote.ok) return;
    const booked = await bookAtDesk(
      db,
      agent(),
      {
        ...window,
        ...options,
        customerLang: "tr",
        driver: typed({ email: "price@example.com", phone: "5320002233" }),
        payment: "at_pickup",
        key: randomUUID(),
        publicUrl: PUBLIC_URL,
      },
      { now: NOW },
    );
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(booked.booked.totalKurus).toBe(webQuote.quote.totalKurus);
    const [row] = await db.select().from(reservations).where(eq(reservations.number, booked.booked.number));
    expect(row?.lines).toEqual(webQuote.quote.price.lines);
    expect(
      await db
        .select()
        .from(deskPayments)
        .where(eq(deskPayments.reservationId, row?.id ?? "")),
    ).toEqual([]);
  });
});

describe("one form, one booking", () => {
  it("makes one reservation and one payment from twenty concurrent posts of the same form", async () => {
    const key = randomUUID();
    const input = {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(20),
      returnAt: at(22),
      modelId: f.clio,
      customerLang: "tr" as const,
      driver: typed({ email: "race@example.com", phone: "5320003344" }),
      payment: "cash" as const,
      key,
      publicUrl: PUBLIC_URL,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => bookAtDesk(raceDb, agent(), input, { now: NOW })),
    );
    const numbers = new Set(results.map((r) => (r.ok ? r.booked.number : `refused:${r.reason}`)));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^YLD-/);
    expect(results.filter((r) => r.ok && !r.booked.replayed)).toHaveLength(1);
    const made = await db.select().from(reservations).where(eq(reservations.draftId, key));
    expect(made).toHaveLength(1);
    const paid = await db
      .select()
      .from(deskPayments)
      .where(eq(deskPayments.reservationId, made[0]?.id ?? ""));
    expect(paid).toHaveLength(1);
    expect(await emailsTo("race@example.com")).toHaveLength(1);
  });
});

describe("a payment link from the call centre", () => {
  it("books by phone, issues one /sanal-odeme reference for the whole price and e-mails it once", async () => {
    const key = randomUUID();
    const input = {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(5),
      returnAt: at(7),
      modelId: f.egea,
      customerLang: "en" as const,
      driver: typed({ email: "caller@example.com", phone: "5320004455" }),
      payment: "link" as const,
      key,
      publicUrl: PUBLIC_URL,
    };
    const first = await bookAtDesk(db, actor("call_centre"), input, { now: NOW });
    const again = await bookAtDesk(db, actor("call_centre"), input, { now: NOW });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(first.booked.link?.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/en\/sanal-odeme\?ref=REF-/);
    expect(again.booked.link?.reference).toBe(first.booked.link?.reference);
    expect(first.booked.link?.amountKurus).toBe(first.booked.totalKurus);
    const [row] = await db.select().from(reservations).where(eq(reservations.number, first.booked.number));
    expect(row).toMatchObject({ channel: "phone", status: "confirmed" });
    const refs = await db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reservationId, row?.id ?? ""));
    expect(refs).toHaveLength(1);
    const mails = await emailsTo("caller@example.com");
    // The booking's confirmation and the link.
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => (m.payload as { text: string }).text.includes(first.booked.link?.url ?? "?"))).toBe(true);
  });
});

describe("the do-not-rent list", () => {
  const admin = actor("admin");

  it("refuses a listed person on the web without a reason and shows the reason at the desk", async () => {
    const added = await addToDoNotRent(db, admin, {
      kind: "phone",
      value: "0532 111 22 33",
      personName: "Ayşe Yılmaz",
      reason: "Araç hasarlı iade edildi, ödeme yapılmadı",
      now: NOW,
    });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(
      await addToDoNotRent(db, admin, {
        kind: "phone",
        value: "+90 532 111 2233",
        personName: "A",
        reason: "x",
        now: NOW,
      }),
    ).toMatchObject({ ok: false, code: "duplicate" });
    await expect(
      addToDoNotRent(db, agent(), { kind: "email", value: "a@b.co", personName: "A", reason: "x", now: NOW }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);

    // The web: the fixture's driver has this phone number.
    const quote = await createQuote(
      db,
      {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(30),
        returnAt: at(32),
        modelId: f.clio,
        lang: "tr",
      },
      { now: NOW },
    );
    if (!quote.ok) throw new Error(quote.reason);
    const web = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    expect(web).toEqual({ ok: false, reason: "refused" });

    // The desk: the same person, the phone typed another way.
    const desk = await bookAtDesk(
      db,
      agent(),
      {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(30),
        returnAt: at(32),
        modelId: f.clio,
        customerLang: "tr",
        driver: typed({ phone: "+90 (532) 111 22 33" }),
        payment: "at_pickup",
        key: randomUUID(),
        publicUrl: PUBLIC_URL,
      },
      { now: NOW },
    );
    expect(desk).toMatchObject({
      ok: false,
      reason: "doNotRent",
      matches: [{ kind: "phone", reason: "Araç hasarlı iade edildi, ödeme yapılmadı", addedByName: "Test admin" }],
    });

    // Removed with a reason: the row stays, the person may book again.
    const removed = await removeFromDoNotRent(db, admin, { id: added.row.id, reason: "Borç kapatıldı", now: NOW });
    expect(removed.ok).toBe(true);
    expect(await checkDoNotRent(db, { phone: "05321112233" })).toEqual({ listed: false });
    const [kept] = await db.select().from(doNotRentEntries).where(eq(doNotRentEntries.id, added.row.id));
    expect(kept).toMatchObject({ removalReason: "Borç kapatıldı", removedByName: "Test admin" });
    const again = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    expect(again.ok).toBe(true);
  });

  it("never deletes or rewrites an entry", async () => {
    const added = await addToDoNotRent(db, admin, {
      kind: "email",
      value: "Kara.Liste@Example.com",
      personName: "Kara Liste",
      reason: "Sahte belge",
      now: NOW,
    });
    if (!added.ok) throw new Error("not added");
    expect(added.row.value).toBe("kara.liste@example.com");
    await expect(db.delete(doNotRentEntries).where(eq(doNotRentEntries.id, added.row.id))).rejects.toThrow();
    await expect(
      db.update(doNotRentEntries).set({ reason: "başka" }).where(eq(doNotRentEntries.id, added.row.id)),
    ).rejects.toThrow();
    expect((await checkDoNotRent(db, { email: " KARA.LISTE@example.COM" })).listed).toBe(true);
  });
});

describe("e-mails of desk actions", () => {
  it("tells the customer of a desk cancellation in their language, once", async () => {
    const booked = await bookAtDesk(
      db,
      agent(),
      {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(40),
        returnAt: at(42),
        modelId: f.egea,
        customerLang: "en",
        driver: typed({ email: "cancel@example.com", phone: "5320006677" }),
        payment: "at_pickup",
        key: randomUUID(),
        publicUrl: PUBLIC_URL,
      },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(booked.reason);
    // Nothing was paid: no refund goes through the bank.
    const noBank = {} as PaymentGateway;
    const input = { number: booked.booked.number, reason: "Müşteri aradı", now: NOW };
    expect(await cancelOnBehalf(db, noBank, agent(), input)).toMatchObject({ ok: true, repeated: false });
    expect(await cancelOnBehalf(db, noBank, agent(), input)).toMatchObject({ ok: true, repeated: true });
    const subjects = (await emailsTo("cancel@example.com")).map((m) => (m.payload as { subject: string }).subject);
    expect(subjects.filter((s) => s.startsWith("Your reservation is cancelled"))).toEqual([
      `Your reservation is cancelled: ${booked.booked.number}`,
    ]);
  });
});

// Last in the file: it closes the airport's drawer for NOW's day.
describe("a walk-in's cash and the closed drawer (decision 0075)", () => {
  it("refuses cash once the office's day is counted and closed, books nothing, and the same form books to pay at pick-up", async () => {
    const day = istanbulDate(NOW);
    const closed = await closeTillDay(db, actor("admin"), {
      officeId: f.istAirport,
      date: day,
      countedKurus: 0,
      reason: "Gün sonu sayımı",
      now: NOW,
      today: day,
    });
    expect(closed.ok).toBe(true);
    const key = randomUUID();
    const input = {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: walkInPickup(NOW),
      returnAt: at(2),
      modelId: f.clio,
      customerLang: "tr" as const,
      driver: typed({ email: "closed-day@example.com", phone: "5320007788" }),
      key,
      publicUrl: PUBLIC_URL,
    };
    const cash = await bookAtDesk(db, agent(), { ...input, payment: "cash" }, { now: NOW });
    expect(cash).toEqual({ ok: false, reason: "dayClosed" });
    expect(await db.select().from(reservations).where(eq(reservations.draftId, key))).toHaveLength(0);
    expect(await emailsTo("closed-day@example.com")).toHaveLength(0);

    const later = await bookAtDesk(db, agent(), { ...input, payment: "at_pickup" }, { now: NOW });
    expect(later.ok).toBe(true);
    const made = await db.select().from(reservations).where(eq(reservations.draftId, key));
    expect(made).toHaveLength(1);
    expect(
      await db
        .select()
        .from(deskPayments)
        .where(eq(deskPayments.reservationId, made[0]?.id ?? "")),
    ).toHaveLength(0);
  });
});
