// Changes to a running rental at the desk (issue 27 items 7 and 9, docs/decisions/0090): extend,
// another return office, a class upgrade, an added driver, any of them together. The new terms are
// re-quoted by the reservation's own rules (its pick-up, its packages and extras, its campaign while
// it applies, the member price), exactly as an online change is (decision 0056); the car's next
// booking decides whether a longer rental fits. Confirming runs in one transaction under the
// reservation's lock: the priced version (the reservation row moves, the change row records before and
// after), the difference taken at the desk, the added driver, the agreement's addendum, the story,
// the audit entry and the customer's e-mail. The form's key is unique: a repeat returns the first
// change. A cheaper change sends back what was paid beyond the new total to the card, as an online
// change's refund (after the transaction, each part under its own key).
import { allocateChangeRefund, paidOnlineKurus } from "#app/domain/payments/reservation-balance.ts";
import { checkSwap, type SwapInput } from "#app/domain/desk/car-swap.ts";
import { type AddendumLine, addendumText, latestReturn, runningChangeMoney } from "#app/domain/desk/running-change.ts";
import { type DriverIdentity, normaliseDriver, driverProblems } from "#app/domain/handover/drivers.ts";
import { type Quote, quoteForPayment } from "#app/domain/pricing/quote.ts";
import { reservationMoney } from "#app/domain/reservation/reservation-money.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { RentalChangeKind, RentalChangeStateJson } from "#app/server/db/schema.ts";
import { deskChangeEmail } from "#app/server/email/desk-change-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { isUnitFeasible } from "#app/server/repositories/availability.server.ts";
import {
  deskNames,
  findUnit,
  insertDeskPayment,
  listClassUnits,
  listDeskPayments,
} from "#app/server/repositories/desk.server.ts";
import {
  agreementsOf,
  damagesOfUnit,
  insertAgreement,
  insertInspection,
} from "#app/server/repositories/handover-records.server.ts";
import { findQuote, findQuoteForUpdate, type QuoteRow } from "#app/server/repositories/quotes.server.ts";
import { listChangeOffices } from "#app/server/repositories/reservation-changes.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import {
  heldRange,
  insertReservationEvent,
  lockUnit,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import {
  addDriverRow,
  findRentalChangeByKey,
  insertRentalChange,
  listRentalChanges,
  modelInfo,
  modelsAboveClass,
  moveRunningReservation,
  nextBookingOfUnit,
  type RentalChangeRow,
  unitsOfModel,
  updateRentalChange,
} from "#app/server/repositories/rental-changes.server.ts";
import { checkDoNotRent } from "#app/server/services/desk/do-not-rent.server.ts";
import { runTx } from "#app/server/services/payment-common.server.ts";
import { refundPayment } from "#app/server/services/payment-reversals.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { returnBufferMinutes } from "#app/server/services/reserve.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { company } from "#app/shared/layout/company.ts";
import { sha256Hex } from "./agreement-hash.server.ts";
import { carOutOf } from "./car-out.server.ts";
import { AUTH_CODE } from "./desk-payment.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";
import { bilingualBody } from "./handover-record.server.ts";
import { localDateTimeText } from "./handover-time.server.ts";
import { cashDayClosed } from "./till-lock.server.ts";

/** The extra that prices an additional driver (per day, from the price rules). */
export const ADDITIONAL_DRIVER_EXTRA = "additional-driver";

export type RunningChangeInput = {
  number: string;
  /** The new return (extension); null keeps it. */
  returnAt: Date | null;
  /** Another return office; null keeps it. */
  dropoffOfficeId: number | null;
  /** A model of a higher class (upgrade); null keeps the car. */
  modelId: number | null;
  /** A free upgrade: the reason (needs charges.waive). */
  freeUpgradeReason: string | null;
  /** A driver to add, checked like the main one. */
  driver: DriverIdentity | null;
  /**
   * The swap's inspection when the change gives the customer another car (decision 0143): the
   * first car's km and fuel in, the new car's own out, damage noted on each; `unitId` is the car
   * the preview named (the readings belong to it). Required to confirm a swap; ignored otherwise.
   */
  swap?: (SwapInput & { unitId: number | null }) | null;
  now: Date;
};

