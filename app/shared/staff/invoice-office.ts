// What the invoice office (/yonetim/faturalar, decision 0104) reads and shows: its query, its forms
// and its rows. Amounts are kuruş here; the page writes them as TL.
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { isValidVkn } from "#app/domain/identity/vkn.ts";
import { z } from "#app/shared/validation/zod.ts";

export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_STATUSES = ["pending", "accepted", "refused", "failed", "cancelled"] as const;
export const INVOICE_KINDS = ["earsiv", "efatura", "iade"] as const;

export const invoiceQuery = z.object({
  q: z.string().max(100).optional().catch(undefined),
  durum: z.enum(INVOICE_STATUSES).optional().catch(undefined),
  tur: z.enum(INVOICE_KINDS).optional().catch(undefined),
  baslangic: z.string().max(10).optional().catch(undefined),
  bitis: z.string().max(10).optional().catch(undefined),
  sayfa: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type InvoiceQuery = z.infer<typeof invoiceQuery>;

/** The billing details finance corrects before issuing the replacement (the booking form's rules). */
export type BillingValues = {
  kind: string;
  name: string;
  tckn: string;
  title: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
};
export type BillingProblem =
  | "kind"
  | "nameRequired"
  | "tcknInvalid"
  | "titleRequired"
  | "taxOfficeRequired"
  | "vknInvalid"
  | "addressRequired"
  | "tooLong";
export type BillingErrors = Partial<Record<keyof BillingValues, BillingProblem>>;

export type CorrectedBilling =
  | { kind: "individual"; name: string; tckn: string | null; address: string }
  | { kind: "company"; title: string; taxOffice: string; taxNumber: string; address: string };

export function checkBilling(
  v: BillingValues,
): { ok: true; billing: CorrectedBilling } | { ok: false; errors: BillingErrors } {
  const errors: BillingErrors = {};
  const t = (s: string) => s.trim();
  const long = (field: keyof BillingValues, max: number) => {
    if (t(v[field]).length > max) errors[field] = "tooLong";
  };
  if (!t(v.address)) errors.address = "addressRequired";
  long("address", 500);
  if (v.kind === "individual") {
    if (!t(v.name)) errors.name = "nameRequired";
    long("name", 120);
    if (t(v.tckn) && !isValidTckn(t(v.tckn))) errors.tckn = "tcknInvalid";
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      billing: { kind: "individual", name: t(v.name), tckn: t(v.tckn) || null, address: t(v.address) },
    };
  }
  if (v.kind === "company") {
    if (!t(v.title)) errors.title = "titleRequired";
    long("title", 200);
    if (!t(v.taxOffice)) errors.taxOffice = "taxOfficeRequired";
    long("taxOffice", 120);
    if (!isValidVkn(t(v.taxNumber))) errors.taxNumber = "vknInvalid";
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      billing: {
        kind: "company",
        title: t(v.title),
        taxOffice: t(v.taxOffice),
        taxNumber: t(v.taxNumber),
        address: t(v.address),
      },
    };
  }
  return { ok: false, errors: { ...errors, kind: "kind" } };
}

export type InvoiceOfficeRowView = {
  id: string;
  number: string;
  ettn: string;
  kind: "earsiv" | "efatura" | "iade";
  correction: boolean;
  issuedAt: string;
  buyerName: string;
  payableKurus: number;
  status: (typeof INVOICE_STATUSES)[number];
  refusedReason: string | null;
  lastError: string | null;
  reservationNumber: string | null;
  correctedByNumber: string | null;
  correctsNumber: string | null;
  returnsNumber: string | null;
  emailTo: string | null;
  lastResendAt: string | null;
  /** What finance may do with it now. */
  canResend: boolean;
  canCorrect: boolean;
  cancel: { ok: true; lastDay: string } | { ok: false; lastDay: string | null } | null;
  billing: BillingValues;
};

export type InvoiceOfficeView = {
  rows: InvoiceOfficeRowView[];
  total: number;
  page: number;
  pages: number;
  query: { q: string; durum: string; tur: string; baslangic: string; bitis: string };
  rangeProblem: "invalid" | "order" | null;
  /** A fresh key per row for the re-send button: one e-mail per click (decision 0104). */
  clickKey: string;
};
