// The deposit as money held (issue 27 item 4; decision 0088). A card deposit is an EstV3 PreAuth
// by 3-D Secure (the desk opens the bank's page on the counter's tablet); the return keeps what is
// owed with PostAuth (the bank releases the rest) or releases it all with Void. A cash deposit is
// kept in the till and paid back (less what is owed) the same way. Each step moves the deposit row
// from the state it expects by a conditional update, in the transaction that writes the
// reservation event and the audit entry: a repeated or concurrent submission records nothing new.
import {
  type DepositMethod,
  depositPlan,
  holdExpiresAt,
  settledStatus,
  settlementFromLedger,
  DEFAULT_HOLD_DAYS,
  SETTLING_STALE_MS,
} from "#app/domain/desk/deposit.ts";
import { officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import { localizePath } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CardFieldNames, PaymentGateway, PostedFields } from "#app/server/payments/gateway.server.ts";
import {
  type DepositRow,
  findDeposit,
  findDepositByOrder,
  insertDeposit,
  listStaleHolds,
  listStaleSettling,
  moveDeposit,
  returnStaleClaim,
} from "#app/server/repositories/deposits.server.ts";
import {
  findReservationById,
  insertReservationEvent,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";

import { deskBalanceOf } from "./desk-payment.server.ts";
import { officesOf, reservationFor, staffTag } from "./desk-common.server.ts";

export type { DepositRow };

/** The bank's order id of a rental's pre-authorisation (one per rental; the database keeps it unique). */
export function depositOrderId(reservationNumber: string): string {
  return `DEP-${reservationNumber.replace(/[^A-Za-z0-9]/g, "")}`;
}

/**
 * Records the deposit taken at hand-over, inside the hand-over's transaction: cash is held from now;
 * a card deposit waits for the bank's pre-authorisation (pending) on the deposit page.
 */
export async function recordHandoverDeposit(
  tx: Db,
  actor: StaffActor,
  r: ReservationRow,
  input: { method: DepositMethod; amountKurus: number },
  now: Date,
): Promise<DepositRow | null> {
  if (input.amountKurus <= 0) return null;
  const cash = input.method === "cash";
  const row = await insertDeposit(tx, {
    reservationId: r.id,
    method: input.method,
    amountKurus: input.amountKurus,
    status: cash ? "held" : "pending",
    orderId: cash ? null : depositOrderId(r.number),
    createdAt: now,
    heldAt: cash ? now : null,
    staffId: actor.id,
  });
  if (row && cash) {
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `deposit held cash: ${input.amountKurus}`,
      at: now,
    });
  }
  return row;
}

export type DepositView = {
  method: DepositMethod;
  status: DepositRow["status"];
  amountKurus: number;
  capturedKurus: number;
  maskedPan: string | null;
  heldAt: Date | null;
  /** When the bank lets the hold lapse (card holds). */
  expiresAt: Date | null;
  error: string | null;
  /** What the reservation owes now: a held deposit keeps this much of it at the return. */
  owedKurus: number;
};

export async function depositViewOf(
  db: Db,
  r: ReservationRow,
  holdDays = DEFAULT_HOLD_DAYS,
): Promise<DepositView | null> {
  const d = await findDeposit(db, r.id);
  if (!d) return null;
  return {
    method: d.method,
    status: d.status,
    amountKurus: d.amountKurus,
    capturedKurus: d.capturedKurus,
    maskedPan: d.maskedPan,
    heldAt: d.heldAt,
    expiresAt: d.method === "card_preauth" && d.heldAt ? holdExpiresAt(d.heldAt, holdDays) : null,
    error: d.error,
    owedKurus: (await deskBalanceOf(db, r)).owedKurus,
  };
}

export type DepositCardForm =
  | { kind: "form"; gateUrl: string; fields: Array<[string, string]>; cardFields: CardFieldNames; amountKurus: number }
  | { kind: "none" };

/** The bank's 3-D form of a pending card deposit, signed now (the desk's tablet posts it to the bank). */
export async function depositCardForm(
  db: Db,
  actor: StaffActor,
  gateway: PaymentGateway,
  number: string,
  options: { publicUrl: string; lang: Lang },
): Promise<DepositCardForm> {
  const r = await reservationFor(db, actor, "reservation.operate", number);
  if (!r) return { kind: "none" };
  const d = await findDeposit(db, r.id);
  if (!d || d.method !== "card_preauth" || d.status !== "pending" || !d.orderId) return { kind: "none" };
  const start = await gateway.beginCheckout({
    orderId: d.orderId,
    amountKurus: d.amountKurus,
    currency: "TRY",
    lang: options.lang,
    returnUrl: new URL(localizePath("/yonetim/depozito-donus", options.lang), options.publicUrl).href,
    customer: {
      firstName: r.driver.firstName,
      lastName: r.driver.lastName,
      email: r.driver.email,
      ip: "",
    },
    description: r.number,
    transaction: "preauth",
  });
  if (start.kind !== "form") return { kind: "none" };
  return {
    kind: "form",
    gateUrl: start.url,
    fields: start.fields,
    cardFields: start.cardFields,
    amountKurus: d.amountKurus,
  };
}

