// Issuing invoices (decision 0072), each in the caller's transaction, once per cause:
//   issueRentalInvoice         at the desk return: rental, extras and the return's charges;
//   issueCancellationInvoice   a prepaid booking cancelled with a deduction: the deduction;
//   issueRefundReturnInvoice   money sent back after an invoice: an IADE invoice referring to it.
// The desk and cancellation services call them through app/server/services/invoices.server.ts.
// A repeat with the same cause returns the first invoice. The number is taken from the counter
// in the same transaction (no gap, no repeat across servers), the document is written as UBL-TR
// and checked with the project's own check before it is stored; sending is the job's
// (invoice-sending.server.ts), which picks the stored row up after the commit.
import { randomUUID } from "node:crypto";
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { deductionLine, invoiceLinesFromLayout } from "#app/domain/invoices/from-receipt.ts";
import {
  buildInvoice,
  buyerIdentification,
  buyerProblems,
  chooseProfile,
  GENERIC_TCKN,
  type InternetSale,
  type InvoiceAddress,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTypeCode,
} from "#app/domain/invoices/invoice.ts";
import { linesAgain } from "#app/domain/invoices/correction.ts";
import { formatInvoiceNumber, seriesFor } from "#app/domain/invoices/invoice-number.ts";
import { returnLines } from "#app/domain/invoices/return-invoice.ts";
import { checkUblTr } from "#app/domain/invoices/ubl-check.ts";
import { writeUblTr } from "#app/domain/invoices/ubl-writer.ts";
import { receiptLayout } from "#app/domain/receipts/receipt-lines.ts";
import { istanbulDate, istanbulParts, istanbulTime } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { BillingJson, DriverJson } from "#app/server/db/schema.ts";
import {
  findCorrectionOf,
  findInvoiceByCause,
  findInvoice,
  findTaxpayer,
  insertInvoice,
  type InvoiceRow,
  listReturnsOf,
  lockReservationInvoices,
  reservationForInvoice,
  saveTaxpayer,
  takeInvoiceSequence,
} from "#app/server/repositories/invoices.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import type { InvoiceIntegrator } from "./integrator.server.ts";
import { invoiceSupplier } from "./supplier.server.ts";

/** A taxpayer-list answer is trusted this long (the list changes when a company joins e-Fatura). */
export const TAXPAYER_CACHE_MS = 24 * 3600_000;

export type InvoicingDeps = { integrator: InvoiceIntegrator; publicUrl: string };

export type IssueResult =
  | { ok: true; repeated: boolean; invoice: InvoiceRow }
  | { ok: false; reason: "notFound" | "nothingToInvoice" | "noInvoiceToReturn" }
  | { ok: false; reason: "buyer"; problems: string[] };

