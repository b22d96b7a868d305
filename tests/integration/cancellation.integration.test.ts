// Cancellation (decision 0018) against a real database and the sandbox bank: the request shows and records the
// policy's refund in two steps, and applyCancellation cancels (freeing the unit) and refunds every
// branch of the policy exactly once, however often it is called.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { cancellationRequests, departments, outbox, payments, reservations } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { listPaymentEvents } from "#app/server/repositories/payments.server.ts";
import type { FormGuardEnv } from "#app/server/security/form-guard.server.ts";
import { revealCaptchaAnswer } from "#app/server/security/test-hooks.server.ts";
import { applyCancellation, submitCancellation } from "#app/server/services/cancellation.server.ts";
import {
  cancellationRequestState,
  displayLocal,
  lookupReservation,
} from "#app/server/services/reservation-lookup.server.ts";
import { type FormRequest, securityCode } from "#app/server/services/forms.server.ts";
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

type Booking = {
  days: number;
  vehicleKurus: number;
  assuranceKurus?: number;
  paymentType?: "card" | "office";
  lastName?: string;
};

/** A reservation paid by card through the sandbox bank at T0 (or a pay-at-office one). */
async function booked(b: Booking) {
  offsetDays += b.days + 2;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  return bookedReservation(db, f, w, { ...b, at: T0, pickupAt, pan: APPROVED, publicUrl: PUBLIC_URL });
}

async function paymentOf(id: string | null) {
  const [p] = await db
    .select()
    .from(payments)
    .where(eq(payments.id, id ?? ""));
  if (!p) throw new Error("payment");
  return p;
}

async function ledgerCredits(orderId: string) {
  const entry = await w.setup.sandbox!.ledger.get("190100000", orderId);
  return entry?.movements.filter((m) => m.type === "Credit") ?? [];
}

async function statusOf(id: string) {
  const [row] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id));
  return row?.status;
}

const apply = (reservationId: string, at: Date) =>
  applyCancellation(db, w.setup.gateway, { reservationId, actor: "staff:42", now: at });

