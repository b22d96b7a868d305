// The reports (decision 0045) against a real database: known reservations in March 2027 give
// known utilisation, revenue, lead times, cancellations and campaign use; only admin and finance read them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  campaigns,
  cancellationRequests,
  paymentEvents,
  payments,
  reservationEvents,
  reservations,
} from "#app/server/db/schema.ts";
import { staffReport, staffReports } from "#app/server/services/staff/reports.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addUnit, buildFixture, type Fixture, insertReservationRow } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

const finance: StaffActor = { id: "s-fin", name: "Fin", email: "f@yolda.test", role: "finance", officeIds: [] };
const admin: StaffActor = { ...finance, id: "s-adm", role: "admin" };
const agent: StaffActor = { ...finance, id: "s-off", role: "office", officeIds: [1] };
const march = { lang: "en" as const, from: "2027-03-01", to: "2027-03-31", today: "2027-04-10" };
/** An Istanbul wall-clock time as an instant (UTC+3). */
const ist = (local: string) => new Date(`${local}:00+03:00`);

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  const u1 = await addUnit(db, f.clio, f.istAirport);
  const u2 = await addUnit(db, f.egea, f.istAirport);
  const u3 = await addUnit(db, f.clio, f.istCity);
  await addUnit(db, f.egea, f.izmir, false);
  const row = (
    r: Omit<Parameters<typeof insertReservationRow>[2], "paymentType"> & { paymentType?: "office" | "card" },
  ) => insertReservationRow(db, f, { paymentType: "card", ...r });
  // Two days on the airport's Clio, booked the day before with the spring campaign.
  const r1 = await row({
    unitId: u1,
    pickupAt: ist("2027-03-02T09:00"),
    returnAt: ist("2027-03-04T09:00"),
    status: "confirmed",
    totalKurus: 300_000,
    createdAt: ist("2027-03-01T09:00"),
  });
  const [bahar] = await db.select().from(campaigns).where(eq(campaigns.code, "BAHAR15"));
  await db
    .update(reservations)
    .set({ campaignId: bahar!.id, campaignCode: "BAHAR15", discountKurus: 50_000 })
    .where(eq(reservations.id, r1.id));
  // A week on the city office's car (five days in the first week, two in the second), paid at the office.
  await row({
    unitId: u3,
    pickupAt: ist("2027-03-03T09:00"),
    returnAt: ist("2027-03-10T09:00"),
    status: "completed",
    paymentType: "office",
    totalKurus: 500_000,
    createdAt: ist("2027-03-03T08:00"),
  });
  // Booked in March for April: counts for lead time, not for March's revenue.
  await row({
    unitId: u2,
    pickupAt: ist("2027-04-02T09:00"),
    returnAt: ist("2027-04-03T09:00"),
    status: "confirmed",
    paymentType: "office",
    totalKurus: 100_000,
    createdAt: ist("2027-03-10T09:00"),
  });
  // Cancelled with a full refund.
  const r4 = await row({
    unitId: u2,
    pickupAt: ist("2027-03-20T09:00"),
    returnAt: ist("2027-03-22T09:00"),
    status: "cancelled",
    totalKurus: 200_000,
    createdAt: ist("2027-03-05T09:00"),
  });
  await db.insert(reservationEvents).values({
    reservationId: r4.id,
    actor: "staff:s-fin",
    fromStatus: "confirmed",
    toStatus: "cancelled",
    at: ist("2027-03-18T10:00"),
  });
  await db.insert(cancellationRequests).values({
    reservationId: r4.id,
    reason: "plans changed",
    lang: "tr",
    rule: "prepaid_full",
    refundKurus: 200_000,
    deductionKurus: 0,
    status: "applied",
    requestedAt: ist("2027-03-17T10:00"),
    appliedAt: ist("2027-03-18T10:00"),
    refundState: "refunded",
  });
  // The bank's answers are what the report counts (decision 0074): r4's refund was confirmed...
  const [p4] = await db
    .insert(payments)
    .values({
      reservationId: r4.id,
      orderId: "R4-1",
      amountKurus: 200_000,
      status: "refunded",
      model: "3d_pay",
      lang: "tr",
    })
    .returning({ id: payments.id });
  await db.insert(paymentEvents).values({
    paymentId: p4!.id,
    actor: "staff:s-fin",
    kind: "refunded",
    fromStatus: "approved",
    toStatus: "refunded",
    amountKurus: 200_000,
    detail: { reason: "cancellation:earlyFull" },
    at: ist("2027-03-18T10:01"),
  });
  // ...r5's was refused ("No record found"): approved on paper, no money moved, not counted.
  const r5 = await row({
    unitId: u1,
    pickupAt: ist("2027-03-28T09:00"),
    returnAt: ist("2027-03-29T09:00"),
    status: "cancelled",
    totalKurus: 645_000,
    // Booked in February: March's bookings, revenue and lead times stay as they are.
    createdAt: ist("2027-02-06T09:00"),
  });
  await db.insert(cancellationRequests).values({
    reservationId: r5.id,
    reason: "flight cancelled",
    lang: "tr",
    rule: "earlyFull",
    refundKurus: 645_000,
    deductionKurus: 0,
    status: "applied",
    requestedAt: ist("2027-03-19T10:00"),
    appliedAt: ist("2027-03-19T11:00"),
    refundState: "failed",
  });
  const [p5] = await db
    .insert(payments)
    .values({
      reservationId: r5.id,
      orderId: "R5-1",
      amountKurus: 645_000,
      status: "approved",
      model: "3d_pay",
      lang: "tr",
    })
    .returning({ id: payments.id });
  await db.insert(paymentEvents).values({
    paymentId: p5!.id,
    actor: "staff:s-fin",
    kind: "refund_declined",
    fromStatus: "approved",
    toStatus: "approved",
    amountKurus: 645_000,
    detail: { reason: "cancellation:earlyFull", errMsg: "No record found for R5-1" },
    at: ist("2027-03-19T11:00"),
  });
  // A payment hold that ran out: no revenue, no lead time, no utilisation.
  await row({
    unitId: u1,
    pickupAt: ist("2027-03-25T09:00"),
    returnAt: ist("2027-03-26T09:00"),
    status: "expired",
    totalKurus: 100_000,
    createdAt: ist("2027-03-24T09:00"),
  });
});
afterAll(async () => {
  await testDb?.cleanup();
});