/** The car swap a change makes: what the form asks to inspect. */
export type SwapPlan = {
  fromUnitId: number;
  fromPlate: string;
  /** The first car's km and fuel out (hand-over, or its own swap-out after an earlier swap). */
  fromOutKm: number;
  fromOutFuel: number;
  toUnitId: number;
  toPlate: string;
  /** Damage already open on the new car (its zone, kind, size and note). */
  toDamages: { zone: string; kind: string; sizeCm: number; note: string }[];
};

export type NextBookingRefusal = {
  ok: false;
  reason: "nextBooking";
  /** The next customer's booking of this car. */
  next: { number: string; pickupAt: Date };
  /** The latest return that still fits (null: none later than the current one). */
  latestReturnAt: Date | null;
  /** Free cars of the rental's class to swap to at the current return, for the whole new period. */
  swapPlates: string[];
};

export type RunningChangePreview =
  | {
      ok: true;
      kinds: RentalChangeKind[];
      lines: AddendumLine[];
      quoteId: string;
      oldTotalKurus: number;
      newTotalKurus: number;
      chargeKurus: number;
      refundKurus: number;
      waivedKurus: number;
      unitId: number;
      plate: string;
      swap: SwapPlan | null;
    }
  | NextBookingRefusal
  | DeskRefusal;

export type RunningChangeResult =
  { ok: true; repeated: boolean; change: RentalChangeRow } | NextBookingRefusal | DeskRefusal;

type Priced = Extract<RunningChangePreview, { ok: true }> & {
  r: ReservationRow;
  quote: QuoteRow;
  state: RentalChangeStateJson;
  driver: DriverIdentity | null;
};

const SLOT_MS = 30 * 60_000;

async function quoteFor(
  db: Db,
  r: ReservationRow,
  base: QuoteRow,
  choice: { returnAt: Date; dropoffOfficeId: number; modelId: number; extras: { code: string; quantity: number }[] },
  now: Date,
) {
  const inputs = base.inputs;
  // Priced from the rental's own pick-up, which is history: the rules of a pick-up to come (lead time,
  // the office's hours then, which may have changed since) do not apply.
  const request = {
    pickupOfficeId: r.pickupOfficeId,
    dropoffOfficeId: choice.dropoffOfficeId,
    pickupAt: r.pickupAt,
    returnAt: choice.returnAt,
    modelId: choice.modelId,
    assuranceCode: inputs.assuranceCode,
    assuranceAddOnCodes: inputs.assuranceAddOnCodes ?? [],
    kmPackageCode: inputs.kmPackageCode,
    extras: choice.extras,
    // The delivery and collection booked stay at their agreed fees (decision 0123).
    delivery: inputs.delivery ?? [],
    memberId: r.memberId,
    lang: r.lang,
    campaignCode: r.campaignCode,
  };
  let quoted = await createQuote(db, request, { now, skipAvailability: true, pickupTaken: true });
  if (!quoted.ok && r.campaignCode && (quoted.reason === "campaignRefused" || quoted.reason === "unknownCampaign")) {
    quoted = await createQuote(
      db,
      { ...request, campaignCode: null },
      { now, skipAvailability: true, pickupTaken: true },
    );
  }
  return quoted;
}

function quoteRefusal(reason: string): DeskRefusal {
  if (reason === "invalidSearch") return invalid("returnAt", "returnClosed");
  if (reason === "oneWayNotOffered") return invalid("dropoffOfficeId", "oneWayNotOffered");
  if (reason === "unknownOffice") return invalid("dropoffOfficeId", "invalid");
  if (reason === "noRate" || reason === "unknownModel" || reason === "unknownAssurance")
    return invalid("modelId", "noRate");
  return invalid("returnAt", "invalid");
}

/** The free cars of the rental's class that could take over at its current return until the new one. */
async function swapPlates(db: Db, r: ReservationRow, returnAt: Date, dropoffOfficeId: number, now: Date) {
  const own = await findUnit(db, r.unitId);
  if (!own) return [];
  const out: string[] = [];
  for (const u of await listClassUnits(db, own.classId)) {
    if (u.id === r.unitId) continue;
    const window = { pickupOfficeId: r.dropoffOfficeId, dropoffOfficeId, pickupAt: r.returnAt, returnAt, now };
    if (await isUnitFeasible(db, window, u.id)) out.push(u.plate);
    if (out.length >= 5) break;
  }
  return out;
}

