// The QR code of an invoice's human-readable copy (decision 0092): GİB's e-Belge karekod standard
// carries a JSON object of the document's fields so a reader can check the copy against GİB's
// records. Amounts are decimal lira with a dot and two digits ("1234.50"), the date is the issue
// day YYYY-MM-DD, the currency TRY; the keys and their order are GİB's: the taxable amount and the
// KDV once per rate, the rate in the key ("kdvmatrah(20)", "hesaplanankdv(20)"), then "vergidahil"
// and "odenecek".
import { buyerIdentification, type InvoiceDocument } from "./invoice.ts";

/** The fields in GİB's order; the per-rate keys are `kdvmatrah(<rate>)` and `hesaplanankdv(<rate>)`. */
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
  [perRate: `kdvmatrah(${number})` | `hesaplanankdv(${number})`]: string;
  vergidahil: string;
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
  // One pair per rate: a 0 % rate under several exemption codes is one rate to the reader.
  const byRate = new Map<number, { taxable: number; vat: number }>();
  for (const s of t.subtotals) {
    const r = byRate.get(s.vatRatePct) ?? { taxable: 0, vat: 0 };
    r.taxable += s.taxableKurus;
    r.vat += s.vatKurus;
    byRate.set(s.vatRatePct, r);
  }
  const perRate: Record<string, string> = {};
  for (const [rate, r] of [...byRate].sort((a, b) => a[0] - b[0])) {
    perRate[`kdvmatrah(${rate})`] = qrAmount(r.taxable);
    perRate[`hesaplanankdv(${rate})`] = qrAmount(r.vat);
  }
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
    ...perRate,
    vergidahil: qrAmount(t.taxInclusiveKurus),
    odenecek: qrAmount(t.payableKurus),
  };
}

/** The text the QR code encodes. */
export function invoiceQrText(doc: InvoiceDocument): string {
  return JSON.stringify(invoiceQrFields(doc));
}
