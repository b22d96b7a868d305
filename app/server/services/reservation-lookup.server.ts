// Finding a reservation by its number and the driver's last name (/Rezervasyon-On-Izleme).
// A wrong number and a wrong name get the very same answer, and both count against the same
// per-IP and per-number limits, so the page never tells whether a number exists.
import { readTogether } from "#app/server/db/reads.server.ts";
import { monthlyPaymentsView } from "./monthly-schedule.server.ts";
import { bookedLegsView } from "./delivery.server.ts";
import { guestInvoiceLinks } from "./invoice-documents.server.ts";
import { guestReceiptQuery } from "#app/server/services/guest-receipt.server.ts";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { fullRefundDeadline } from "#app/domain/cancellation/cancellation-refund.ts";
import { atOnceOutcome } from "#app/domain/cancellation/self-service.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { normalizeReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { sameName } from "#app/domain/text/turkish.ts";
import { DAY_MS, istanbulDate } from "#app/domain/time/istanbul.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { reservationContacts } from "#app/shared/contact/phone-links.ts";
import { PAY_ONLINE_INTENT } from "#app/shared/forms/bot-fields.ts";
import { lookupSchema } from "#app/shared/forms/form-schemas.ts";
import {
  CANCELLATION_REQUEST_STATES,
  type CancellationRequestState,
  type CancellationRequestView,
  type ReservationView,
} from "#app/shared/reservations/reservation-view.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { QuoteInputsJson } from "#app/server/db/schema.ts";
import { canOfferReference, type Balance } from "#app/domain/payments/reservation-balance.ts";
import {
  findLatestCancellationRequest,
  findReservationDetails,
  officeNames,
  packageNames,
} from "#app/server/repositories/forms.server.ts";
import { findRebookedNumber } from "#app/server/repositories/reservations.server.ts";
import { checkRateLimits } from "#app/server/security/form-guard.server.ts";
import type { FormRequest } from "./forms.server.ts";
import { balanceOf, issuePaymentReference } from "./payment-references.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { serverT } from "#app/i18n/translate.server.ts";

export { CANCELLATION_REQUEST_STATES };
export type { CancellationRequestState, CancellationRequestView, ReservationView };

/** A stored request status as the lookup shows it (applied = approved, refused = declined); anything new reads "being processed". */
export function cancellationRequestState(status: string): CancellationRequestState {
  switch (status) {
    case "received":
      return "received";
    case "applied":
    case "approved":
      return "approved";
    case "refused":
    case "declined":
      return "declined";
    default:
      return "other";
  }
}

/** Whether a request in this state still stands (no second request may be made). */
function requestStands(state: CancellationRequestView["state"]): boolean {
  return state === "received" || state === "other";
}

/** What the customer sees of a cancellation request: received, approved (+ refund), declined (+ reason). */
export function cancellationRequestView(
  request: {
    status: string;
    refundKurus: number;
    declineReason: string | null;
    requestedAt: Date;
    refundState?: string | null;
    selfService?: boolean;
    deductionKurus?: number;
  } | null,
  lang: Lang,
): CancellationRequestView | null {
  if (!request) return null;
  const requestedAt = displayLocal(request.requestedAt, lang);
  if (request.selfService) {
    // Cancelled at once (decision 0100): the customer is told where the money stands, truthfully.
    const money = (kurus: number) => formatTl(kurus, lang);
    return {
      requestedAt,
      state: "selfService",
      outcome: atOnceOutcome(request.refundState ?? null, request.deductionKurus ?? 0),
      refund: money(request.refundKurus),
      deduction: money(request.deductionKurus ?? 0),
    };
  }
  // Decided, but the refund has not reached the card (sent, refused or unanswered): the customer is
  // told nothing until the money moves (decision 0074), so the request still reads as under review.
  const moneyOutstanding = ["pending", "failed", "unknown"].includes(request.refundState ?? "");
  const state = moneyOutstanding ? "received" : cancellationRequestState(request.status);
  if (state === "approved") {
    return {
      requestedAt,
      state,
      refund: request.refundKurus > 0 ? formatTl(request.refundKurus, lang) : null,
      ...(request.refundState === "manual" ? { paidBackOtherwise: true } : {}),
    };
  }
  if (state === "declined") return { requestedAt, state, reason: request.declineReason ?? "" };
  return { requestedAt, state };
}