async function price(
  db: Db,
  actor: StaffActor,
  r: ReservationRow,
  input: RunningChangeInput,
): Promise<Priced | NextBookingRefusal | DeskRefusal> {
  if (r.status !== "active") return wrongState(r);
  const now = input.now;
  const kinds: RentalChangeKind[] = [];
  const returnAt = input.returnAt ?? r.returnAt;
  if (input.returnAt) {
    if (Number.isNaN(returnAt.getTime()) || returnAt.getTime() % SLOT_MS !== 0) return invalid("returnAt", "invalid");
    if (returnAt.getTime() <= r.returnAt.getTime()) return invalid("returnAt", "notLater");
    kinds.push("extend");
  }
  // An overdue rental (its return has passed) changes only with a new return after now: the car's
  // check and the price need a period still to come.
  if (returnAt.getTime() <= now.getTime()) return invalid("returnAt", "notFuture");
  const dropoffOfficeId = input.dropoffOfficeId ?? r.dropoffOfficeId;
  if (input.dropoffOfficeId !== null && input.dropoffOfficeId !== r.dropoffOfficeId) kinds.push("dropoff");
  const modelId = input.modelId ?? r.modelId;
  const currentModel = await modelInfo(db, r.modelId);
  if (!currentModel) return invalid("modelId", "invalid");
  if (input.modelId !== null && input.modelId !== r.modelId) {
    const above = await modelsAboveClass(db, currentModel.classId);
    if (!above.some((m) => m.modelId === input.modelId)) return invalid("modelId", "notHigher");
    kinds.push("upgrade");
  }
  const freeReason = (input.freeUpgradeReason ?? "").trim();
  if (freeReason !== "" && !kinds.includes("upgrade")) return invalid("freeUpgradeReason", "invalid");
  if (freeReason !== "" && !allows(actor, "charges.waive", officesOf(r)))
    return invalid("freeUpgradeReason", "noPermission");
  if (freeReason.length > 300) return invalid("freeUpgradeReason", "invalid");
  let driver: DriverIdentity | null = null;
  if (input.driver) {
    driver = normaliseDriver(input.driver);
    const problems = driverProblems(driver, istanbulDate(now), istanbulDate(returnAt));
    const first = Object.entries(problems)[0];
    if (first) return invalid(`driver.${first[0]}`, first[1]);
    const listed = await checkDoNotRent(db, {
      tckn: driver.idKind === "tckn" ? driver.idNumber : null,
      passport: driver.idKind === "passport" ? driver.idNumber : null,
      licence: driver.licenceNumber,
    });
    if (listed.listed) return invalid("driver.idNumber", "doNotRent");
    kinds.push("driver");
  }
  if (kinds.length === 0) return invalid("returnAt", "nothingChanged");

  const base = r.quoteId ? await findQuote(db, r.quoteId) : null;
  if (!base) return invalid("returnAt", "noPrice");
  const extras = base.inputs.extras.map((e) => ({ ...e }));
  if (driver) {
    const at = extras.find((e) => e.code === ADDITIONAL_DRIVER_EXTRA);
    if (at) at.quantity += 1;
    else extras.push({ code: ADDITIONAL_DRIVER_EXTRA, quantity: 1 });
  }
  const choice = { returnAt, dropoffOfficeId, modelId, extras };
  const quoted = await quoteFor(db, r, base, choice, now);
  if (!quoted.ok) return quoteRefusal(quoted.reason);
  let newTotalKurus = quoteForPayment(quoted.quote.price, r.paymentType).totalKurus;
  let priceQuoteId = quoted.quote.id;
  let waivedKurus = 0;
  if (freeReason !== "") {
    // Free: priced as the booked class, the car of the higher one.
    const same = await quoteFor(db, r, base, { ...choice, modelId: r.modelId }, now);
    if (!same.ok) return quoteRefusal(same.reason);
    const sameTotal = quoteForPayment(same.quote.price, r.paymentType).totalKurus;
    waivedKurus = Math.max(0, newTotalKurus - sameTotal);
    newTotalKurus = sameTotal;
    priceQuoteId = same.quote.id;
  }

  // The car: the rental's own for the longer period unless upgraded; its next booking decides.
  const bufferMinutes = await returnBufferMinutes(db, dropoffOfficeId);
  let unitId = r.unitId;
  if (kinds.includes("upgrade")) {
    let found: number | null = null;
    for (const u of await unitsOfModel(db, modelId)) {
      const window = {
        pickupOfficeId: r.dropoffOfficeId,
        dropoffOfficeId,
        pickupAt: now,
        returnAt,
        now,
        ignoreReservationId: r.id,
      };
      if (await isUnitFeasible(db, window, u.id)) {
        found = u.id;
        break;
      }
    }
    if (found === null) return invalid("modelId", "noCarFree");
    unitId = found;
  } else {
    const next = await nextBookingOfUnit(db, r.unitId, r.id, r.pickupAt, now);
    const blocks = next && next.pickupAt.getTime() < returnAt.getTime() + bufferMinutes * 60_000;
    const elsewhere = next && kinds.includes("dropoff") && next.pickupOfficeId !== dropoffOfficeId;
    if (next && (blocks || elsewhere)) {
      return {
        ok: false,
        reason: "nextBooking",
        next: { number: next.number, pickupAt: next.pickupAt },
        latestReturnAt: elsewhere ? null : latestReturn(next.pickupAt, bufferMinutes, r.returnAt),
        swapPlates: await swapPlates(db, r, returnAt, dropoffOfficeId, now),
      };
    }
  }
  const paidKurus =
    paidOnlineKurus(await listCountedPayments(db, r.id)) +
    (await listDeskPayments(db, r.id)).reduce((s, p) => s + p.amountKurus, 0);
  const money = runningChangeMoney({ oldTotalKurus: r.totalKurus, newTotalKurus, paidKurus });
  const names = await deskNames(db, r);
  const newNames = await deskNames(db, { ...r, dropoffOfficeId, unitId, modelId });
  const lang = r.lang;
  const lines: AddendumLine[] = [];
  if (kinds.includes("extend"))
    lines.push({ kind: "extend", from: localDateTimeText(r.returnAt), to: localDateTimeText(returnAt) });
  if (kinds.includes("dropoff"))
    lines.push({ kind: "dropoff", from: names.dropoffOffice[lang], to: newNames.dropoffOffice[lang] });
  if (kinds.includes("upgrade")) {
    const to = await modelInfo(db, modelId);
    lines.push({
      kind: "upgrade",
      from: `${currentModel.name} (${currentModel.className[lang]})`,
      to: `${to?.name ?? ""} (${to?.className[lang] ?? ""})`,
      plate: newNames.plate,
    });
  }
  if (driver)
    lines.push({ kind: "driver", name: `${driver.firstName} ${driver.lastName}`, licence: driver.licenceNumber });
  let swap: SwapPlan | null = null;
  if (unitId !== r.unitId) {
    const out = await carOutOf(db, r.id);
    if (!out) return invalid("swap", "noPickupRecord");
    swap = {
      fromUnitId: r.unitId,
      fromPlate: names.plate,
      fromOutKm: out.odometerKm,
      fromOutFuel: out.fuelEighths,
      toUnitId: unitId,
      toPlate: newNames.plate,
      toDamages: (await damagesOfUnit(db, unitId)).map((d) => ({
        zone: d.zone,
        kind: d.kind,
        sizeCm: d.sizeCm,
        note: d.note,
      })),
    };
  }
  const quote = (await findQuote(db, priceQuoteId))!;
  return {
    ok: true,
    kinds,
    lines,
    quoteId: priceQuoteId,
    oldTotalKurus: r.totalKurus,
    newTotalKurus,
    chargeKurus: money.chargeKurus,
    refundKurus: money.refundKurus,
    waivedKurus,
    unitId,
    plate: newNames.plate,
    swap,
    r,
    quote,
    driver,
    state: {
      unitId,
      modelId,
      dropoffOfficeId,
      returnAt: returnAt.toISOString(),
      totalKurus: newTotalKurus,
      quoteId: priceQuoteId,
    },
  };
}

