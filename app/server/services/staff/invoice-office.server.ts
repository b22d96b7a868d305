// The invoice office (/yonetim/faturalar, decision 0104), finance and admins ("invoices.manage"):
// the list with search and filters, the XML and PDF of any invoice, the customer's e-mail sent
// again (once per click), a corrected NEW invoice in place of a refused or cancelled one (the
// billing details corrected on the reservation, never on an issued invoice), and an e-Arşiv
// invoice cancelled at the integrator inside GİB's window. Every change is audited in its own
// transaction.
import { createHash, randomUUID } from "node:crypto";
import { mayCancelEArchive, mayCorrect } from "#app/domain/invoices/correction.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { isDateString } from "#app/domain/time/calendar.ts";
import { addDays, daysBetween } from "#app/domain/time/calendar.ts";
import { istanbulDate, startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/domain/money/money.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { BillingJson } from "#app/server/db/schema.ts";
import { invoiceFileName, renderInvoicePdf } from "#app/server/invoicing/invoice-pdf.server.ts";
import type { InvoiceDocument } from "#app/domain/invoices/invoice.ts";
import { type InvoicingDeps, issueCorrectedInvoice } from "#app/server/invoicing/invoice-issuing.server.ts";
import { enqueueInvoiceEmail } from "#app/server/invoicing/invoice-sending.server.ts";
import {
  claimEmailResend,
  findCorrectionOf,
  findInvoice,
  findInvoiceByNumber,
  type InvoiceOfficeRow,
  invoiceRecipient,
  type InvoiceRow,
  listReturnsOf,
  lockInvoice,
  lockReservationInvoices,
  markInvoiceCancelled,
  reservationForInvoice,
  searchInvoices,
  setEmailResendOutbox,
  updateReservationBilling,
} from "#app/server/repositories/invoices.server.ts";
import { foldText } from "#app/shared/search-text/fold.ts";
import {
  type BillingValues,
  type CorrectedBilling,
  INVOICE_PAGE_SIZE,
  type InvoiceOfficeRowView,
  type InvoiceOfficeView,
  type InvoiceQuery,
} from "#app/shared/staff/invoice-office.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

function billingValues(b: BillingJson | null): BillingValues {
  if (!b) return { kind: "individual", name: "", tckn: "", title: "", taxOffice: "", taxNumber: "", address: "" };
  return b.kind === "company"
    ? {
        kind: "company",
        name: "",
        tckn: "",
        title: b.title,
        taxOffice: b.taxOffice,
        taxNumber: b.taxNumber,
        address: b.address,
      }
    : {
        kind: "individual",
        name: b.name,
        tckn: b.tckn ?? "",
        title: "",
        taxOffice: "",
        taxNumber: "",
        address: b.address,
      };
}

function rowView(r: InvoiceOfficeRow, today: string): InvoiceOfficeRowView {
  const kind = r.typeCode === "IADE" ? "iade" : r.profile === "EARSIVFATURA" ? "earsiv" : "efatura";
  const cancel =
    r.profile === "EARSIVFATURA" && r.typeCode === "SATIS" && r.sendStatus === "accepted"
      ? mayCancelEArchive(
          {
            profile: r.profile,
            typeCode: r.typeCode,
            sendStatus: r.sendStatus,
            issueDate: istanbulDate(r.issuedAt),
            hasReturn: Boolean(r.hasReturn),
          },
          today,
        )
      : null;
  return {
    id: r.id,
    number: r.number,
    ettn: r.ettn,
    kind,
    correction: r.cause === "correction",
    issuedAt: r.issuedAt.toISOString(),
    buyerName: r.buyerName,
    payableKurus: r.payableKurus,
    status: r.sendStatus,
    refusedReason: r.refusedReason,
    lastError: r.sendStatus === "failed" ? r.lastError : null,
    reservationNumber: r.reservationNumber,
    correctedByNumber: r.correctedByNumber,
    correctsNumber: r.correctsNumber,
    returnsNumber: r.returnsNumber,
    emailTo: r.driverEmail,
    lastResendAt: r.lastResendAt ? new Date(r.lastResendAt).toISOString() : null,
    canResend: r.sendStatus === "accepted" && Boolean(r.driverEmail),
    canCorrect: mayCorrect(r.sendStatus, r.correctedByNumber !== null),
    cancel:
      cancel === null
        ? null
        : cancel.ok
          ? { ok: true, lastDay: cancel.lastDay }
          : { ok: false, lastDay: cancel.lastDay ?? null },
    billing: billingValues(r.billing),
  };
}

/** The office's page of invoices. */
export async function invoiceOfficeView(
  db: Db,
  actor: StaffActor,
  q: InvoiceQuery,
  now: Date = new Date(),
): Promise<InvoiceOfficeView> {
  requireAllowed(actor, "invoices.manage");
  const text = (q.q ?? "").trim();
  let from = q.baslangic ?? "";
  let to = q.bitis ?? "";
  let rangeProblem: InvoiceOfficeView["rangeProblem"] = null;
  if ((from && !isDateString(from)) || (to && !isDateString(to))) {
    rangeProblem = "invalid";
    from = "";
    to = "";
  } else if (from && to && daysBetween(from, to) < 0) {
    rangeProblem = "order";
    from = "";
    to = "";
  }
  const page = q.sayfa ?? 1;
  const found = await searchInvoices(db, {
    folded: text ? foldText(text) : null,
    status: q.durum ?? null,
    kind: q.tur ?? null,
    from: from ? startOfIstanbulDay(from) : null,
    until: to ? startOfIstanbulDay(addDays(to, 1)) : null,
    offset: (page - 1) * INVOICE_PAGE_SIZE,
    limit: INVOICE_PAGE_SIZE,
  });
  const today = istanbulDate(now);
  return {
    rows: found.rows.map((r) => rowView(r, today)),
    total: found.total,
    page,
    pages: Math.max(1, Math.ceil(found.total / INVOICE_PAGE_SIZE)),
    query: { q: text, durum: q.durum ?? "", tur: q.tur ?? "", baslangic: from, bitis: to },
    rangeProblem,
    clickKey: randomUUID(),
  };
}

/** The XML or the PDF of an invoice, for finance to download. */
export async function invoiceFileForOffice(
  db: Db,
  actor: StaffActor,
  number: string,
  format: "xml" | "pdf",
  lang: Lang,
): Promise<{ body: Uint8Array | string; fileName: string; contentType: string } | null> {
  requireAllowed(actor, "invoices.manage");
  const row = await findInvoiceByNumber(db, number);
  if (!row) return null;
  if (format === "xml")
    return { body: row.xml, fileName: `${row.number}.xml`, contentType: "application/xml; charset=utf-8" };
  const pdf = await renderInvoicePdf(row.document as InvoiceDocument, lang);
  return { body: pdf, fileName: invoiceFileName(row.number, lang), contentType: "application/pdf" };
}

/** The stored key of one click on one invoice's button (a page's key is shared by its rows). */
export function resendKey(clickKey: string, invoiceId: string): string {
  const h = createHash("sha256").update(`${clickKey}:${invoiceId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type ResendResult =
  | { ok: true; repeated: boolean; number: string; to: string }
  | { ok: false; reason: "notFound" | "notAccepted" | "noEmail" };

/** The invoice's e-mail to the customer again: one outbox row per click, audited. */
export async function resendInvoiceEmail(
  db: Db,
  actor: StaffActor,
  input: { invoiceId: string; clickKey: string },
  now: Date = new Date(),
): Promise<ResendResult> {
  requireAllowed(actor, "invoices.manage");
  const invoice = await findInvoice(db, input.invoiceId);
  if (!invoice) return { ok: false, reason: "notFound" };
  if (invoice.sendStatus !== "accepted") return { ok: false, reason: "notAccepted" };
  const recipient = await invoiceRecipient(db, invoice.id);
  if (!recipient?.driver.email) return { ok: false, reason: "noEmail" };
  const key = resendKey(input.clickKey, invoice.id);
  return db.transaction(async (tx): Promise<ResendResult> => {
    const claim = await claimEmailResend(tx, {
      key,
      invoiceId: invoice.id,
      staffId: actor.id,
      staffName: actor.name,
      recipient: "",
      createdAt: now,
    });
    if (!claim.claimed) return { ok: true, repeated: true, number: invoice.number, to: claim.first?.recipient ?? "" };
    const queued = await enqueueInvoiceEmail(tx, invoice.id, now);
    if (!queued) throw new Error(`invoice ${invoice.number}: the reservation lost its e-mail address`);
    await setEmailResendOutbox(tx, key, queued.outboxId, queued.to);
    await audit(tx, actor, {
      action: "invoice.email",
      entityType: "invoice",
      entityId: invoice.number,
      after: { invoice: invoice.number, to: queued.to },
    });
    return { ok: true, repeated: false, number: invoice.number, to: queued.to };
  });
}

export type CorrectResult =
  | { ok: true; repeated: boolean; replaced: string; invoice: InvoiceRow }
  | { ok: false; reason: "notFound" | "notCorrectable" | "buyer" | "error"; problems?: string[] };

/**
 * Corrects the reservation's billing details and issues the NEW invoice in place of a refused or
 * cancelled one, in one transaction with its audit row; the sending job picks it up. Twenty
 * submissions at once make one new invoice (the reservation's invoice lock, then the replaced
 * invoice's correction found; the database's unique index behind both).
 */
export async function correctInvoice(
  db: Db,
  deps: InvoicingDeps,
  actor: StaffActor,
  input: { invoiceId: string; billing: CorrectedBilling },
  now: Date = new Date(),
): Promise<CorrectResult> {
  requireAllowed(actor, "invoices.manage");
  const first = await findInvoice(db, input.invoiceId);
  if (!first?.reservationId) return { ok: false, reason: "notFound" };
  const reservationId = first.reservationId;
  try {
    return await db.transaction(async (tx): Promise<CorrectResult> => {
      await lockReservationInvoices(tx, reservationId);
      const replaced = await lockInvoice(tx, input.invoiceId);
      if (!replaced) return { ok: false, reason: "notFound" };
      const existing = await findCorrectionOf(tx, replaced.id);
      if (existing) return { ok: true, repeated: true, replaced: replaced.number, invoice: existing };
      if (!mayCorrect(replaced.sendStatus, false)) return { ok: false, reason: "notCorrectable" };
      const reservation = await reservationForInvoice(tx, reservationId);
      if (!reservation) return { ok: false, reason: "notFound" };
      const before = reservation.billing;
      await updateReservationBilling(tx, reservationId, input.billing);
      const issued = await issueCorrectedInvoice(tx, deps, replaced, now);
      if (!issued.ok) {
        // Nothing is kept: the billing details go back with the transaction.
        const problems = issued.reason === "buyer" ? issued.problems : [];
        throw new CorrectionRefused(issued.reason === "buyer" ? "buyer" : "notFound", problems);
      }
      await audit(tx, actor, {
        action: "invoice.correct",
        entityType: "invoice",
        entityId: replaced.number,
        before: { invoice: replaced.number, status: replaced.sendStatus, billing: before },
        after: { invoice: issued.invoice.number, billing: input.billing },
        note: replaced.refusedReason,
      });
      return { ok: true, repeated: false, replaced: replaced.number, invoice: issued.invoice };
    });
  } catch (error) {
    if (error instanceof CorrectionRefused) {
      return { ok: false, reason: error.reason, problems: error.problems };
    }
    throw error;
  }
}

class CorrectionRefused extends Error {
  readonly reason: "buyer" | "notFound";
  readonly problems: string[];
  constructor(reason: "buyer" | "notFound", problems: string[]) {
    super(`correction refused: ${reason}`);
    this.reason = reason;
    this.problems = problems;
  }
}

export type CancelResult =
  | { ok: true; repeated: boolean; number: string }
  | {
      ok: false;
      reason: "notFound" | "notEArchive" | "notSale" | "notAccepted" | "hasReturn" | "windowClosed" | "integrator";
      message?: string;
    };

/** Cancels an accepted e-Arşiv invoice at the integrator inside GİB's window, then records it (audited). */
export async function cancelEArchiveInvoice(
  db: Db,
  deps: InvoicingDeps,
  actor: StaffActor,
  input: { invoiceId: string },
  now: Date = new Date(),
): Promise<CancelResult> {
  requireAllowed(actor, "invoices.manage");
  const invoice = await findInvoice(db, input.invoiceId);
  if (!invoice) return { ok: false, reason: "notFound" };
  if (invoice.sendStatus === "cancelled") return { ok: true, repeated: true, number: invoice.number };
  const returns = await listReturnsOf(db, invoice.id);
  const check = mayCancelEArchive(
    {
      profile: invoice.profile,
      typeCode: invoice.typeCode,
      sendStatus: invoice.sendStatus,
      issueDate: istanbulDate(invoice.issuedAt),
      hasReturn: returns.some((r) => r.sendStatus !== "refused"),
    },
    istanbulDate(now),
  );
  if (!check.ok) return { ok: false, reason: check.reason };
  // The integrator is asked outside a transaction (no row held while it answers); cancelling the
  // same ETTN twice is answered as done by integrators, and the row changes only from accepted.
  const answer = await deps.integrator.cancelEArchive({ ettn: invoice.ettn, number: invoice.number });
  if (!answer.ok) return { ok: false, reason: "integrator", message: answer.reason };
  return db.transaction(async (tx): Promise<CancelResult> => {
    const changed = await markInvoiceCancelled(tx, invoice.id);
    if (!changed) return { ok: true, repeated: true, number: invoice.number };
    await audit(tx, actor, {
      action: "invoice.cancel",
      entityType: "invoice",
      entityId: invoice.number,
      before: { status: "accepted" },
      after: { status: "cancelled" },
    });
    return { ok: true, repeated: false, number: invoice.number };
  });
}
