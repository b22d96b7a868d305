// The invoice reaches people (decision 0092): its PDF copy for the outbox's attachment, for the
// member's bills (only the member whose reservation it is), for a guest by the lookup's signed link
// (number + surname matched first; the link names the invoice and lasts an hour), and the XML for
// the back office. Every copy is drawn from the stored document, never from the reservation again.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { InvoiceDocument } from "#app/domain/invoices/invoice.ts";
import type { Lang } from "#app/domain/money/money.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { EmailAttachment } from "#app/server/email/message.server.ts";
import { invoiceFileName, renderInvoicePdf } from "#app/server/invoicing/invoice-pdf.server.ts";
import {
  findInvoiceByNumber,
  invoiceWithReservation,
  listInvoicesOfReservationNumber,
  listMemberInvoices,
} from "#app/server/repositories/invoices.server.ts";

export const GUEST_INVOICE_TTL_MS = 60 * 60_000;
export const INVOICE_NUMBER_RE = /^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/;

export type InvoicePdf = { pdf: Uint8Array; fileName: string };

async function pdfOf(doc: unknown, number: string, lang: Lang): Promise<InvoicePdf> {
  return { pdf: await renderInvoicePdf(doc as InvoiceDocument, lang), fileName: invoiceFileName(number, lang) };
}

/** The outbox's `attach` step for an `invoiceOf` attachment. */
export async function drawInvoiceAttachment(db: Db, attachment: EmailAttachment): Promise<EmailAttachment> {
  const wanted = attachment.invoiceOf;
  if (!wanted) return attachment;
  const row = await findInvoiceByNumber(db, wanted.number);
  if (!row) throw new Error(`invoice ${wanted.number} not found`);
  const pdf = await renderInvoicePdf(row.document as InvoiceDocument, wanted.lang);
  return {
    filename: attachment.filename,
    contentType: "application/pdf",
    content: Buffer.from(pdf).toString("base64"),
    encoding: "base64",
  };
}

/** A member's own invoice; null for another member's, an unknown one or a malformed number. */
export async function memberInvoicePdf(
  db: Db,
  memberId: string,
  number: string,
  lang: Lang,
): Promise<InvoicePdf | null> {
  if (!INVOICE_NUMBER_RE.test(number)) return null;
  const found = await invoiceWithReservation(db, number);
  if (!found || found.memberId !== memberId) return null;
  return pdfOf(found.invoice.document, number, lang);
}

/** The member's invoices for the bills list. */
export function memberInvoices(db: Db, memberId: string) {
  return listMemberInvoices(db, memberId);
}

function signature(secret: string, number: string, expires: number): string {
  return createHmac("sha256", secret).update(`guest-invoice:${number}:${expires}`).digest("base64url");
}

/**
 * The invoices of a reservation the lookup just found by number and surname, each with the query
 * of its signed link (IADE included); refused invoices are not offered (never reached GİB).
 */
export async function guestInvoiceLinks(
  db: Db,
  secret: string,
  reservationNumber: string,
  now: Date,
): Promise<{ number: string; typeCode: "SATIS" | "IADE"; query: string }[]> {
  const expires = now.getTime() + GUEST_INVOICE_TTL_MS;
  const rows = await listInvoicesOfReservationNumber(db, reservationNumber);
  return rows
    .filter((r) => r.sendStatus !== "refused")
    .map((r) => ({
      number: r.number,
      typeCode: r.typeCode,
      query: new URLSearchParams({
        no: r.number,
        e: String(expires),
        s: signature(secret, r.number, expires),
      }).toString(),
    }));
}

/** The PDF a signed, unexpired guest link asks for; null (a 404) otherwise. */
export async function guestInvoicePdf(
  db: Db,
  secret: string,
  query: URLSearchParams,
  lang: Lang,
  now: Date,
): Promise<InvoicePdf | null> {
  const number = query.get("no") ?? "";
  const expires = Number(query.get("e") ?? "");
  const given = Buffer.from(query.get("s") ?? "");
  if (!INVOICE_NUMBER_RE.test(number) || !Number.isSafeInteger(expires) || expires <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, number, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const row = await findInvoiceByNumber(db, number);
  if (!row) return null;
  return pdfOf(row.document, number, lang);
}