/** What the change would cost, and whether the car allows it. Writes only the quotes. */
export async function previewRunningChange(
  db: Db,
  actor: StaffActor,
  input: RunningChangeInput,
): Promise<RunningChangePreview> {
  const r = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!r) return { ok: false, reason: "notFound" };
  const priced = await price(db, actor, r, input);
  if (!priced.ok) return priced;
  const { r: _r, quote: _q, state: _s, driver: _d, ...preview } = priced;
  return preview;
}

export type ChangePayment = { method: "cash" | "card_terminal"; authCode: string | null };

/**
 * Makes the change. `requestKey` comes with the preview's form; the same key again returns the
 * first change. A dearer change needs `payment` (the difference is taken at the desk in the same
 * transaction); a cheaper one refunds to the card afterwards through `gateway`.
 */
export async function confirmRunningChange(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  input: RunningChangeInput & { requestKey: string; payment: ChangePayment | null },
): Promise<RunningChangeResult> {
  const found = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(input.requestKey)) return invalid("requestKey", "invalid");
  const replay = async (tx: Db): Promise<RunningChangeResult | null> => {
    const earlier = await findRentalChangeByKey(tx, input.requestKey);
    if (!earlier) return null;
    if (earlier.reservationId !== found.id) return invalid("requestKey", "invalid");
    return { ok: true, repeated: true, change: earlier };
  };
  const first = await replay(db);
  if (first) return first;
  const result = await underLock(db, found.id, async (tx, r): Promise<RunningChangeResult> => {
    const again = await replay(tx);
    if (again) return again;
    const p = await price(tx, actor, r, input);
    if (!p.ok) return p;
    // A swap is inspected like a hand-over and a return: the readings belong to the car the preview
    // named; another car now (someone took it meanwhile) means a new preview and a new inspection.
    let swapped: ReturnType<typeof checkSwap> | null = null;
    if (p.swap) {
      if (!input.swap || input.swap.unitId !== p.swap.toUnitId) return invalid("swap", "carChanged");
      swapped = checkSwap(input.swap, p.swap.fromOutKm);
      if (!swapped.ok) return invalid(`swap.${swapped.problem}`, swapped.problem);
    }
    let authCode: string | null = null;
    if (p.chargeKurus > 0) {
      if (!input.payment) return invalid("method", "required");
      if (input.payment.method === "card_terminal") {
        authCode = (input.payment.authCode ?? "").trim().toUpperCase();
        if (!AUTH_CODE.test(authCode)) return invalid("authCode", "authCode");
      } else if (await cashDayClosed(tx, r.id, input.now)) return invalid("method", "dayClosed");
    }
    await findQuoteForUpdate(tx, p.quoteId);
    if (p.unitId !== r.unitId) await lockUnit(tx, p.unitId);
    const buffer = await returnBufferMinutes(tx, p.state.dropoffOfficeId);
    const returnAt = new Date(p.state.returnAt);
    const money = reservationMoney(p.quote.lines as Quote, p.quote.inputs, r.paymentType);
    const moved = await moveRunningReservation(tx, r.id, {
      quoteId: p.quoteId,
      unitId: p.unitId,
      modelId: p.state.modelId,
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: p.state.dropoffOfficeId,
      pickupAt: r.pickupAt,
      returnAt,
      bufferMinutes: buffer,
      held: heldRange(r.pickupAt, returnAt, buffer),
      ...money,
      totalKurus: p.newTotalKurus,
    });
    if (moved === "gone") return wrongState(r);
    if (moved === "held") {
      const next = await nextBookingOfUnit(tx, p.unitId, r.id, r.pickupAt, input.now);
      return {
        ok: false,
        reason: "nextBooking",
        next: { number: next?.number ?? "", pickupAt: next?.pickupAt ?? returnAt },
        latestReturnAt: next ? latestReturn(next.pickupAt, buffer, r.returnAt) : null,
        swapPlates: [],
      };
    }
    let deskPaymentId: string | null = null;
    if (p.chargeKurus > 0 && input.payment) {
      const paid = await insertDeskPayment(tx, {
        reservationId: r.id,
        amountKurus: p.chargeKurus,
        method: input.payment.method,
        idempotencyKey: `change-${input.requestKey}`,
        staffId: actor.id,
        staffName: actor.name,
        takenAt: input.now,
        authCode,
      });
      if (!paid.ok) throw new Error("the change's desk payment key was taken although the change key was free");
      deskPaymentId = paid.row.id;
    }
    if (p.driver) await addDriverRow(tx, r.id, p.driver, actor.id, input.now);
    const before: RentalChangeStateJson = {
      unitId: r.unitId,
      modelId: r.modelId,
      dropoffOfficeId: r.dropoffOfficeId,
      returnAt: r.returnAt.toISOString(),
      totalKurus: r.totalKurus,
      quoteId: r.quoteId,
    };
    const change = await insertRentalChange(tx, {
      reservationId: r.id,
      requestKey: input.requestKey,
      kinds: p.kinds,
      quoteId: p.quoteId,
      before,
      after: p.state,
      oldTotalKurus: r.totalKurus,
      newTotalKurus: p.newTotalKurus,
      chargeKurus: p.chargeKurus,
      refundKurus: p.refundKurus,
      waivedKurus: p.waivedKurus,
      waiveReason: p.waivedKurus > 0 ? (input.freeUpgradeReason ?? "").trim() : null,
      deskPaymentId,
      refundState: p.refundKurus > 0 ? "pending" : null,
      staffId: actor.id,
      createdAt: input.now,
    });
    if (!change) throw new Error("change row refused although the key was free under the reservation lock");
    const lines = [...p.lines];
    if (p.swap && swapped?.ok) {
      const common = { reservationId: r.id, rentalChangeId: change.id, staffId: actor.id, at: input.now };
      await insertInspection(tx, {
        ...common,
        kind: "swap_in",
        unitId: p.swap.fromUnitId,
        odometerKm: swapped.in.odometerKm,
        fuelEighths: swapped.in.fuelEighths,
        notes: swapped.inNotes,
      });
      await insertInspection(tx, {
        ...common,
        kind: "swap_out",
        unitId: p.swap.toUnitId,
        odometerKm: swapped.out.odometerKm,
        fuelEighths: swapped.out.fuelEighths,
        notes: swapped.outNotes,
      });
      lines.push({
        kind: "swap",
        fromPlate: p.swap.fromPlate,
        inKm: swapped.in.odometerKm,
        inFuel: swapped.in.fuelEighths,
        inNotes: swapped.inNotes,
        toPlate: p.swap.toPlate,
        outKm: swapped.out.odometerKm,
        outFuel: swapped.out.fuelEighths,
        outNotes: swapped.outNotes,
      });
    }
    // The addendum: a new document referring to the hand-over agreement, never an edit of it.
    const agreements = await agreementsOf(tx, r.id);
    const original = agreements.find((a) => a.kind === "handover") ?? null;
    const version = agreements.filter((a) => a.kind === "addendum").length + 1;
    const build = (lang: "tr" | "en") =>
      addendumText(
        {
          company: company.legalName,
          number: r.number,
          refersTo: original ? { sha256: original.bodySha256 } : null,
          version,
          at: localDateTimeText(input.now),
          customer: `${r.driver.firstName} ${r.driver.lastName}`,
          changes: lines,
          oldTotalKurus: r.totalKurus,
          newTotalKurus: p.newTotalKurus,
          chargeKurus: p.chargeKurus,
          refundKurus: p.refundKurus,
          waived: p.waivedKurus > 0 ? { kurus: p.waivedKurus, reason: (input.freeUpgradeReason ?? "").trim() } : null,
        },
        lang,
      );
    const body = bilingualBody(build, r.lang);
    const addendum = await insertAgreement(tx, {
      reservationId: r.id,
      kind: "addendum",
      version,
      refersTo: original?.id ?? null,
      lang: r.lang,
      body,
      bodySha256: sha256Hex(body),
      staffId: actor.id,
    });
    await updateRentalChange(tx, change.id, { addendumId: addendum.id });
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `running rental changed (${p.kinds.join(", ")}): total ${r.totalKurus} -> ${p.newTotalKurus}; charged ${p.chargeKurus}; refund ${p.refundKurus}; waived ${p.waivedKurus}`,
      at: input.now,
    });
    if (p.swap && swapped?.ok) {
      await insertReservationEvent(tx, {
        reservationId: r.id,
        actor: staffTag(actor),
        from: r.status,
        to: r.status,
        note: `car swapped: ${p.swap.fromPlate} in ${swapped.in.odometerKm} km, fuel ${swapped.in.fuelEighths}/8; ${p.swap.toPlate} out ${swapped.out.odometerKm} km, fuel ${swapped.out.fuelEighths}/8`,
        at: input.now,
      });
    }
    await audit(tx, actor, {
      action: "reservation.change",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { ...before },
      after: {
        ...p.state,
        kinds: p.kinds,
        chargeKurus: p.chargeKurus,
        refundKurus: p.refundKurus,
        waivedKurus: p.waivedKurus,
        waiveReason: p.waivedKurus > 0 ? (input.freeUpgradeReason ?? "").trim() : null,
        deskPaymentId,
        addendumId: addendum.id,
        swap:
          p.swap && swapped?.ok
            ? {
                fromPlate: p.swap.fromPlate,
                inKm: swapped.in.odometerKm,
                inFuel: swapped.in.fuelEighths,
                inNotes: swapped.inNotes,
                toPlate: p.swap.toPlate,
                outKm: swapped.out.odometerKm,
                outFuel: swapped.out.fuelEighths,
                outNotes: swapped.outNotes,
              }
            : null,
      },
    });
    await enqueueEmail(
      tx,
      deskChangeEmail({
        lang: r.lang,
        to: r.driver.email,
        name: `${r.driver.firstName} ${r.driver.lastName}`,
        reservationNumber: r.number,
        changes: lines,
        newTotalKurus: p.newTotalKurus,
        chargeKurus: p.chargeKurus,
        refundKurus: p.refundKurus,
      }),
      input.now,
    );
    return { ok: true, repeated: false, change: { ...change, addendumId: addendum.id } };
  });
  if (result.ok && !result.repeated && result.change.refundKurus > 0) {
    await refundRunningChange(db, gateway, result.change, input.now);
    return { ...result, change: (await findRentalChangeByKey(db, input.requestKey)) ?? result.change };
  }
  return result;
}

