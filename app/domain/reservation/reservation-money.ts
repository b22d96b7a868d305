// The money columns of a reservation, from the priced quote it is made (or changed) from: the
// charged total and lines for the payment choice (the card's pay-now discount, decision 0055), the
// split by kind that receipts and the desk read, the deposit and the campaign that was applied.
// A new booking (reserve.server.ts) and a change (booking-change-apply.server.ts) both write these.

import { type Quote, type QuoteLine, quoteForPayment } from "#app/domain/pricing/quote.ts";

/** What the quote was made from that the reservation keeps beside its price. */
export type ReservationMoneyInputs = {
  depositKurus: number;
  /** The campaign that was applied (null when none was given or the member discount won). */
  campaignId: number | null;
  /** The code as typed; kept only when its campaign was applied. */
  campaignCode: string | null;
};

/** The price split by kind, as the reservation's columns keep it (receipts and the desk read them). */
export type ReservationPriceSplit = {
  /** Vehicle rental before any discount. */
  vehicleKurus: number;
  /** The campaign or member discount (positive). */
  discountKurus: number;
  oneWayFeeKurus: number;
  assuranceKurus: number;
  kmPackageKurus: number;
  extrasKurus: number;
};

export type ReservationMoney = ReservationPriceSplit & {
  /** What the customer pays for this payment choice. */
  totalKurus: number;
  payNowDiscountKurus: number;
  depositKurus: number;
  rentalDays: number;
  lines: QuoteLine[];
  campaignId: number | null;
  campaignCode: string | null;
};

function sumOf(lines: readonly QuoteLine[], kind: QuoteLine["kind"]): number {
  return lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountKurus, 0);
}

/** The reservation's money columns for `price`, paid at the office or by card. */
export function reservationMoney(
  price: Quote,
  inputs: ReservationMoneyInputs,
  payment: "office" | "card",
): ReservationMoney {
  const charged = quoteForPayment(price, payment);
  return {
    totalKurus: charged.totalKurus,
    payNowDiscountKurus: charged.payNowDiscountKurus,
    vehicleKurus: price.vehicleKurus,
    discountKurus: price.discount.amountKurus,
    oneWayFeeKurus: sumOf(price.lines, "oneWayFee"),
    assuranceKurus: sumOf(price.lines, "assurance"),
    kmPackageKurus: sumOf(price.lines, "kmPackage"),
    // Delivery and collection (decision 0123) count with the extras in the columns; the lines name them.
    extrasKurus: sumOf(price.lines, "extra") + sumOf(price.lines, "delivery"),
    depositKurus: inputs.depositKurus,
    rentalDays: price.days,
    lines: charged.lines,
    campaignId: inputs.campaignId,
    campaignCode: inputs.campaignId !== null ? inputs.campaignCode : null,
  };
}
