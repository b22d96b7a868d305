// What the payment services share: the log they write to, the transaction helper, random order-id
// suffixes, and the one way a payment attempt is recorded (card and reference attempts alike).
import { randomBytes } from "node:crypto";
import { CROCKFORD_ALPHABET } from "#app/domain/reservation/reservation-number.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import {
  insertPaymentEvent,
  insertPaymentUnlessLive,
  type PaymentRow,
} from "#app/server/repositories/payments.server.ts";

/** How applying a bank's answer ended (payment-settlement.server.ts decides, payment-reversals.server.ts reports). */
export type Applied = "applied" | "already" | "reversed";

/** What applying an answer decided, inside its transaction; a reversal is sent to the bank after the commit. */
export type Decision = { outcome: Applied; reversal: string | null };

/** The subset of a pino logger the payment code writes to. */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: PaymentLog = { info() {}, warn() {}, error() {} };

/** PostgreSQL's "deadlock detected" and "could not serialize access": the transaction was rolled back whole. */
const RETRYABLE_STATES = new Set(["40P01", "40001"]);
const TX_ATTEMPTS = 3;

/** The SQLSTATE of a database error, also when a query builder wrapped it (its `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One transaction for a payment step. When PostgreSQL ends it for a deadlock or a serialization
 * failure, nothing of it was kept, so it runs again, up to three times in all. Seen in CI: a
 * customer's return from the bank confirmed the reservation (its unit_stays trigger then locks the
 * unit) while a booking of the same car held that unit (lockUnit) and waited on the confirmed row
 * for the exclusion constraint; PostgreSQL ended the confirmation and the customer got a 500 after
 * paying. The work never calls the provider inside a transaction, so running it again repeats only
 * database work; the claims and unique keys keep it once. (Taking the unit first in the
 * confirmation would avoid that deadlock; not done yet.)
 */
export async function runTx<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= TX_ATTEMPTS || !RETRYABLE_STATES.has(sqlState(error) ?? "")) throw error;
    }
  }
}

export function randomCode(length: number): string {
  let out = "";
  for (const b of randomBytes(length)) out += CROCKFORD_ALPHABET[b % 32];
  return out;
}

/** What an attempt pays for: a pending reservation's hold, or an office-issued reference. */
export type AttemptTarget = { reservationId: string; number: string } | { paymentReferenceId: string; number: string };

/**
 * Records a new card payment attempt and its "initiated" event in the caller's transaction. The
 * order id is the target's number and a random suffix ("YLD-7K3M9QX-4T8W2Z"). Null when the
 * reservation already has a live attempt (the unique index of 0009 keeps one): the caller reuses it.
 */
export async function recordAttempt(
  tx: Db,
  input: {
    target: AttemptTarget;
    amountKurus: number;
    lang: Lang;
    ip: string;
    model: ThreeDSecureModel;
    now: Date;
  },
): Promise<PaymentRow | null> {
  const { target, now } = input;
  const row = await insertPaymentUnlessLive(tx, {
    ...("reservationId" in target
      ? { reservationId: target.reservationId }
      : { paymentReferenceId: target.paymentReferenceId }),
    orderId: `${target.number}-${randomCode(6)}`,
    amountKurus: input.amountKurus,
    currency: "TRY",
    status: "initiated",
    model: input.model,
    lang: input.lang,
    clientIp: input.ip.slice(0, 64),
    createdAt: now,
    updatedAt: now,
  });
  if (!row) return null;
  await insertPaymentEvent(tx, {
    paymentId: row.id,
    actor: "customer",
    kind: "initiated",
    from: null,
    to: "initiated",
    amountKurus: row.amountKurus,
    detail: "reservationId" in target ? { reservation: target.number } : { reference: target.number },
    at: now,
  });
  return row;
}
