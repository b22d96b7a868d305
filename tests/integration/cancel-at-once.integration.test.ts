// Cancel at once (issue 31 item 1, decision 0100) against a real database and the sandbox bank:
// free pay-at-office, prepaid with a deduction refunded at once, a refusing bank (cancelled anyway,
// the refund with finance, the customer told), and 20 confirmations at once -> one of everything.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { cancellationRequests, departments, outbox, payments, reservations } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { listPaymentEvents } from "#app/server/repositories/payments.server.ts";
import { cancelAtOnce, checkCancelAtOnce } from "#app/server/services/cancel-at-once.server.ts";
import { findReservationById } from "#app/server/repositories/reservations.server.ts";
import { requestOutcome } from "#app/domain/cancellation/desk-decision.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
});
afterAll(() => closeTestDatabase(testDb));

let offsetDays = 10;
async function booked(b: { days: number; vehicleKurus: number; paymentType?: "card" | "office"; lang?: "tr" | "en" }) {
  offsetDays += b.days + 2;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  return bookedReservation(db, f, w, { ...b, at: T0, pickupAt, pan: APPROVED, publicUrl: PUBLIC_URL });
}

async function reservation(id: string) {
  const r = await findReservationById(db, id);
  if (!r) throw new Error("reservation");
  return r;
}

async function requestsOf(id: string) {
  return db.select().from(cancellationRequests).where(eq(cancellationRequests.reservationId, id));
}

async function mailsTo(address: string): Promise<EmailMessage[]> {
  const rows = await db.select().from(outbox);
  return rows.map((r) => r.payload as EmailMessage).filter((m) => m.to === address);
}

function refusingGateway(): PaymentGateway {
  const real = w.setup.gateway;
  const wrapped = Object.create(real) as PaymentGateway;
  wrapped.refund = async (input) => ({
    kind: "error",
    orderId: input.orderId,
    reason: "provider_error",
    resultCode: "99",
    errorCode: "CORE-2008",
    message: "Refund temporarily not possible",
  });
  return wrapped;
}

