// The QR code of an invoice's human-readable copy (decision 0092): GİB's e-Arşiv/e-Fatura QR
// carries a JSON object of the document's fields so a reader can check the copy against GİB's
// records. Amounts are decimal lira with a dot and two digits ("1234.50"), the date is the issue
// day YYYY-MM-DD, the currency TRY; the keys and their order are GİB's.
import { buyerIdentification, type InvoiceDocument } from "./invoice.ts";

export type InvoiceQrFields = {
  vkntckn: string;
  avkntckn: string;
  senaryo: string;
  tip: string;
  tarih: string;
  no: string;
  ettn: string;
  parabirimi: "TRY";
  malhizmettoplam: string;
  kdvmatrah: string;
  hesaplanankdv: string;
  vergidahilfiyat: string;
  odenecek: string;
};

/** 123456 kuruş -> "1234.56" (no thousands separator, always two decimals). */
export function qrAmount(kurus: number): string {
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function invoiceQrFields(doc: InvoiceDocument): InvoiceQrFields {
  const t = doc.totals;
  return {
    vkntckn: doc.supplier.vkn,
    avkntckn: buyerIdentification(doc.buyer).id,
    senaryo: doc.profile,
    tip: doc.type,
    tarih: doc.issueDate,
    no: doc.number,
    ettn: doc.ettn,
    parabirimi: "TRY",
    malhizmettoplam: qrAmount(t.lineExtensionKurus),
    kdvmatrah: qrAmount(t.taxExclusiveKurus),
    hesaplanankdv: qrAmount(t.taxTotalKurus),
    vergidahilfiyat: qrAmount(t.taxInclusiveKurus),
    odenecek: qrAmount(t.payableKurus),
  };
}

/** The text the QR code encodes. */
export function invoiceQrText(doc: InvoiceDocument): string {
  return JSON.stringify(invoiceQrFields(doc));
}
