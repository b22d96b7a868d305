// What a payment receipt of a reservation is made from: loaded by the receipts repository,
// laid out by receipt-lines.ts and rendered by the PDF renderer. Plain data, no database types.
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import type { ReservationPriceSplit } from "#app/domain/reservation/reservation-money.ts";
import type { ReservationStatus } from "#app/domain/reservation/status.ts";
import type { DocumentMonth } from "#app/domain/rental/monthly-documents.ts";

/** A name kept in both languages, so one loaded receipt renders in either. */
export type Bilingual = { tr: string; en: string };

export type ReceiptPlace = { office: Bilingual; city: Bilingual; at: Date };

export type ReceiptRefund = { amountKurus: number; at: Date };

/** Money received for the reservation: an approved card payment, or the payment taken at the desk. */
export type ReceiptPayment =
  | {
      method: "card";
      amountKurus: number;
      paidAt: Date;
      /** As the bank returned it, e.g. "435508******4358"; never a full card number. */
      maskedPan: string | null;
      authCode: string | null;
      orderId: string;
      /** Instalments (taksit), 1 = single payment; the amount includes `instalmentSurchargeKurus`. */
      instalments?: number;
      instalmentSurchargeKurus?: number;
      refunds: ReceiptRefund[];
    }
  | {
      method: "office";
      amountKurus: number;
      paidAt: Date;
      refunds: ReceiptRefund[];
      /** How the desk took it (recorded desk payments, decision 0041); absent for the implied pick-up payment. */
      deskMethod?: "cash" | "card_terminal";
    };

/** A charge added at the return (decision 0041): extra days, extra KM, fuel, a damage typed by staff. */
export type ReceiptCharge = {
  kind: "extra_days" | "extra_km" | "fuel" | "damage";
  quantity: number;
  amountKurus: number;
  description: string;
};

export type ReceiptBilling =
  | { kind: "individual"; name: string; tcknMasked: string | null; address: string }
  | { kind: "company"; title: string; taxOffice: string; taxNumber: string; address: string };

/** The stored price of the reservation: its quote lines (null when unreadable) and the column totals. */
export type ReceiptAmounts = ReservationPriceSplit & {
  lines: QuoteLine[] | null;
  rentalDays: number;
  totalKurus: number;
  /** Charges of the return, after the booked rows (none before the car is returned). */
  charges?: readonly ReceiptCharge[];
};

export type ReceiptData = ReceiptAmounts & {
  reservationId: string;
  number: string;
  /** The owner: a caller shows the receipt only to this member. */
  memberId: string | null;
  status: ReservationStatus;
  paymentType: "office" | "card";
  bookedAt: Date;
  vehicle: { brand: string; model: string; className: Bilingual };
  pickup: ReceiptPlace;
  dropoff: ReceiptPlace;
  depositKurus: number;
  kmAllowance: number | "unlimited" | null;
  assuranceName: Bilingual | null;
  /** Names of combinable assurance add-ons by code (docs/decisions/0053); absent = none. */
  addOnNames?: Record<string, Bilingual>;
  kmPackageName: Bilingual | null;
  /** Extra names by extra code. */
  extraNames: Record<string, Bilingual>;
  campaignCode: string | null;
  driverName: string;
  billing: ReceiptBilling;
  payments: ReceiptPayment[];
  /** A monthly rental's months (decision 0130): the receipt lists them with what is paid; absent = none. */
  months?: DocumentMonth[] | null;
  /**
   * The return's last correction (decision 0108): `charges` are then the corrected lines and the
   * receipt says which earlier one it replaces (the return's, or the previous correction's).
   */
  correction?: {
    version: number;
    at: Date;
    previousAt: Date;
    reversedKurus: number;
    chargesKurus: number;
    owedBackKurus: number;
    reason: string;
  };
};

/** A TC identity number with all but its last three digits hidden: "10000000146" -> "********146". */
export function maskTckn(tckn: string): string {
  const digits = tckn.replace(/\D/g, "");
  if (digits.length <= 3) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 3)}${digits.slice(-3)}`;
}