export type LookupActionData = {
  result: SubmissionResult<string[]>;
  notice?: "notFound" | "tooMany";
  retryMinutes?: number;
  reservation?: ReservationView;
  /** The query of the receipt link (/misafir-makbuz?…) when something was paid. */
  receiptQuery?: string;
  /** The reservation's invoices, each with the query of its signed link (/misafir-fatura?…; decision 0092). */
  invoiceLinks?: { number: string; typeCode: "SATIS" | "IADE"; query: string }[];
};

export type LookupReply = {
  status: number;
  data: LookupActionData;
  headers?: Record<string, string>;
  redirectTo?: string;
};

/** An instant as the reader's language writes Istanbul's wall time: "21.11.2026 10:30" / "21 Nov 2026, 10:30". */
export function displayLocal(instant: Date, lang: Lang): string {
  return formatInstant(instant, lang);
}

type Details = NonNullable<Awaited<ReturnType<typeof findReservationDetails>>>;

/** The reservation the visitor may see: the number exists AND the last name matches; else null. */
export async function findOwnReservation(db: Db, typedNumber: string, lastName: string): Promise<Details | null> {
  const number = normalizeReservationNumber(typedNumber);
  if (!number) return null;
  const details = await findReservationDetails(db, number);
  if (!details || !sameName(details.reservation.driver.lastName, lastName)) return null;
  return details;
}

function deadlineOf(
  kind: ReservationView["deadline"]["kind"],
  pickupAt: Date,
  now: Date,
  lang: Lang,
): ReservationView["deadline"] {
  const instant = kind === "prepaid" ? fullRefundDeadline(pickupAt) : pickupAt;
  return { kind, when: displayLocal(instant, lang), passed: instant.getTime() <= now.getTime() };
}

export async function reservationView(db: Db, details: Details, lang: Lang, now: Date): Promise<ReservationView> {
  const r = details.reservation;
  const inputs = details.quoteInputs as QuoteInputsJson | null;
  const [offices, packages] = await readTogether(db, [
    () => officeNames(db, [r.pickupOfficeId, r.dropoffOfficeId]),
    () =>
      packageNames(db, {
        assurance: inputs?.assuranceCode ?? null,
        addOns: inputs?.assuranceAddOnCodes ?? [],
        km: inputs?.kmPackageCode ?? null,
        extras: (inputs?.extras ?? []).map((x) => x.code),
      }),
  ]);
  const name = (row: { nameTr: string; nameEn: string } | null | undefined) =>
    row ? (lang === "en" ? row.nameEn : row.nameTr) : null;
  const contactOf = (id: number) => {
    const o = offices.find((row) => row.id === id);
    return o ? { id: o.id, name: name(o) ?? "", phone: o.phone, email: o.email } : null;
  };
  const money = (kurus: number) => formatTl(kurus, lang);
  const optional = (kurus: number) => (kurus > 0 ? money(kurus) : null);
  const hasAssurance = r.assuranceKurus > 0;
  const daysRemaining = Math.round((Date.parse(istanbulDate(r.pickupAt)) - Date.parse(istanbulDate(now))) / DAY_MS);
  const open = r.status === "confirmed" || r.status === "pending_payment";
  const balance: Balance = await balanceOf(db, r);
  const request = cancellationRequestView(await findLatestCancellationRequest(db, r.id), lang);
  const rebookedAs =
    r.status === "payment_failed" || r.status === "expired" ? await findRebookedNumber(db, r.id) : null;
  // A pay-at-office reservation paid by reference is prepaid from then on (cancellation refunds it).
  const paidOnline = r.paymentType === "office" && balance.paidKurus > 0;
  return {
    number: r.number,
    status: r.status,
    pickupAt: displayLocal(r.pickupAt, lang),
    returnAt: displayLocal(r.returnAt, lang),
    pickupOffice: name(offices.find((o) => o.id === r.pickupOfficeId)) ?? "",
    dropoffOffice: name(offices.find((o) => o.id === r.dropoffOfficeId)) ?? "",
    contacts: reservationContacts(contactOf(r.pickupOfficeId), contactOf(r.dropoffOfficeId)),
    car: `${details.brand} ${details.model}`,
    className: lang === "en" ? details.classEn : details.classTr,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    flightNumber: r.flightNumber,
    rebookedAs,
    days: r.rentalDays,
    // The main package and its add-ons in one row: "Full Güvence + Lastik-Cam-Far Güvencesi".
    assurance:
      [packages.assurance, ...packages.addOns].map(name).filter(Boolean).join(" + ") || (hasAssurance ? "✓" : null),
    kmPackage: name(packages.km) ?? (r.kmPackageKurus > 0 ? "✓" : null),
    extras: packages.extras.map((x) => (lang === "en" ? x.nameEn : x.nameTr)),
    amounts: {
      vehicle: money(r.vehicleKurus),
      discount: optional(r.discountKurus),
      oneWayFee: optional(r.oneWayFeeKurus),
      assurance: optional(r.assuranceKurus),
      kmPackage: optional(r.kmPackageKurus),
      extras: optional(r.extrasKurus),
      payNow: optional(r.payNowDiscountKurus),
      total: money(r.totalKurus),
      deposit: depositFreeOf(r.lines) ? serverT(lang)("booking.depositFree.noDeposit") : money(r.depositKurus),
      paid: optional(balance.paidKurus),
    },
    paymentType: r.paymentType,
    payment: paidOnline ? "reference" : r.paymentType,
    daysRemaining,
    deadline: deadlineOf(
      r.paymentType === "office" && !paidOnline ? "office" : hasAssurance ? "assurance" : "prepaid",
      r.pickupAt,
      now,
      lang,
    ),
    cancellationRequest: request,
    canCancel: open && r.pickupAt.getTime() > now.getTime() && !(request && requestStands(request.state)),
    canPayOnline: r.paymentType === "office" && canOfferReference(balance, r.pickupAt, now),
    canChange:
      r.status === "confirmed" && r.pickupAt.getTime() > now.getTime() && !(request && requestStands(request.state)),
    monthly: await monthlyPaymentsView(db, r, lang),
    // The address the car is brought to or collected from replaces the office there (decision 0132).
    deliveries: await bookedLegsView(db, r, lang),
  };
}

