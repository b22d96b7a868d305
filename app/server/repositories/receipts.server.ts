// Payment receipts of reservations: what the receipt PDF shows and the member's list of them.
//
// "Paid" (one definition, `paidReservation` below, used by both queries):
// - a card reservation with a card payment that was approved (status approved, partially_refunded
//   or refunded) and not reversed automatically (`reversal` is null: a late approval for a released
//   hold was never accepted for the reservation); refunds later on keep it listed, with the refunds;
// - a pay-at-office reservation once the car is picked up (status active or completed): the
//   customer pays the full total at the desk at pick-up, which the office records as picking up;
// - any reservation with a kept payment of one of its payment references (/sanal-odeme,
//   docs/decisions/0027-payment-references.md): the payment belongs to the reservation.
// The receipt lists every kept payment (card and reference); an office payment at pick-up covers
// only what was not paid online.
// - The desk (decision 0041): a reservation picked up through the desk (a check-out record) has
//   exactly the desk payments recorded for it instead of that implied office payment; any recorded
//   desk payment makes a reservation paid, and the return's charges are rows after the booked ones.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { parseQuoteLines } from "#app/domain/receipts/receipt-lines.ts";
import {
  maskTckn,
  type Bilingual,
  type ReceiptBilling,
  type ReceiptData,
  type ReceiptPayment,
} from "#app/domain/receipts/receipt.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  cities,
  deskPayments,
  rentalCheckouts,
  extras,
  kmPackages,
  offices,
  paymentEvents,
  payments,
  quotes,
  reservationEvents,
  reservations,
  vehicleClasses,
  vehicleModels,
  type BillingJson,
} from "#app/server/db/schema.ts";
import {
  countedPayment as capturedPayment,
  listCountedPayments,
  paidByReference,
  paymentOfReservation,
} from "./reservation-payments.server.ts";
import { findCheckin, findCheckout, listCharges, listDeskPayments } from "./desk.server.ts";
import { listReturnCorrections } from "./return-corrections.server.ts";
import { listRentalMonths } from "./monthly-rentals.server.ts";
import { documentMonthState, type DocumentMonth, monthState } from "#app/domain/rental/monthly-documents.ts";

/** The reservation row `r` is paid (see the file comment). */
const paidReservation = sql`(
  (${reservations.paymentType} = 'card' and exists (
    select 1 from ${payments}
    where ${payments.reservationId} = ${reservations.id} and ${capturedPayment}))
  or (${reservations.paymentType} = 'office' and ${reservations.status} in ('active', 'completed')
      and not exists (select 1 from ${rentalCheckouts} where ${rentalCheckouts.reservationId} = ${reservations.id}))
  or ${paidByReference}
  or exists (select 1 from ${deskPayments} where ${deskPayments.reservationId} = ${reservations.id})
)`;

/** When the card was approved (first approval event), else when the car was picked up, else pick-up time. */
const paidAt = sql<Date>`coalesce(
  (select min(${paymentEvents.at}) from ${paymentEvents}
     join ${payments} on ${payments.id} = ${paymentEvents.paymentId}
     where ${paymentOfReservation(reservations.id)} and ${capturedPayment}
       and ${paymentEvents.toStatus} = 'approved'),
  (select min(${payments.updatedAt}) from ${payments}
     where ${paymentOfReservation(reservations.id)} and ${capturedPayment}),
  (select min(${reservationEvents.at}) from ${reservationEvents}
     where ${reservationEvents.reservationId} = ${reservations.id} and ${reservationEvents.toStatus} = 'active'),
  ${reservations.pickupAt}
)`.mapWith((value: string | Date) => new Date(value));

export type PaidReservationSummary = {
  number: string;
  pickupAt: Date;
  returnAt: Date;
  vehicleName: string;
  paymentType: "office" | "card";
  totalKurus: number;
  paidAt: Date;
};

/** The member's paid reservations for the bills list, most recently paid first. */
export async function listPaidReservationsForMember(db: Db, memberId: string): Promise<PaidReservationSummary[]> {
  const rows = await db
    .select({
      number: reservations.number,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      paymentType: reservations.paymentType,
      totalKurus: reservations.totalKurus,
      paidAt,
    })
    .from(reservations)
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .where(and(eq(reservations.memberId, memberId), paidReservation))
    .orderBy(desc(paidAt), desc(reservations.number));
  return rows.map(({ brand, model, ...r }) => ({ ...r, vehicleName: `${brand} ${model}` }));
}

const pickupOffice = alias(offices, "pickup_office");
const dropoffOffice = alias(offices, "dropoff_office");
const pickupCity = alias(cities, "pickup_city");
const dropoffCity = alias(cities, "dropoff_city");

function billingOf(billing: BillingJson): ReceiptBilling {
  if (billing.kind === "company") {
    const { title, taxOffice, taxNumber, address } = billing;
    return { kind: "company", title, taxOffice, taxNumber, address };
  }
  return {
    kind: "individual",
    name: billing.name,
    tcknMasked: billing.tckn ? maskTckn(billing.tckn) : null,
    address: billing.address,
  };
}