describe("reports", () => {
  it("utilisation: booked hours over in-service car hours, per week, office and class", async () => {
    const { utilisation } = await staffReports(db, finance, march);
    expect(utilisation.weeks).toEqual(["2027-03-01", "2027-03-08", "2027-03-15", "2027-03-22", "2027-03-29"]);
    const week1 = utilisation.cells.filter((c) => c.monday === "2027-03-01");
    // The airport: 2 cars x 7 days = 336 h, 48 h rented. The city office: 1 car, from Wednesday 09:00
    // to the end of Sunday = 111 of 168 h.
    expect(week1.map((c) => [c.office, c.units, c.bookedHours, c.percent])).toEqual([
      ["ISTA Office", 2, 48, 14.3],
      ["ISTC Office", 1, 111, 66.1],
    ]);
    // The last week has three days in March; the out-of-service Izmir car counts nowhere.
    expect(utilisation.cells.filter((c) => c.monday === "2027-03-29").map((c) => c.days)).toEqual([3, 3]);
    expect(utilisation.byClass).toEqual([{ classId: f.economy, className: "Economy", percent: [31.5, 11.3, 0, 0, 0] }]);
    const airportOnly = await staffReport(db, admin, "doluluk", { ...march, officeId: f.istAirport });
    expect(airportOnly.name === "doluluk" && airportOnly.data.byClass[0]?.percent[0]).toBe(14.3);
  });

  it("revenue: booked totals of March by payment type, the cancelled and expired left out", async () => {
    const { revenue } = await staffReports(db, finance, march);
    expect(revenue).toEqual({
      months: ["2027-03"],
      office: [{ bookings: 1, totalKurus: 500_000 }],
      card: [{ bookings: 1, totalKurus: 300_000 }],
      charges: [{ returns: 0, chargesKurus: 0 }],
      bookedKurus: 800_000,
      chargesKurus: 0,
      totalKurus: 800_000,
    });
  });

  it("lead time: bookings made in March by days before pick-up, with the median", async () => {
    const { leadTime } = await staffReports(db, finance, march);
    expect(leadTime.bookings).toBe(4);
    expect(leadTime.medianDays).toBe(1);
    expect(leadTime.buckets.map((b) => b.count)).toEqual([1, 1, 0, 0, 2, 0, 0]);
  });

  it("cancellations and their refunds per month; campaign use with what it cost", async () => {
    const { cancellations, campaigns: used } = await staffReports(db, finance, march);
    expect(cancellations.months).toEqual([
      { month: "2027-03", cancelled: 1, refunds: 1, refundKurus: 200_000, deductionKurus: 0 },
    ]);
    expect(used.campaigns.map((c) => [c.code, c.uses, c.discountKurus, c.revenueKurus])).toEqual([
      ["BAHAR15", 1, 50_000, 300_000],
      ["TEKSEFER", 0, 0, 0],
    ]);
  });

  it("falls back to the default period and says why when the one asked for is reversed", async () => {
    const view = await staffReports(db, finance, { ...march, from: "2027-03-31", to: "2027-03-01" });
    expect(view.problem).toBe("order");
    expect(view.range).toEqual({ from: "2027-02-01", to: "2027-04-10" });
  });

  it("is for admin and finance only", async () => {
    await expect(staffReports(db, agent, march)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(staffReport(db, { ...agent, role: "call_centre" }, "gelir", march)).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
  });
});
