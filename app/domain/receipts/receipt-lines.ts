// The rows of a payment receipt and its VAT breakdown, from the stored price of a reservation.
// Discounts are folded into the vehicle rental row (its VAT base), so no row is negative and the
// rows add up to the total. VAT is split per row with `vatBreakdown`; the total is the sum of rows.
import { z } from "zod";
import { assertKurus, sumKurus, VAT_RATE_PCT, vatBreakdown, type VatBreakdown } from "#app/domain/money/money.ts";
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import type { ReceiptAmounts, ReceiptCharge, ReceiptPayment } from "./receipt.ts";

export type ReceiptRowLabel =
  | { kind: "vehicle"; days: number }
  | { kind: "oneWayFee" }
  /** Delivery to an address or collection from one (decision 0123). */
  | { kind: "delivery"; leg: "delivery" | "collection"; km: number }
  /** `addOn` names a combinable package's own row (docs/decisions/0053); absent for the main package. */
  | { kind: "assurance"; days: number; addOn?: string }
  | { kind: "kmPackage" }
  | { kind: "extra"; code: string; quantity: number }
  /** All extras in one row (when the stored lines cannot be read). */
  | { kind: "extras" }
  /** The whole rental in one row (when neither lines nor columns add up to the total). */
  | { kind: "rental"; days: number }
  /** A charge of the return (decision 0041). */
  | { kind: "charge"; charge: ReceiptCharge["kind"]; quantity: number; description: string };

/** What was taken off the vehicle rental; the amount is positive. */
export type ReceiptDiscount =
  | { kind: "campaign"; code: string; amountKurus: number }
  | { kind: "member"; percent: number; amountKurus: number }
  /** Paying now by card (decision 0055); `basisPoints` 500 = 5 %. */
  | { kind: "payNow"; basisPoints: number; amountKurus: number }
  | { kind: "other"; amountKurus: number };

export type ReceiptRow = {
  label: ReceiptRowLabel;
  /** Price before the discount (equal to `amount.gross` without one). */
  listKurus: number;
  discount: ReceiptDiscount | null;
  amount: VatBreakdown;
};

export type ReceiptPaymentTotals = { receivedKurus: number; refundedKurus: number; netKurus: number };

export type ReceiptLayout = {
  rows: ReceiptRow[];
  /** Sum of the rows' breakdowns; `gross` is the reservation total plus the return's charges. */
  total: VatBreakdown;
  vatRatePct: number;
  payments: ReceiptPaymentTotals;
  /** Where the rows came from: the stored quote lines, the reservation's amount columns, or the total alone. */
  source: "lines" | "columns" | "total";
};

const kurus = z.number().int();
const quoteLineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("vehicle"), amountKurus: kurus, days: z.number().int() }).loose(),
  z.object({ kind: z.literal("campaignDiscount"), code: z.string(), amountKurus: kurus }).loose(),
  z.object({ kind: z.literal("memberDiscount"), percent: z.number(), amountKurus: kurus }).loose(),
  z.object({ kind: z.literal("oneWayFee"), amountKurus: kurus }).loose(),
  z
    .object({
      kind: z.literal("delivery"),
      leg: z.enum(["delivery", "collection"]),
      km: z.number().nonnegative(),
      amountKurus: kurus,
    })
    .loose(),
  z.object({ kind: z.literal("payNowDiscount"), basisPoints: z.number().int(), amountKurus: kurus }).loose(),
  z.object({ kind: z.literal("assurance"), days: z.number().int(), amountKurus: kurus }).loose(),
  z.object({ kind: z.literal("kmPackage"), amountKurus: kurus }).loose(),
  z.object({ kind: z.literal("extra"), code: z.string(), quantity: z.number().int(), amountKurus: kurus }).loose(),
]);

/** The reservation's `lines` jsonb as quote lines, or null when it is not a readable list of them. */
export function parseQuoteLines(value: unknown): QuoteLine[] | null {
  const parsed = z.array(quoteLineSchema).safeParse(value);
  return parsed.success ? (value as QuoteLine[]) : null;
}

type Draft = { label: ReceiptRowLabel; listKurus: number; discount: ReceiptDiscount | null; gross: number };