export type DepositCallbackOutcome = { number: string | null; result: "held" | "refused" | "repeat" | "unknown" };

/** The bank's answer to a deposit's 3-D page: verified by its hash, applied once. */
export async function handleDepositCallback(
  db: Db,
  gateway: PaymentGateway,
  posted: PostedFields,
  options: { now?: Date; ip?: string } = {},
): Promise<DepositCallbackOutcome> {
  const now = options.now ?? new Date();
  let deposit: DepositRow | null = null;
  const verdict = await gateway.verifyCallback(posted, async (orderId) => {
    deposit = await findDepositByOrder(db, orderId);
    if (!deposit) return null;
    return { orderId, amountKurus: deposit.amountKurus, currency: "TRY", instalments: 1 };
  });
  const found = deposit as DepositRow | null;
  if (!found) return { number: null, result: "unknown" };
  const r = await findReservationById(db, found.reservationId);
  const number = r?.number ?? null;
  if (!r) return { number, result: "unknown" };
  if (found.status !== "pending") return { number, result: "repeat" };
  let charge: { transactionId: string; authCode: string; maskedPan: string } | null = null;
  if (verdict.kind === "approved") charge = verdict.charge;
  if (verdict.kind === "authenticated") {
    const done = await gateway.capture({
      orderId: verdict.orderId,
      amountKurus: found.amountKurus,
      completion: verdict.completion,
      ip: options.ip ?? "",
      transaction: "preauth",
    });
    if (done.kind === "approved") {
      charge = { transactionId: done.transactionId, authCode: done.authCode, maskedPan: verdict.maskedPan };
    }
  }
  if (!charge) {
    const message = verdict.kind === "declined" || verdict.kind === "error" ? verdict.failure.message : verdict.kind;
    await moveDeposit(db, found.reservationId, "pending", { error: message.slice(0, 200) || verdict.kind });
    return { number, result: "refused" };
  }
  const held = charge;
  const moved = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await moveDeposit(tx, found.reservationId, "pending", {
      status: "held",
      heldAt: now,
      maskedPan: held.maskedPan,
      authCode: held.authCode,
      transId: held.transactionId,
      error: null,
    });
    if (!row) return null;
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: "bank",
      from: r.status,
      to: r.status,
      note: `deposit held card_preauth: ${row.amountKurus}`,
      at: now,
    });
    return row;
  });
  return { number, result: moved ? "held" : "repeat" };
}

export type SettleResult =
  { ok: true; repeated: boolean; deposit: DepositRow | null } | { ok: false; reason: "bankRefused"; message: string };

/**
 * Settles a held deposit after the return: keeps what the customer still owes (at most the
 * deposit; card: PostAuth of that part, the bank releases the rest) and gives the rest back (card:
 * Void when nothing is kept; cash: paid back from the till). Only one submission claims the
 * deposit (held -> settling); the others answer with it as it is.
 */
export async function settleDeposit(
  db: Db,
  actor: StaffActor,
  gateway: PaymentGateway,
  number: string,
  now: Date,
): Promise<SettleResult> {
  const r = await reservationFor(db, actor, "reservation.operate", number);
  if (!r) return { ok: true, repeated: true, deposit: null };
  let current = await findDeposit(db, r.id);
  // A claim a dead process left behind: the bank's ledger says what happened before anything is
  // sent again (decision 0109); a hold the bank never touched comes back as held and is settled now.
  if (current?.status === "settling" && settlingStale(current, now)) {
    const outcome = await reconcileSettling(db, gateway, r, current, actor, now);
    if (outcome !== "held") return { ok: true, repeated: outcome === "unknown", deposit: await findDeposit(db, r.id) };
    current = await findDeposit(db, r.id);
  }
  if (!current || current.status !== "held" || r.status !== "completed") {
    return { ok: true, repeated: true, deposit: current };
  }
  const plan = depositPlan(current.amountKurus, (await deskBalanceOf(db, r)).owedKurus);
  const record = (tx: Db, from: "held" | "settling") => finish(tx, actor, r, from, current, plan, now);
  if (current.method === "cash") {
    const done = await db.transaction((tx) => record(tx as unknown as Db, "held"));
    return { ok: true, repeated: done === null, deposit: done ?? (await findDeposit(db, r.id)) };
  }
  const claimed = await moveDeposit(db, r.id, "held", { status: "settling", settledBy: actor.id, settlingSince: now });
  if (!claimed) return { ok: true, repeated: true, deposit: await findDeposit(db, r.id) };
  const orderId = claimed.orderId ?? "";
  const answer =
    plan.keepKurus > 0
      ? await gateway.postAuth({ orderId, amountKurus: plan.keepKurus })
      : await gateway.void({ orderId, transactionId: claimed.transId ?? "" });
  if (answer.kind !== "approved") {
    await moveDeposit(db, r.id, "settling", {
      status: "held",
      settledBy: null,
      settlingSince: null,
      error: answer.message.slice(0, 200),
    });
    return { ok: false, reason: "bankRefused", message: answer.message };
  }
  const done = await db.transaction((tx) => record(tx as unknown as Db, "settling"));
  return { ok: true, repeated: false, deposit: done };
}

