// Set-up the payment integration tests share (payment, payment-safety, payment-iyzico,
// payment-instalments, payment-reference, cancellation, desk, desk-inbox): a sandbox bank on a
// test clock, a pay-now reservation holding a fresh unit, starting its card payment, the browser's
// round trip through the sandbox bank, a reservation booked and paid (or pay-at-office) in one
// call, and reading the payment back.
import { eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { payments } from "#app/server/db/schema.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { handlePaymentCallback, preparePaymentPage, startCardPayment } from "#app/server/services/payments.server.ts";
import { addUnit, type Fixture, insertReservationRow, sandboxPaymentEnv } from "#tests/integration/booking-fixture.ts";

const MIN = 60_000;
const DAY = 86_400_000;

export type Clock = { now: Date };
export type PaymentWorld = { setup: PaymentSetup; clock: Clock };

/** The in-process sandbox bank on the test database, with a clock the test moves. */
export function sandboxWorld(
  db: Db,
  publicUrl: string,
  model: ThreeDSecureModel = "3d_pay",
  start: Date = new Date("2027-03-01T07:00:00Z"),
): PaymentWorld {
  const clock: Clock = { now: start };
  const setup = createPaymentSetup(sandboxPaymentEnv(publicUrl, model), db, {
    model,
    clock: () => clock.now,
    acsLifetimeMs: 3 * MIN,
  });
  return { setup, clock };
}

/**
 * A pay-now reservation for two days from `pickupAt`, holding a fresh unit for 15 minutes from
 * `createdAt`.
 */
export async function pendingCardReservation(
  db: Db,
  f: Fixture,
  input: {
    pickupAt: Date;
    createdAt: Date;
    totalKurus?: number | undefined;
    email?: ((number: string) => string) | undefined;
    lang?: "tr" | "en" | undefined;
  },
) {
  const { pickupAt, createdAt } = input;
  const unitId = await addUnit(db, f.clio, f.istAirport);
  const returnAt = new Date(pickupAt.getTime() + 2 * DAY);
  const row = await insertReservationRow(db, f, {
    unitId,
    pickupAt,
    returnAt,
    status: "pending_payment",
    paymentType: "card",
    totalKurus: input.totalKurus ?? 345_650,
    ...(input.email ? { email: input.email } : {}),
    ...(input.lang ? { lang: input.lang } : {}),
    createdAt,
    holdExpiresAt: new Date(createdAt.getTime() + 15 * MIN),
  });
  return { ...row, unitId, pickupAt, returnAt };
}

/** Starts the card payment of a reservation as the payment page does; the attempt's id. */
export async function startCardPaymentFor(
  db: Db,
  number: string,
  now: Date,
  lang: "tr" | "en" = "tr",
): Promise<string> {
  const started = await startCardPayment(db, { reservationNumber: number, lang, ip: "10.0.0.1" }, { now });
  if (!started.ok) throw new Error(`not started: ${started.reason}`);
  return started.paymentId;
}

/**
 * The browser's round trip: card form -> sandbox gate -> ACS code; the bank has answered when this
 * returns. The callback's address and the fields the browser auto-posts there.
 */
export async function sandboxRoundTrip(
  db: Db,
  w: PaymentWorld,
  paymentId: string,
  pan: string,
  publicUrl: string,
): Promise<{ action: string; fields: URLSearchParams }> {
  const page = await preparePaymentPage(db, w.setup.gateway, paymentId, { publicUrl, now: w.clock.now });
  if (page.kind !== "form") throw new Error(`no form: ${page.kind}`);
  const posted = new URLSearchParams([
    ...page.form.fields,
    ["pan", pan],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const sandbox = w.setup.sandbox;
  if (!sandbox) throw new Error("no sandbox");
  const gate = await handleGatePost(sandbox, posted, w.clock.now);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, w.clock.now);
  if (done.kind !== "callback") throw new Error(`acs answered ${done.kind}`);
  return { action: done.action, fields: new URLSearchParams(done.fields) };
}

/** A payment attempt's row (throws when there is none). */
export async function paymentRowOf(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error("payment");
  return row;
}

/**
 * A reservation of a fresh Clio unit at the Istanbul airport office for `days` days from `pickupAt`,
 * made at `at`: pay-now and paid by card (`pan`) through the sandbox bank then, the world's clock
 * set to `at`; or pay-at-office and confirmed. The driver's address is the reservation number's.
 */
export async function bookedReservation(
  db: Db,
  f: Fixture,
  w: PaymentWorld,
  b: {
    at: Date;
    pickupAt: Date;
    days: number;
    vehicleKurus: number;
    assuranceKurus?: number | undefined;
    paymentType?: "card" | "office" | undefined;
    lastName?: string | undefined;
    lang?: "tr" | "en" | undefined;
    pan: string;
    publicUrl: string;
  },
) {
  const { at, pickupAt } = b;
  const unitId = await addUnit(db, f.clio, f.istAirport);
  const returnAt = new Date(pickupAt.getTime() + b.days * DAY);
  const card = (b.paymentType ?? "card") === "card";
  const totalKurus = b.vehicleKurus + (b.assuranceKurus ?? 0);
  const row = await insertReservationRow(db, f, {
    unitId,
    pickupAt,
    returnAt,
    status: card ? "pending_payment" : "confirmed",
    paymentType: card ? "card" : "office",
    totalKurus,
    vehicleKurus: b.vehicleKurus,
    ...(b.assuranceKurus !== undefined ? { assuranceKurus: b.assuranceKurus } : {}),
    rentalDays: b.days,
    ...(b.lastName !== undefined ? { lastName: b.lastName } : {}),
    email: (number) => `${number.toLowerCase()}@example.com`,
    lang: b.lang ?? "tr",
    createdAt: at,
    holdExpiresAt: card ? new Date(at.getTime() + 15 * MIN) : null,
  });
  let paymentId: string | null = null;
  if (card) {
    w.clock.now = at;
    paymentId = await startCardPaymentFor(db, row.number, at);
    const callback = await sandboxRoundTrip(db, w, paymentId, b.pan, b.publicUrl);
    const outcome = await handlePaymentCallback(db, w.setup.gateway, callback.fields, { now: at });
    if (outcome.result !== "applied") throw new Error(outcome.result);
  }
  return { ...row, unitId, paymentId, totalKurus, pickupAt, returnAt };
}