describe("cancel at once", () => {
  it("a pay-at-office booking: cancelled at once, nothing to pay, e-mailed in Turkish, self-service on record", async () => {
    const r = await booked({ days: 2, vehicleKurus: 200_000, paymentType: "office" });
    const now = new Date(r.pickupAt.getTime() - 2 * HOUR);
    const check = await checkCancelAtOnce(db, await reservation(r.id), "tr", now);
    expect(check.decision).toEqual({ atOnce: true });
    expect(check.preview.money).toEqual({ kind: "nothingToPay" });
    const result = await cancelAtOnce(db, w.setup.gateway, {
      reservationId: r.id,
      lang: "tr",
      now,
      clientIp: "203.0.113.5",
      shownRefundKurus: 0,
    });
    expect(result).toMatchObject({ ok: true, outcome: "nothingToPay", repeat: false });
    expect((await reservation(r.id)).status).toBe("cancelled");
    const [request] = await requestsOf(r.id);
    expect(request).toMatchObject({ status: "applied", selfService: true, refundState: "none", rule: "payAtOffice" });
    const mails = await mailsTo((await reservation(r.id)).driver.email);
    expect(mails.at(-1)?.subject).toContain("Rezervasyonunuz iptal edildi");
    expect(mails.at(-1)?.text).toContain("Ödemeniz gereken bir tutar yok.");
  });

  it("prepaid, under 12 hours: one day kept, the rest refunded at the sandbox bank at once, e-mailed in English", async () => {
    const r = await booked({ days: 3, vehicleKurus: 300_000, lang: "en" });
    const now = new Date(r.pickupAt.getTime() - 5 * HOUR);
    w.clock.now = now;
    const check = await checkCancelAtOnce(db, await reservation(r.id), "en", now);
    expect(check.preview).toMatchObject({ rule: "lateOneDay", refundKurus: 200_000, refund: "2,000.00 TL" });
    // A stale amount (the page was opened before the 12-hour line): shown again, nothing done.
    const stale = await cancelAtOnce(db, w.setup.gateway, {
      reservationId: r.id,
      lang: "en",
      now,
      clientIp: null,
      shownRefundKurus: 300_000,
    });
    expect(stale).toMatchObject({ ok: false, reason: "changed", preview: { refundKurus: 200_000 } });
    expect((await reservation(r.id)).status).toBe("confirmed");

    const result = await cancelAtOnce(db, w.setup.gateway, {
      reservationId: r.id,
      lang: "en",
      now,
      clientIp: null,
      shownRefundKurus: 200_000,
    });
    expect(result).toMatchObject({ ok: true, outcome: "refunded", refund: "2,000.00 TL", deduction: "1,000.00 TL" });
    const [p] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, r.paymentId ?? ""));
    expect(p?.refundedKurus).toBe(200_000);
    const [request] = await requestsOf(r.id);
    expect(request).toMatchObject({ selfService: true, refundState: "refunded", refundKurus: 200_000 });
    expect(requestOutcome(request!)).toBe("approved");
    const mail = (await mailsTo((await reservation(r.id)).driver.email)).at(-1);
    expect(mail?.text).toContain("2,000.00 TL has been refunded to your card");
  });

  it("the bank refuses: cancelled all the same, the refund with finance as failed, the customer told the truth", async () => {
    const r = await booked({ days: 2, vehicleKurus: 250_000 });
    const now = new Date(r.pickupAt.getTime() - 3 * DAY);
    w.clock.now = now;
    const result = await cancelAtOnce(db, refusingGateway(), {
      reservationId: r.id,
      lang: "tr",
      now,
      clientIp: null,
      shownRefundKurus: 250_000,
    });
    expect(result).toMatchObject({ ok: true, outcome: "failed" });
    expect((await reservation(r.id)).status).toBe("cancelled");
    const [request] = await requestsOf(r.id);
    expect(request).toMatchObject({ status: "applied", selfService: true, refundState: "failed" });
    // In the finance inbox: open until the money is paid back (retry or manual refund).
    expect(requestOutcome(request!)).toBe("refundOpen");
    const mail = (await mailsTo((await reservation(r.id)).driver.email)).at(-1);
    expect(mail?.text).toContain(
      "İade otomatik olarak yapılamadı; finans ekibimiz 2.500,00 TL tutarını en geç 10 iş günü",
    );
  });

  it("20 confirmations at once: one cancellation, one request, one refund at the bank", async () => {
    const r = await booked({ days: 2, vehicleKurus: 180_000 });
    const now = new Date(r.pickupAt.getTime() - 2 * DAY);
    w.clock.now = now;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancelAtOnce(db, w.setup.gateway, {
          reservationId: r.id,
          lang: "tr",
          now,
          clientIp: null,
          shownRefundKurus: 180_000,
        }),
      ),
    );
    expect(results.every((x) => x.ok)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeat)).toHaveLength(1);
    expect(await requestsOf(r.id)).toHaveLength(1);
    const events = await listPaymentEvents(db, r.paymentId ?? "");
    expect(events.filter((e) => e.kind === "refunded")).toHaveLength(1);
    expect(events.filter((e) => e.kind === "refund_requested")).toHaveLength(1);
    const cancelled = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, r.id), eq(reservations.status, "cancelled")));
    expect(cancelled).toHaveLength(1);
  });

  it("after pick-up time it is a request for the desk, never at once", async () => {
    const r = await booked({ days: 2, vehicleKurus: 100_000 });
    const now = new Date(r.pickupAt.getTime() + HOUR);
    const check = await checkCancelAtOnce(db, await reservation(r.id), "tr", now);
    expect(check.decision).toEqual({ atOnce: false, why: "pickUpPassed" });
    const result = await cancelAtOnce(db, w.setup.gateway, {
      reservationId: r.id,
      lang: "tr",
      now,
      clientIp: null,
      shownRefundKurus: check.preview.refundKurus,
    });
    expect(result).toEqual({ ok: false, reason: "notAtOnce" });
    expect((await reservation(r.id)).status).toBe("confirmed");
  });
});