/** Sends a change's refund back to the cards that paid, newest first, each part under its own key. */
async function refundRunningChange(db: Db, gateway: PaymentGateway, change: RentalChangeRow, now: Date): Promise<void> {
  const counted = (await listCountedPayments(db, change.reservationId)).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const { parts } = allocateChangeRefund(counted, change.refundKurus);
  let left = change.refundKurus;
  const results: unknown[] = [];
  let state: "refunded" | "failed" | "unknown" = "refunded";
  for (const { payment, amountKurus } of parts) {
    const result = await refundPayment(
      db,
      gateway,
      {
        paymentId: payment.id,
        amountKurus,
        actor: "desk",
        reason: "running rental change",
        idempotencyKey: `rental-change:${change.id}:${payment.id}`,
      },
      { now },
    );
    results.push(result);
    if (result.ok) left -= amountKurus;
    else state = result.reason === "unknownOutcome" || result.reason === "inProgress" ? "unknown" : "failed";
  }
  if (left > 0 && state === "refunded") state = "failed";
  await runTx(db, (tx) => updateRentalChange(tx, change.id, { refundState: state, refundResult: results }));
}

/** The models above the rental's class with a car free now at the return office until the current return. */
async function freeUpgrades(db: Db, r: ReservationRow, classId: number, now: Date) {
  const out = [];
  for (const m of await modelsAboveClass(db, classId)) {
    const window = {
      pickupOfficeId: r.dropoffOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
      pickupAt: now,
      returnAt: r.returnAt,
      now,
      ignoreReservationId: r.id,
    };
    for (const u of await unitsOfModel(db, m.modelId)) {
      if (await isUnitFeasible(db, window, u.id)) {
        out.push(m);
        break;
      }
    }
  }
  return out;
}

/**
 * What the change page shows: the rental, the classes above, the offices, the changes made. An
 * overdue rental (out past its return, as the desk's overdue list counts it) offers no upgrade:
 * there is no time left to upgrade for until the desk sets a later return, which `price` then
 * checks for a car.
 */
export async function runningChangeView(db: Db, actor: StaffActor, number: string, now = new Date()) {
  const r = await reservationFor(db, actor, "reservation.operate", number);
  if (!r) return null;
  const model = await modelInfo(db, r.modelId);
  const names = await deskNames(db, r);
  const overdue = r.status === "active" && r.returnAt.getTime() < now.getTime();
  return {
    reservation: r,
    names,
    model,
    overdue,
    upgrades: model && !overdue ? await freeUpgrades(db, r, model.classId, now) : [],
    offices: await listChangeOffices(db),
    changes: await listRentalChanges(db, r.id),
    mayWaive: allows(actor, "charges.waive", officesOf(r)),
    additionalDriverPriced: r.quoteId !== null,
  };
}