describe("applyCancellation follows every branch of the policy with the sandbox bank", () => {
  it.each([
    // name, booking, hours before pick-up, expected refund
    [
      "assurance package: full refund even 1 hour before",
      { days: 2, vehicleKurus: 300_000, assuranceKurus: 60_000 },
      1,
      "assuranceFree",
      360_000,
    ],
    ["prepaid 12 hours or more before: full refund", { days: 2, vehicleKurus: 300_000 }, 12, "earlyFull", 300_000],
    ["under 12 hours, 1-3 days: one day kept", { days: 3, vehicleKurus: 300_000 }, 11, "lateOneDay", 200_000],
    ["under 12 hours, 4-7 days: two days kept", { days: 5, vehicleKurus: 500_000 }, 2, "lateTwoDays", 300_000],
    ["under 12 hours, 8+ days: 20% kept", { days: 9, vehicleKurus: 900_000 }, 3, "lateTwentyPercent", 720_000],
    ["after pick-up time, not picked up: late rule", { days: 1, vehicleKurus: 120_000 }, -2, "lateOneDay", 0],
  ] as const)("%s", async (_name, booking, hoursBefore, rule, refundKurus) => {
    const r = await booked(booking);
    const at = new Date(r.pickupAt.getTime() - hoursBefore * HOUR);
    w.clock.now = at;
    const result = await apply(r.id, at);
    expect(result).toMatchObject({ ok: true, rule, refundKurus, alreadyCancelled: false });
    expect(await statusOf(r.id)).toBe("cancelled");
    const p = await paymentOf(r.paymentId);
    expect(p.refundedKurus).toBe(refundKurus);
    expect(await ledgerCredits(p.orderId)).toHaveLength(refundKurus > 0 ? 1 : 0);

    // Again (a double click, a retry after a crash): no second refund, the first answer comes back.
    const again = await apply(r.id, new Date(at.getTime() + HOUR));
    expect(again).toMatchObject({ ok: true, rule, alreadyCancelled: true });
    if (result.ok && again.ok) expect(again.refund).toEqual(result.refund);
    expect((await paymentOf(r.paymentId)).refundedKurus).toBe(refundKurus);
    expect(await ledgerCredits(p.orderId)).toHaveLength(refundKurus > 0 ? 1 : 0);
    const refunds = (await listPaymentEvents(db, p.id)).filter((e) => e.kind === "refunded");
    expect(refunds).toHaveLength(refundKurus > 0 ? 1 : 0);
  });

  it("pay-at-office: cancelled, nothing to refund", async () => {
    const r = await booked({ days: 2, vehicleKurus: 200_000, paymentType: "office" });
    const result = await apply(r.id, new Date(r.pickupAt.getTime() - 2 * HOUR));
    expect(result).toMatchObject({ ok: true, rule: "payAtOffice", refundKurus: 0, refund: null });
    expect(await statusOf(r.id)).toBe("cancelled");
  });

  it("frees the unit: another booking can take the same car and time", async () => {
    const r = await booked({ days: 2, vehicleKurus: 200_000, paymentType: "office" });
    const [copy] = await db.select().from(reservations).where(eq(reservations.id, r.id));
    if (!copy) throw new Error("reservation");
    const { id: _id, number: _n, quoteId: _q, ...rest } = copy;
    const takeTheSameCar = () =>
      db
        .insert(reservations)
        .values({ ...rest, number: generateReservationNumber((n) => randomBytes(n)), status: "confirmed" })
        .returning({ id: reservations.id });
    // While the booking holds the car, the database refuses a second one on it at that time.
    await expect(takeTheSameCar()).rejects.toMatchObject({
      cause: { code: "23P01", constraint: "reservations_no_double_hold" },
    });
    await apply(r.id, T0);
    const [taken] = await takeTheSameCar();
    const [second] = await db.select().from(reservations).where(eq(reservations.id, taken!.id));
    expect(second).toMatchObject({ unitId: copy.unitId, status: "confirmed", pickupAt: copy.pickupAt });
    expect(await statusOf(r.id)).toBe("cancelled");
  });

  it("refuses a picked-up reservation and one that does not exist", async () => {
    const r = await booked({ days: 2, vehicleKurus: 200_000, paymentType: "office" });
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, r.id));
    expect(await apply(r.id, r.pickupAt)).toEqual({ ok: false, reason: "notCancellable" });
    expect(await apply("00000000-0000-4000-8000-000000000000", T0)).toEqual({ ok: false, reason: "notFound" });
  });
});