const both = (tr: string, en: string): Bilingual => ({ tr, en });

/**
 * Everything the receipt of a paid reservation shows, or null when there is no such reservation or
 * it is not paid. The caller checks `memberId` against the signed-in member before showing it.
 */
export async function loadReceipt(
  db: Db,
  reservationNumber: string,
  /** `unpaid: true`: also a reservation with nothing paid yet (the invoice at the desk return, decision 0072). */
  options: { unpaid?: boolean } = {},
): Promise<ReceiptData | null> {
  const [row] = await db
    .select({
      r: reservations,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      classTr: vehicleClasses.nameTr,
      classEn: vehicleClasses.nameEn,
      pickupTr: pickupOffice.nameTr,
      pickupEn: pickupOffice.nameEn,
      pickupCityTr: pickupCity.nameTr,
      pickupCityEn: pickupCity.nameEn,
      dropoffTr: dropoffOffice.nameTr,
      dropoffEn: dropoffOffice.nameEn,
      dropoffCityTr: dropoffCity.nameTr,
      dropoffCityEn: dropoffCity.nameEn,
      kmLimitPerDay: vehicleModels.kmLimitPerDay,
      quoteInputs: quotes.inputs,
      paidAt,
    })
    .from(reservations)
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .innerJoin(pickupOffice, eq(pickupOffice.id, reservations.pickupOfficeId))
    .innerJoin(pickupCity, eq(pickupCity.id, pickupOffice.cityId))
    .innerJoin(dropoffOffice, eq(dropoffOffice.id, reservations.dropoffOfficeId))
    .innerJoin(dropoffCity, eq(dropoffCity.id, dropoffOffice.cityId))
    .leftJoin(quotes, eq(quotes.id, reservations.quoteId))
    .where(and(eq(reservations.number, reservationNumber), options.unpaid ? undefined : paidReservation))
    .limit(1);
  if (!row) return null;
  const r = row.r;
  const lines = parseQuoteLines(r.lines);
  const inputs = row.quoteInputs;

  const assuranceCode = inputs?.assuranceCode ?? null;
  const kmCode = inputs?.kmPackageCode ?? null;
  const addOnCodes = [...new Set((lines ?? []).flatMap((l) => (l.kind === "assurance" && l.addOn ? [l.addOn] : [])))];
  const extraCodes = [...new Set((lines ?? []).flatMap((l) => (l.kind === "extra" ? [l.code] : [])))];
  // One after another: inside a caller's transaction a connection runs one query at a time.
  const [assurance] = assuranceCode
    ? await db.select().from(assurancePackages).where(eq(assurancePackages.code, assuranceCode)).limit(1)
    : [];
  const addOnRows =
    addOnCodes.length > 0
      ? await db
          .select({ code: assurancePackages.code, nameTr: assurancePackages.nameTr, nameEn: assurancePackages.nameEn })
          .from(assurancePackages)
          .where(inArray(assurancePackages.code, addOnCodes))
      : [];
  const [km] = kmCode ? await db.select().from(kmPackages).where(eq(kmPackages.code, kmCode)).limit(1) : [];
  const extraRows =
    extraCodes.length > 0
      ? await db
          .select({ code: extras.code, nameTr: extras.nameTr, nameEn: extras.nameEn })
          .from(extras)
          .where(inArray(extras.code, extraCodes))
      : [];

  return {
    reservationId: r.id,
    number: r.number,
    memberId: r.memberId,
    status: r.status,
    paymentType: r.paymentType,
    bookedAt: r.createdAt,
    vehicle: { brand: row.brand, model: row.model, className: both(row.classTr, row.classEn) },
    pickup: {
      office: both(row.pickupTr, row.pickupEn),
      city: both(row.pickupCityTr, row.pickupCityEn),
      at: r.pickupAt,
    },
    dropoff: {
      office: both(row.dropoffTr, row.dropoffEn),
      city: both(row.dropoffCityTr, row.dropoffCityEn),
      at: r.returnAt,
    },
    lines,
    rentalDays: r.rentalDays,
    totalKurus: r.totalKurus,
    vehicleKurus: r.vehicleKurus,
    discountKurus: r.discountKurus,
    oneWayFeeKurus: r.oneWayFeeKurus,
    assuranceKurus: r.assuranceKurus,
    kmPackageKurus: r.kmPackageKurus,
    extrasKurus: r.extrasKurus,
    ...(await chargesOf(db, r.id)),
    depositKurus: r.depositKurus,
    kmAllowance: inputs?.kmAllowance ?? row.kmLimitPerDay * r.rentalDays,
    assuranceName: assurance ? both(assurance.nameTr, assurance.nameEn) : null,
    addOnNames: Object.fromEntries(addOnRows.map((x) => [x.code, both(x.nameTr, x.nameEn)])),
    kmPackageName: km ? both(km.nameTr, km.nameEn) : null,
    extraNames: Object.fromEntries(extraRows.map((x) => [x.code, both(x.nameTr, x.nameEn)])),
    campaignCode: r.campaignCode,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    billing: billingOf(r.billing),
    payments: await receiptPayments(db, r, row.paidAt),
    months: await receiptMonths(db, r),
  };
}

