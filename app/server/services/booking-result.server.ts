// /result: a reservation's confirmation, shown only to the browser whose receipt cookie lists it.
import { fullRefundDeadline } from "#app/domain/cancellation/cancellation-refund.ts";
import { vatBreakdown } from "#app/domain/money/money.ts";
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { QuoteView } from "#app/shared/booking/booking-types.ts";
import { reservationContacts } from "#app/shared/contact/phone-links.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findOfficesByIds, listBookingOptions } from "#app/server/repositories/booking-options.server.ts";
import { findQuote, loadActiveModels } from "#app/server/repositories/quotes.server.ts";
import { findReservationByNumber } from "#app/server/repositories/reservations.server.ts";
import { receiptNumbers } from "./booking-receipt.server.ts";
import { balanceOf } from "./payment-references.server.ts";
import { bookedLegsView } from "./delivery.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";

const NUMBER_RE = /^YLD-[0-9A-HJKMNP-TV-Z]{7}$/;

export async function reservationForReceipt(
  db: Db,
  number: string | null,
  cookieHeader: string | null,
  secret: string,
  lang: Lang,
  now: Date = new Date(),
) {
  const wanted = (number ?? "").trim().toUpperCase();
  if (!NUMBER_RE.test(wanted) || !receiptNumbers(cookieHeader, secret, now).includes(wanted)) return null;
  const r = await findReservationByNumber(db, wanted);
  if (!r) return null;
  const [model] = await loadActiveModels(db, r.modelId);
  const offices = await findOfficesByIds(db, [r.pickupOfficeId, r.dropoffOfficeId], lang);
  const quote = r.quoteId ? await findQuote(db, r.quoteId) : null;
  const options = model ? await listBookingOptions(db, model.classId, lang) : { assurance: [], km: [], extras: [] };
  const assuranceCode = quote?.inputs.assuranceCode ?? null;
  const kmCode = quote?.inputs.kmPackageCode ?? null;
  const lines = r.lines as QuoteLine[];
  const summary: QuoteView = {
    id: r.quoteId ?? "",
    days: r.rentalDays,
    lines,
    discount: { applied: null, amountKurus: r.discountKurus, campaignKurus: null, memberKurus: 0 },
    totalKurus: r.totalKurus,
    vat: vatBreakdown(r.totalKurus),
    // The reservation's lines already carry the pay-now line when it was paid now (decision 0055).
    payNow: { basisPoints: 0, discountKurus: r.payNowDiscountKurus, totalKurus: r.totalKurus },
    depositKurus: r.depositKurus,
    kmAllowance: quote?.inputs.kmAllowance ?? (model ? model.kmLimitPerDay * r.rentalDays : 0),
    assuranceName: assuranceCode ? (options.assurance.find((a) => a.code === assuranceCode)?.name ?? "") : null,
    addOnNames: Object.fromEntries(options.assurance.filter((a) => a.combinable).map((a) => [a.code, a.name])),
    kmPackageName: kmCode ? (options.km.find((k) => k.code === kmCode)?.name ?? "") : null,
    extraNames: Object.fromEntries(options.extras.map((x) => [x.code, x.name])),
    campaignCode: r.campaignCode,
    expiresAt: "",
    depositFree: depositFreeOf(lines),
  };
  const office = (id: number) => offices.find((o) => o.id === id) ?? null;
  const balance = await balanceOf(db, r);
  return {
    number: r.number,
    status: r.status,
    paymentType: r.paymentType,
    /** A pay-at-office reservation paid online since (payment reference): shown as paid, not "at the office". */
    paidOnline: r.paymentType === "office" && balance.paidKurus > 0,
    pickupAt: formatIstanbulLocal(r.pickupAt),
    returnAt: formatIstanbulLocal(r.returnAt),
    pickupOffice: office(r.pickupOfficeId),
    dropoffOffice: office(r.dropoffOfficeId),
    /** The roadside line and the offices' phones and e-mail as links (decision 0058). */
    contacts: reservationContacts(office(r.pickupOfficeId), office(r.dropoffOfficeId)),
    vehicle: model
      ? {
          name: `${model.brand} ${model.model}`,
          className: lang === "en" ? model.classNameEn : model.classNameTr,
          bodyType: model.bodyType,
          colour: model.colour,
        }
      : null,
    hasAssurance: r.assuranceKurus > 0,
    /** An airport pick-up's flight number ("TK2124"), so the customer sees the office has it. */
    flightNumber: r.flightNumber,
    fullRefundDeadline: formatIstanbulLocal(fullRefundDeadline(r.pickupAt)),
    quote: summary,
    /** The addresses the car is brought to or collected from instead of the office (decision 0132). */
    deliveries: await bookedLegsView(db, r, lang),
  };
}
export type ReceiptView = NonNullable<Awaited<ReturnType<typeof reservationForReceipt>>>;