function rowsFromLines(lines: readonly QuoteLine[]): Draft[] | null {
  const drafts: Draft[] = [];
  let vehicle: Draft | null = null;
  const discounts: ReceiptDiscount[] = [];
  let payNow: ReceiptDiscount | null = null;
  for (const line of lines) {
    switch (line.kind) {
      case "vehicle":
        if (vehicle) return null;
        vehicle = {
          label: { kind: "vehicle", days: line.days },
          listKurus: line.amountKurus,
          discount: null,
          gross: 0,
        };
        drafts.push(vehicle);
        break;
      case "campaignDiscount":
        discounts.push({ kind: "campaign", code: line.code, amountKurus: -line.amountKurus });
        break;
      case "memberDiscount":
        discounts.push({ kind: "member", percent: line.percent, amountKurus: -line.amountKurus });
        break;
      case "oneWayFee":
        drafts.push(plain({ kind: "oneWayFee" }, line.amountKurus));
        break;
      case "delivery":
        drafts.push(plain({ kind: "delivery", leg: line.leg, km: line.km }, line.amountKurus));
        break;
      case "payNowDiscount":
        // Taken off the whole total; shown on the rental row like the other discounts (decision 0055).
        payNow = { kind: "payNow", basisPoints: line.basisPoints, amountKurus: -line.amountKurus };
        break;
      case "assurance":
        drafts.push(
          plain(
            line.addOn
              ? { kind: "assurance", days: line.days, addOn: line.addOn }
              : { kind: "assurance", days: line.days },
            line.amountKurus,
          ),
        );
        break;
      case "kmPackage":
        drafts.push(plain({ kind: "kmPackage" }, line.amountKurus));
        break;
      case "extra":
        drafts.push(plain({ kind: "extra", code: line.code, quantity: line.quantity }, line.amountKurus));
        break;
    }
  }
  // The two discounts never stack (quote.ts); more than one is a record we do not understand.
  if (!vehicle || discounts.length > 1) return null;
  const first = discounts[0] ?? null;
  const discount: ReceiptDiscount | null =
    first && payNow ? { kind: "other", amountKurus: first.amountKurus + payNow.amountKurus } : (first ?? payNow);
  vehicle.discount = discount;
  vehicle.gross = vehicle.listKurus - (discount?.amountKurus ?? 0);
  return drafts;
}

function plain(label: ReceiptRowLabel, gross: number): Draft {
  return { label, listKurus: gross, discount: null, gross };
}

function rowsFromColumns(a: ReceiptAmounts, campaignCode: string | null): Draft[] {
  const discount: ReceiptDiscount | null =
    a.discountKurus === 0
      ? null
      : campaignCode
        ? { kind: "campaign", code: campaignCode, amountKurus: a.discountKurus }
        : { kind: "other", amountKurus: a.discountKurus };
  const drafts: Draft[] = [
    {
      label: { kind: "vehicle", days: a.rentalDays },
      listKurus: a.vehicleKurus,
      discount,
      gross: a.vehicleKurus - a.discountKurus,
    },
  ];
  if (a.oneWayFeeKurus !== 0) drafts.push(plain({ kind: "oneWayFee" }, a.oneWayFeeKurus));
  if (a.assuranceKurus !== 0) drafts.push(plain({ kind: "assurance", days: a.rentalDays }, a.assuranceKurus));
  if (a.kmPackageKurus !== 0) drafts.push(plain({ kind: "kmPackage" }, a.kmPackageKurus));
  if (a.extrasKurus !== 0) drafts.push(plain({ kind: "extras" }, a.extrasKurus));
  return drafts;
}

function addsUpTo(drafts: readonly Draft[] | null, totalKurus: number): drafts is Draft[] {
  if (!drafts || drafts.length === 0) return false;
  if (drafts.some((d) => !Number.isSafeInteger(d.gross) || d.gross < 0 || d.listKurus < d.gross)) return false;
  return sumKurus(drafts.map((d) => d.gross)) === totalKurus;
}

function toRow(draft: Draft): ReceiptRow {
  return {
    label: draft.label,
    listKurus: draft.listKurus,
    discount: draft.discount,
    amount: vatBreakdown(draft.gross),
  };
}

/** What was received for the reservation, what went back, and what was kept. */
export function paymentTotals(payments: readonly ReceiptPayment[]): ReceiptPaymentTotals {
  const receivedKurus = sumKurus(payments.map((p) => p.amountKurus));
  const refundedKurus = sumKurus(payments.flatMap((p) => p.refunds.map((r) => r.amountKurus)));
  return { receivedKurus, refundedKurus, netKurus: receivedKurus - refundedKurus };
}

/**
 * The receipt's rows (in the quote's order) and VAT breakdown. Prefers the stored quote lines; falls
 * back to the reservation's amount columns, then to one row, so the rows always add up to the total.
 */
export function receiptLayout(
  amounts: ReceiptAmounts & { campaignCode: string | null; payments: readonly ReceiptPayment[] },
): ReceiptLayout {
  const total = amounts.totalKurus;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`receipt total must be >= 0 kuruş, got ${total}`);
  let source: ReceiptLayout["source"] = "lines";
  let drafts = amounts.lines ? rowsFromLines(amounts.lines) : null;
  if (!addsUpTo(drafts, total)) {
    source = "columns";
    drafts = rowsFromColumns(amounts, amounts.campaignCode);
  }
  if (!addsUpTo(drafts, total)) {
    source = "total";
    drafts = [plain({ kind: "rental", days: amounts.rentalDays }, total)];
  }
  for (const c of amounts.charges ?? []) {
    assertKurus(c.amountKurus, "charge");
    if (c.amountKurus <= 0) throw new RangeError(`a charge must be positive, got ${c.amountKurus}`);
    drafts.push(
      plain({ kind: "charge", charge: c.kind, quantity: c.quantity, description: c.description }, c.amountKurus),
    );
  }
  const rows = drafts.map(toRow);
  const net = sumKurus(rows.map((r) => r.amount.net));
  const vat = sumKurus(rows.map((r) => r.amount.vat));
  return {
    rows,
    total: { net, vat, gross: net + vat },
    vatRatePct: VAT_RATE_PCT,
    payments: paymentTotals(amounts.payments),
    source,
  };
}