/** A monthly rental's months with what is paid of them (decision 0130); null for a shorter rental. */
async function receiptMonths(db: Db, r: typeof reservations.$inferSelect): Promise<DocumentMonth[] | null> {
  const rows = await listRentalMonths(db, r.id);
  if (rows.length === 0) return null;
  return rows.map((m) => {
    const state = monthState(m, r);
    return {
      month: m.month,
      startsOn: m.startsOn,
      days: m.days,
      amountKurus: Number(m.amountKurus),
      kmAllowance: m.kmAllowance,
      state: documentMonthState(state),
      linkOn: state === "scheduled" ? m.linkOn : null,
    };
  });
}

/**
 * The card and reference payments kept for the reservation, and the desk payments recorded for it
 * (picked up through the desk, or paid at the desk before the hand-over); for a pay-at-office
 * reservation picked up before the desk
 * existed, the implied desk payment of whatever was not paid online.
 */
async function receiptPayments(
  db: Db,
  r: typeof reservations.$inferSelect,
  officePaidAt: Date,
): Promise<ReceiptPayment[]> {
  const online = await loadCardPayments(db, r.id);
  const deskRows = await listDeskPayments(db, r.id);
  // Desk payments taken before the hand-over (decision 0081) count as soon as they are recorded.
  if (deskRows.length > 0 || (await findCheckout(db, r.id))) {
    const desk: ReceiptPayment[] = deskRows.map((p) => ({
      method: "office",
      amountKurus: p.amountKurus,
      paidAt: p.takenAt,
      refunds: [],
      deskMethod: p.method,
    }));
    return [...online, ...desk].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
  const atDesk = r.totalKurus - online.reduce((sum, p) => sum + p.amountKurus, 0);
  if (r.paymentType === "office" && (r.status === "active" || r.status === "completed") && atDesk > 0) {
    online.push({ method: "office", amountKurus: atDesk, paidAt: officePaidAt, refunds: [] });
  }
  return online;
}

/**
 * The reservation's captured card payments (its own and its payment references') with their
 * approval time and the refunds the bank confirmed.
 */
async function loadCardPayments(db: Db, reservationId: string): Promise<ReceiptPayment[]> {
  const rows = await listCountedPayments(db, reservationId);
  if (rows.length === 0) return [];
  const events = await db
    .select({
      paymentId: paymentEvents.paymentId,
      kind: paymentEvents.kind,
      toStatus: paymentEvents.toStatus,
      amountKurus: paymentEvents.amountKurus,
      at: paymentEvents.at,
    })
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.paymentId,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
  return rows.map((p) => {
    const mine = events.filter((e) => e.paymentId === p.id);
    const approved = mine.find((e) => e.toStatus === "approved");
    return {
      method: "card",
      amountKurus: p.amountKurus,
      paidAt: approved?.at ?? p.updatedAt,
      maskedPan: p.maskedPan,
      authCode: p.authCode,
      orderId: p.orderId,
      instalments: p.instalments,
      instalmentSurchargeKurus: p.instalmentSurchargeKurus,
      refunds: mine
        .filter((e) => e.kind === "refunded" && e.amountKurus !== null)
        .map((e) => ({ amountKurus: e.amountKurus ?? 0, at: e.at })),
    };
  });
}

/**
 * The return's charges on the receipt: the booked lines, or after a correction (decision 0108) the
 * last correction's lines, with what the receipt replaces (the return's, or the previous correction's).
 */
async function chargesOf(db: Db, reservationId: string): Promise<Pick<ReceiptData, "charges" | "correction">> {
  const corrections = await listReturnCorrections(db, reservationId);
  const last = corrections.at(-1);
  if (!last) {
    return {
      charges: (await listCharges(db, reservationId)).map((c) => ({
        kind: c.kind,
        quantity: c.quantity,
        amountKurus: c.amountKurus,
        description: c.description,
      })),
    };
  }
  const before = corrections.at(-2);
  const checkin = await findCheckin(db, reservationId);
  return {
    charges: last.lines
      .filter((l) => l.amountKurus > 0)
      .map((l) => ({ kind: l.kind, quantity: l.quantity, amountKurus: l.amountKurus, description: l.description })),
    correction: {
      version: last.version,
      at: last.createdAt,
      previousAt: before?.createdAt ?? checkin?.at ?? last.createdAt,
      reversedKurus: last.reversedKurus,
      chargesKurus: last.chargesKurus,
      owedBackKurus: corrections.reduce((sum, c) => sum + c.owedKurus, 0),
      reason: last.reason,
    },
  };
}