async function finish(
  tx: Db,
  actor: StaffActor,
  r: ReservationRow,
  from: "held" | "settling",
  d: DepositRow,
  plan: { keepKurus: number; returnKurus: number },
  now: Date,
): Promise<DepositRow | null> {
  const status = settledStatus(d.method, plan);
  const row = await moveDeposit(tx, r.id, from, {
    status,
    capturedKurus: plan.keepKurus,
    settledAt: now,
    settledBy: actor.id,
    error: null,
  });
  if (!row) return null;
  const note =
    plan.keepKurus > 0
      ? `deposit kept ${d.method}: ${plan.keepKurus} of ${d.amountKurus}`
      : `deposit ${d.method === "cash" ? "paid back" : "released"} ${d.method}: ${d.amountKurus}`;
  await insertReservationEvent(tx, {
    reservationId: r.id,
    actor: staffTag(actor),
    from: r.status,
    to: r.status,
    note,
    at: now,
  });
  await audit(tx, actor, {
    action: "deposit.settle",
    entityType: "reservation",
    entityId: r.id,
    officeIds: officesOf(r),
    before: { depositKurus: d.amountKurus },
    after: { depositKurus: d.amountKurus, amountKurus: plan.keepKurus },
  });
  return row;
}

const settlingStale = (d: DepositRow, now: Date) =>
  d.settlingSince === null || now.getTime() - d.settlingSince.getTime() >= SETTLING_STALE_MS;

/** Who reconciles a deposit when no one is at the desk (the job): named in the story and the audit. */
const RECONCILER: StaffActor = {
  id: "system:deposit-reconcile",
  name: "Yolda",
  email: "system@yolda.invalid",
  role: "admin",
  officeIds: [],
};

/**
 * A deposit left in `settling` (decision 0109): the bank was asked to PostAuth or Void and the
 * process died before recording the answer. The bank's status query decides: captured -> recorded
 * as kept with the bank's amount (never captured again); voided -> released; still authorised ->
 * back to held (the next settle sends it again); no clear answer -> left for the next look.
 */
async function reconcileSettling(
  db: Db,
  gateway: PaymentGateway,
  r: ReservationRow,
  d: DepositRow,
  actor: StaffActor,
  now: Date,
): Promise<"captured" | "released" | "held" | "unknown"> {
  if (d.method !== "card_preauth" || !d.orderId) return "unknown";
  let answer: { status: string; capturedKurus: number | null | undefined } | null = null;
  try {
    const q = await gateway.query({ orderId: d.orderId });
    if (q.kind === "found") answer = { status: q.status, capturedKurus: q.capturedKurus };
  } catch {
    answer = null;
  }
  const seen = settlementFromLedger(answer, d.amountKurus);
  if (seen.kind === "unknown") return "unknown";
  if (seen.kind === "held") {
    return (await returnStaleClaim(db, r.id, d.settlingSince)) ? "held" : "unknown";
  }
  const plan =
    seen.kind === "captured"
      ? { keepKurus: seen.keepKurus, returnKurus: d.amountKurus - seen.keepKurus }
      : { keepKurus: 0, returnKurus: d.amountKurus };
  const done = await db.transaction((tx) => finish(tx as unknown as Db, actor, r, "settling", d, plan, now));
  if (!done) return "unknown";
  return seen.kind;
}

/** The job's sweep: every deposit claimed for settling longer ago than the stale limit (decision 0109). */
export async function reconcileStaleDeposits(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
): Promise<{ captured: number; released: number; held: number; unknown: number }> {
  const report = { captured: 0, released: 0, held: 0, unknown: 0 };
  for (const d of await listStaleSettling(db, new Date(now.getTime() - SETTLING_STALE_MS))) {
    const r = await findReservationById(db, d.reservationId);
    if (!r) continue;
    report[await reconcileSettling(db, gateway, r, d, RECONCILER, now)] += 1;
  }
  return report;
}

export type StaleHold = { number: string; amountKurus: number; heldAt: Date; expiresAt: Date };

/**
 * Card holds neither captured nor released within the bank's window: Today's tasks, for the
 * offices the person works for (or the one office chosen on Today).
 */
export async function staleDepositHolds(
  db: Db,
  actor: StaffActor,
  now: Date,
  options: { holdDays?: number; officeId?: number } = {},
): Promise<StaleHold[]> {
  const holdDays = options.holdDays ?? DEFAULT_HOLD_DAYS;
  const reach = officeFilter(actor);
  const officeIds = options.officeId !== undefined ? [options.officeId] : reach;
  const rows = await listStaleHolds(db, new Date(now.getTime() - holdDays * 86_400_000), officeIds);
  return rows.map((d) => ({
    number: d.number,
    amountKurus: d.amountKurus,
    heldAt: d.heldAt ?? now,
    expiresAt: holdExpiresAt(d.heldAt ?? now, holdDays),
  }));
}