/** "Sokak 1, Kadıköy, İstanbul" or ".../Kadıköy/İstanbul": the last two parts are district and city. */
export function addressOf(text: string, fallbackCity: string): InvoiceAddress {
  const parts = text
    .split(/[,/\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const city = parts.length >= 3 ? (parts.at(-1) ?? fallbackCity) : fallbackCity;
  const district = parts.length >= 3 ? (parts.at(-2) ?? city) : city;
  return { street: text.trim(), district, city, country: "Türkiye" };
}

function splitName(full: string): { firstName: string; familyName: string } {
  const words = full.trim().split(/\s+/);
  const familyName = words.length > 1 ? (words.pop() ?? "") : "";
  return { firstName: words.join(" "), familyName };
}

/** The buyer from the booking's billing details (and the driver's passport for a foreigner). */
export function buyerOf(billing: BillingJson, driver: DriverJson, fallbackCity: string): InvoiceBuyer {
  const address = addressOf(billing.address, fallbackCity);
  const email = driver.email || undefined;
  if (billing.kind === "company") {
    return {
      kind: "company",
      vkn: billing.taxNumber,
      title: billing.title,
      taxOffice: billing.taxOffice,
      address,
      ...(email ? { email } : {}),
    };
  }
  const name = splitName(billing.name);
  const tckn = billing.tckn ?? driver.tckn ?? null;
  if (tckn && isValidTckn(tckn)) return { kind: "person", tckn, ...name, address, ...(email ? { email } : {}) };
  if (driver.passport) {
    return {
      kind: "foreigner",
      passport: driver.passport.toUpperCase().replace(/[^A-Z0-9]/g, ""),
      nationality: null,
      ...name,
      address,
      ...(email ? { email } : {}),
    };
  }
  // GİB's e-Arşiv rules: a final consumer whose identity number is not known gets 11111111111.
  return { kind: "person", tckn: GENERIC_TCKN, ...name, address, ...(email ? { email } : {}) };
}

/** The cached taxpayer-list answer, asked of the integrator when missing or older than a day. */
export async function isEFaturaUser(db: Db, integrator: InvoiceIntegrator, vkn: string, now: Date): Promise<boolean> {
  const cached = await findTaxpayer(db, vkn);
  if (cached && now.getTime() - cached.checkedAt.getTime() < TAXPAYER_CACHE_MS) return cached.isUser;
  const answer = await integrator.taxpayer(vkn);
  if ("error" in answer) {
    // Without an answer the last known one stands; never known: e-Arşiv (the integrator refuses
    // an e-Arşiv invoice to an e-Fatura user, which finance then sees and re-issues).
    return cached?.isUser ?? false;
  }
  await saveTaxpayer(db, vkn, answer.isUser, answer.alias, now);
  return answer.isUser;
}

function issueClock(now: Date): { issueDate: string; issueTime: string; year: number } {
  const seconds = String(now.getUTCSeconds()).padStart(2, "0");
  return { issueDate: istanbulDate(now), issueTime: `${istanbulTime(now)}:${seconds}`, year: istanbulParts(now).year };
}

type IssueSpec = {
  reservationId: string;
  cause: InvoiceRow["cause"];
  causeKey: string;
  type: InvoiceTypeCode;
  now: Date;
  /** The lines, from the receipt; null = nothing to invoice. */
  lines: (ctx: Ctx) => Promise<readonly InvoiceLineInput[] | null>;
  returns?: InvoiceRow;
  /** A correction: the refused or cancelled invoice this one replaces (decision 0104). */
  corrects?: InvoiceRow;
  notes: (ctx: Ctx) => string[];
};

type Ctx = {
  number: string;
  bookedAt: Date;
  paymentType: "office" | "card";
  receipt: NonNullable<Awaited<ReturnType<typeof loadReceipt>>>;
};

async function issue(tx: Db, deps: InvoicingDeps, spec: IssueSpec): Promise<IssueResult> {
  await lockReservationInvoices(tx, spec.reservationId);
  const existing = await findInvoiceByCause(tx, spec.reservationId, spec.cause, spec.causeKey);
  if (existing) return { ok: true, repeated: true, invoice: existing };
  const r = await reservationForInvoice(tx, spec.reservationId);
  const receipt = r ? await loadReceipt(tx, r.number, { unpaid: true }) : null;
  if (!r || !receipt) return { ok: false, reason: "notFound" };
  const ctx: Ctx = { number: r.number, bookedAt: r.createdAt, paymentType: r.paymentType, receipt };
  const lines = await spec.lines(ctx);
  if (!lines || lines.length === 0) return { ok: false, reason: "nothingToInvoice" };

  const buyer = buyerOf(r.billing, r.driver, receipt.pickup.city.tr);
  const problems = buyerProblems(buyer);
  if (problems.length > 0) return { ok: false, reason: "buyer", problems };
  const eFatura = buyer.kind === "company" ? await isEFaturaUser(tx, deps.integrator, buyer.vkn, spec.now) : false;
  const profile = chooseProfile({ buyer, buyerIsEFaturaUser: eFatura, type: spec.type });
  const clock = issueClock(spec.now);
  const card = receipt.payments.find((p) => p.method === "card");
  const internetSale: InternetSale | null =
    profile === "EARSIVFATURA" && r.paymentType === "card" && card
      ? {
          webAddress: new URL(deps.publicUrl).origin,
          paymentMeans: "KREDIKARTI/BANKAKARTI",
          paymentAgent: "Sanal POS (3-D Secure)",
          paymentDate: istanbulDate(card.paidAt),
        }
      : null;
  const series = seriesFor(profile, spec.type);
  const sequence = await takeInvoiceSequence(tx, series, clock.year);
  const doc: InvoiceDocument = buildInvoice({
    number: formatInvoiceNumber(series, clock.year, sequence),
    ettn: randomUUID(),
    profile,
    type: spec.type,
    issueDate: clock.issueDate,
    issueTime: clock.issueTime,
    supplier: invoiceSupplier(deps.publicUrl),
    buyer,
    orderReference: { id: r.number, issueDate: istanbulDate(r.createdAt) },
    returns: spec.returns ? { number: spec.returns.number, issueDate: istanbulDate(spec.returns.issuedAt) } : null,
    internetSale,
    notes: spec.notes(ctx),
    lines,
  });
  const xml = writeUblTr(doc);
  const check = checkUblTr(xml);
  // Never store a document the project's own check refuses: the transaction (and its number) rolls back.
  if (check.problems.length > 0)
    throw new Error(`invoice ${doc.number} fails the UBL-TR check: ${check.problems.join("; ")}`);
  const buyerName = buyer.kind === "company" ? buyer.title : `${buyer.firstName} ${buyer.familyName}`;
  const invoice = await insertInvoice(
    tx,
    {
      number: doc.number,
      ettn: doc.ettn,
      series,
      year: clock.year,
      sequence,
      reservationId: spec.reservationId,
      cause: spec.cause,
      causeKey: spec.causeKey,
      profile,
      typeCode: spec.type,
      returnsInvoiceId: spec.returns?.id ?? null,
      correctsInvoiceId: spec.corrects?.id ?? null,
      issuedAt: spec.now,
      buyerName,
      buyerId: buyerIdentification(buyer).id,
      payableKurus: doc.totals.payableKurus,
      taxKurus: doc.totals.taxTotalKurus,
      document: doc,
      xml,
    },
    spec.now,
  );
  return { ok: true, repeated: false, invoice };
}

/** At the desk return: what the rental came to (booked rows and the return's charges). */
export function issueRentalInvoice(
  tx: Db,
  deps: InvoicingDeps,
  reservationId: string,
  now: Date,
): Promise<IssueResult> {
  return issue(tx, deps, {
    reservationId,
    cause: "rental",
    causeKey: "return",
    type: "SATIS",
    now,
    lines: async ({ receipt }) => invoiceLinesFromLayout(receiptLayout(receipt), receipt),
    notes: ({ number }) => [`Rezervasyon ${number}`],
  });
}

/** A prepaid booking cancelled with a deduction: the deduction Yolda keeps (nothing when 0). */
export function issueCancellationInvoice(
  tx: Db,
  deps: InvoicingDeps,
  reservationId: string,
  deductionKurus: number,
  now: Date,
): Promise<IssueResult> {
  return issue(tx, deps, {
    reservationId,
    cause: "cancellation",
    causeKey: "deduction",
    type: "SATIS",
    now,
    lines: async ({ number }) => (deductionKurus > 0 ? [deductionLine(number, deductionKurus)] : null),
    notes: ({ number }) => [`Rezervasyon ${number} iptal edildi; iptal kesintisi faturalanmıştır.`],
  });
}

/**
 * Money sent back after the reservation's sale invoice: an IADE invoice of `refundKurus` against
 * it, once per `refundKey` (the refund's own id). Never more than the invoice less earlier returns.
 */
export async function issueRefundReturnInvoice(
  tx: Db,
  deps: InvoicingDeps,
  reservationId: string,
  refundKey: string,
  refundKurus: number,
  now: Date,
): Promise<IssueResult> {
  await lockReservationInvoices(tx, reservationId);
  const found =
    (await findInvoiceByCause(tx, reservationId, "rental", "return")) ??
    (await findInvoiceByCause(tx, reservationId, "cancellation", "deduction"));
  if (!found) return { ok: false, reason: "noInvoiceToReturn" };
  // A refused or cancelled invoice that was replaced: the return refers to its replacement.
  let original = found;
  for (let next = await findCorrectionOf(tx, original.id); next; next = await findCorrectionOf(tx, next.id)) {
    original = next;
  }
  const originalLines = (original.document as InvoiceDocument).lines;
  return issue(tx, deps, {
    reservationId,
    cause: "refund",
    causeKey: refundKey,
    type: "IADE",
    now,
    returns: original,
    lines: async () => {
      const already = new Map<number, number>();
      for (const ret of await listReturnsOf(tx, original.id)) {
        for (const l of (ret.document as InvoiceDocument).lines as InvoiceLine[]) {
          if (l.returnsLine !== null) already.set(l.returnsLine, (already.get(l.returnsLine) ?? 0) + l.grossKurus);
        }
      }
      const returnable = originalLines.reduce((s, l) => s + l.grossKurus - (already.get(l.id) ?? 0), 0);
      const amount = Math.min(refundKurus, returnable);
      return amount > 0 ? returnLines(originalLines, amount, already) : null;
    },
    notes: () => [`İade faturası: ${original.number} numaralı faturaya istinaden`],
  });
}

/**
 * A corrected NEW invoice in place of a refused (or cancelled) one (decision 0104): the same lines
 * and money, the buyer from the reservation's billing details as they are now (the caller corrects
 * them first, in the same transaction), a new number and ETTN, a note naming the replaced invoice,
 * and `corrects_invoice_id` pointing at it. Once per replaced invoice (its id is the cause key and
 * the database refuses a second correction). The replaced invoice is not touched.
 */
export async function issueCorrectedInvoice(
  tx: Db,
  deps: InvoicingDeps,
  replaced: InvoiceRow,
  now: Date,
): Promise<IssueResult> {
  if (!replaced.reservationId) return { ok: false, reason: "notFound" };
  const doc = replaced.document as InvoiceDocument;
  const returns = replaced.returnsInvoiceId ? await findInvoice(tx, replaced.returnsInvoiceId) : null;
  if (replaced.returnsInvoiceId && !returns) return { ok: false, reason: "notFound" };
  return issue(tx, deps, {
    reservationId: replaced.reservationId,
    cause: "correction",
    causeKey: replaced.id,
    type: replaced.typeCode,
    now,
    ...(returns ? { returns } : {}),
    corrects: replaced,
    lines: async () => linesAgain(doc.lines),
    notes: () => [
      ...doc.notes,
      `Bu fatura, ${replaced.number} numaralı faturanın (ETTN ${replaced.ettn}) yerine düzenlenmiştir.`,
    ],
  });
}