describe("cancellation request (/Rezervasyon-Iptal) then applying it", () => {
  const env: FormGuardEnv = {
    APP_ENV: "test",
    SESSION_SECRET: "integration-secret-integration-secret-0123",
    FORM_RATE_LIMIT_IP: 1000,
    FORM_RATE_LIMIT_TARGET: 5,
    FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
    FORM_MIN_FILL_MS: 0,
    TEST_HOOKS: true,
  };

  it("shows the refund first, records and e-mails the request, and applies it once at the request's time", async () => {
    const r = await booked({ days: 5, vehicleKurus: 500_000, lastName: "Öztürk" });
    const requestedAt = new Date(r.pickupAt.getTime() - 6 * HOUR);
    const req: FormRequest = { db, env, lang: "en", ip: "203.0.113.9", now: requestedAt };
    const code = await securityCode(req);
    const step1 = new FormData();
    for (const [k, v] of Object.entries({
      number: r.number.toLowerCase(),
      lastName: "ÖZTÜRK",
      reason: "Flight cancelled",
      captchaId: code.captcha.id,
      captcha: revealCaptchaAnswer(code.captcha.id) ?? "",
      form_ts: code.stamp,
    }))
      step1.set(k, v);
    const preview = await submitCancellation(req, step1);
    expect(preview.data.preview).toMatchObject({
      number: r.number,
      rule: "lateTwoDays",
      paid: "5,000.00 TL",
      deduction: "2,000.00 TL",
      refund: "3,000.00 TL",
    });
    expect(await db.$count(cancellationRequests, eq(cancellationRequests.reservationId, r.id))).toBe(0);

    // A token that was edited is refused; the genuine one records the request.
    const forged = new FormData();
    forged.set("intent", "confirm");
    forged.set("token", `${preview.data.preview?.token ?? ""}x`);
    expect((await submitCancellation(req, forged)).data.notice).toBe("refused");
    const step2 = new FormData();
    step2.set("intent", "confirm");
    step2.set("token", preview.data.preview?.token ?? "");
    const confirmed = await submitCancellation(req, step2);
    expect(confirmed.data.sent).toEqual({ email: `${r.number.toLowerCase()}@example.com`, refund: "3,000.00 TL" });
    // Confirming again (a double click) is refused and says so: one row, one pair of e-mails, and
    // no claim that a copy was e-mailed.
    const mailsBefore = await db.$count(outbox);
    const again = await submitCancellation(req, step2);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ notice: "alreadyRequested", requestedAt: displayLocal(requestedAt, req.lang) });
    expect(again.data.sent).toBeUndefined();
    expect(await db.$count(cancellationRequests, eq(cancellationRequests.reservationId, r.id))).toBe(1);
    expect(await db.$count(outbox)).toBe(mailsBefore);
    const [request] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.reservationId, r.id));
    expect(request).toMatchObject({
      status: "received",
      rule: "lateTwoDays",
      refundKurus: 300_000,
      reason: "Flight cancelled",
    });
    const mails = (await db.select().from(outbox)).map((m) => m.payload as EmailMessage);
    expect(mails.some((m) => m.to === `${r.number.toLowerCase()}@example.com` && m.text.includes("3,000.00 TL"))).toBe(
      true,
    );
    expect(mails.some((m) => m.to === "rezervasyon@yolda.com.tr" && m.subject.includes("Öztürk"))).toBe(true);
    // Experts answer later: the reservation is untouched until the back office applies it.
    expect(await statusOf(r.id)).toBe("confirmed");

    // Applied a day later (after pick-up time!), the policy still uses the request's time.
    const later = new Date(r.pickupAt.getTime() + DAY);
    w.clock.now = later;
    const applied = await applyCancellation(db, w.setup.gateway, {
      requestId: request!.id,
      actor: "staff:7",
      now: later,
    });
    expect(applied).toMatchObject({ ok: true, rule: "lateTwoDays", refundKurus: 300_000 });
    const twice = await applyCancellation(db, w.setup.gateway, {
      requestId: request!.id,
      actor: "staff:7",
      now: later,
    });
    expect(twice).toMatchObject({ ok: true, alreadyCancelled: true, rule: "lateTwoDays", refundKurus: 300_000 });
    // The back office applying it by reservation as well: still one refund.
    const byReservation = await applyCancellation(db, w.setup.gateway, {
      reservationId: r.id,
      actor: "staff:8",
      now: later,
    });
    expect(byReservation).toMatchObject({ ok: true, alreadyCancelled: true, refundKurus: 300_000 });
    const p = await paymentOf(r.paymentId);
    expect(p).toMatchObject({ status: "partially_refunded", refundedKurus: 300_000 });
    expect(await ledgerCredits(p.orderId)).toHaveLength(1);
    const [done] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, request!.id));
    expect(done).toMatchObject({ status: "applied", appliedBy: "staff:7" });
  });

  async function step1Form(req: FormRequest, number: string, lastName: string): Promise<FormData> {
    const code = await securityCode(req);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      number,
      lastName,
      reason: "Plans changed",
      captchaId: code.captcha.id,
      captcha: revealCaptchaAnswer(code.captcha.id) ?? "",
      form_ts: code.stamp,
    }))
      form.set(k, v);
    return form;
  }

  it("refuses a second request for the same reservation with a clear message; the lookup shows the first", async () => {
    const r = await booked({ days: 3, vehicleKurus: 300_000, paymentType: "office", lastName: "Çelik" });
    const at = new Date(r.pickupAt.getTime() - 3 * DAY);
    const req: FormRequest = { db, env, lang: "tr", ip: "203.0.113.21", now: at };
    const first = await submitCancellation(req, await step1Form(req, r.number, "Celik"));
    const confirm = new FormData();
    confirm.set("intent", "confirm");
    confirm.set("token", first.data.preview?.token ?? "");
    expect((await submitCancellation(req, confirm)).data.sent).toBeDefined();
    const mails = await db.$count(outbox);

    // A new request from the start: refused at step 1 already, with when the first was received.
    const later = { ...req, now: new Date(at.getTime() + HOUR) };
    const second = await submitCancellation(later, await step1Form(later, r.number, "ÇELİK"));
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({ notice: "alreadyRequested", requestedAt: displayLocal(at, later.lang) });
    expect(second.data.preview).toBeUndefined();
    expect(await db.$count(cancellationRequests, eq(cancellationRequests.reservationId, r.id))).toBe(1);
    expect(await db.$count(outbox)).toBe(mails);

    const lookup = new FormData();
    lookup.set("number", r.number);
    lookup.set("lastName", "celik");
    const view = (await lookupReservation(later, lookup, { virtualPayment: "/sanal-odeme" })).data.reservation;
    expect(view).toMatchObject({
      status: "confirmed",
      cancellationRequest: { state: "received", requestedAt: displayLocal(at, later.lang) },
      canCancel: false,
    });
  });

  it("the database keeps one live request per reservation, even when two are written at once", async () => {
    const r = await booked({ days: 2, vehicleKurus: 200_000, paymentType: "office" });
    const row = {
      reservationId: r.id,
      reason: "x",
      lang: "tr" as const,
      rule: "payAtOffice",
      refundKurus: 0,
      deductionKurus: 0,
      requestedAt: T0,
    };
    const results = await Promise.allSettled([
      db.insert(cancellationRequests).values(row),
      db.insert(cancellationRequests).values(row),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual(["fulfilled", "rejected"]);
    // A decided request is history: a request made after it is accepted.
    await db
      .update(cancellationRequests)
      .set({ status: "refused", declineReason: "Araç teslim alındı." })
      .where(eq(cancellationRequests.reservationId, r.id));
    await db.insert(cancellationRequests).values(row);
    expect(await db.$count(cancellationRequests, eq(cancellationRequests.reservationId, r.id))).toBe(2);
  });

  it("the lookup says a full-refund deadline has passed instead of showing it as still open", async () => {
    const r = await booked({ days: 3, vehicleKurus: 300_000 });
    const lookup = new FormData();
    lookup.set("number", r.number);
    lookup.set("lastName", "Işık");
    const ask = async (now: Date) =>
      (await lookupReservation({ db, env, lang: "tr", ip: "203.0.113.33", now }, lookup, { virtualPayment: "/x" })).data
        .reservation?.deadline;
    expect(await ask(new Date(r.pickupAt.getTime() - 13 * HOUR))).toMatchObject({ kind: "prepaid", passed: false });
    expect(await ask(new Date(r.pickupAt.getTime() - 11 * HOUR))).toMatchObject({ kind: "prepaid", passed: true });
  });

  it("shows request states it does not know (added by the back office) as in progress", () => {
    expect(cancellationRequestState("received")).toBe("received");
    expect(cancellationRequestState("declined")).toBe("declined");
    // The desk's answers as stored (decision 0043): applied = approved, refused = declined.
    expect(cancellationRequestState("applied")).toBe("approved");
    expect(cancellationRequestState("refused")).toBe("declined");
    expect(cancellationRequestState("escalated")).toBe("other");
  });
});
