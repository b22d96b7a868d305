// GİB's invoice number: 16 characters = a 3-character series + the 4-digit year + a 9-digit
// sequence ("YEA2026000000001"). The sequence starts at 1 every year and never skips or repeats
// inside a series: the database hands it out (a counter row per series and year, decision 0072).
import type { InvoiceProfile, InvoiceTypeCode } from "./invoice.ts";

/** One series per document kind: e-Arşiv and e-Fatura sales, and their return invoices. */
export const INVOICE_SERIES = {
  earsivSale: "YEA",
  efaturaSale: "YEF",
  earsivReturn: "YIA",
  efaturaReturn: "YIF",
} as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];

export const MAX_INVOICE_SEQUENCE = 999_999_999;

export function seriesFor(profile: InvoiceProfile, type: InvoiceTypeCode): InvoiceSeries {
  const earsiv = profile === "EARSIVFATURA";
  if (type === "IADE") return earsiv ? INVOICE_SERIES.earsivReturn : INVOICE_SERIES.efaturaReturn;
  return earsiv ? INVOICE_SERIES.earsivSale : INVOICE_SERIES.efaturaSale;
}

export function formatInvoiceNumber(series: string, year: number, sequence: number): string {
  if (!/^[A-Z0-9]{3}$/.test(series)) throw new RangeError(`series must be 3 letters or digits, got ${series}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`sequence out of range: ${sequence}`);
  }
  return `${series}${year}${String(sequence).padStart(9, "0")}`;
}

export function parseInvoiceNumber(value: string): { series: string; year: number; sequence: number } | null {
  const m = /^([A-Z0-9]{3})(\d{4})(\d{9})$/.exec(value);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const sequence = Number(m[3]);
  if (sequence < 1) return null;
  return { series: m[1], year: Number(m[2]), sequence };
}

/** An ETTN is a UUID (version 4 as generated here), written in lower case. */
export function isEttn(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value);
}