/**
 * A lookup post: shows the reservation, or (intent "pay") sends a pay-at-office reservation that
 * still owes something to /sanal-odeme with the reference for what it owes (the live one if any).
 */
export async function lookupReservation(
  req: FormRequest,
  formData: FormData,
  paths: { virtualPayment: string },
): Promise<LookupReply> {
  const limited = await checkRateLimits(req.db, req.env, { form: "lookup", ip: req.ip, now: req.now });
  const submission = parseWithZod(formData, { schema: lookupSchema });
  const tooMany = (seconds: number): LookupReply => ({
    status: 429,
    data: { result: submission.reply(), notice: "tooMany", retryMinutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { "Retry-After": String(seconds) },
  });
  if (limited) return tooMany(limited.retryAfterSeconds);
  if (submission.status !== "success") return { status: 400, data: { result: submission.reply() } };
  const number = normalizeReservationNumber(submission.value.number) ?? "";
  const byTarget = await checkRateLimits(req.db, req.env, { form: "lookup", target: number, now: req.now });
  if (byTarget) return tooMany(byTarget.retryAfterSeconds);
  const details = await findOwnReservation(req.db, number, submission.value.lastName);
  if (!details) return { status: 200, data: { result: submission.reply(), notice: "notFound" } };
  const view = await reservationView(req.db, details, req.lang, req.now);
  if (formData.get("intent") === PAY_ONLINE_INTENT && view.canPayOnline) {
    // The reference is for what is still owed; asking again returns the live one.
    const issued = await issuePaymentReference(req.db, { reservationNumber: view.number }, { now: req.now });
    if (issued.ok) {
      return {
        status: 303,
        data: { result: submission.reply() },
        redirectTo: `${paths.virtualPayment}?ref=${encodeURIComponent(issued.reference.number)}`,
      };
    }
  }
  // Paid by card (or by reference): the receipt, by a signed link that lasts an hour (issue 26).
  const receiptQuery = await guestReceiptQuery(req.db, req.env.SESSION_SECRET, view.number, req.now);
  const invoiceLinks = await guestInvoiceLinks(req.db, req.env.SESSION_SECRET, view.number, req.now);
  return {
    status: 200,
    data: {
      result: submission.reply(),
      reservation: view,
      ...(receiptQuery ? { receiptQuery } : {}),
      ...(invoiceLinks.length > 0 ? { invoiceLinks } : {}),
    },
  };
}
