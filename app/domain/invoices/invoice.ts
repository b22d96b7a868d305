// The invoice (fatura) of a rental, before it is written as UBL-TR 1.2 XML (docs/decisions/0072).
// Prices in Yolda include KDV, so a line starts from what the customer pays (gross kuruş) and the
// net and the tax follow from ONE rounding rule, `vatBreakdown` in money.ts, applied per line:
//
//   payable gross P = list gross − allowance gross
//   net N           = round-half-up(P × 100 / (100 + rate))      (vatBreakdown)
//   KDV             = P − N
//   list net B      = vatBreakdown(list gross).net,  allowance net A = B − N
//
// so every line adds up exactly (B − A = N, N + KDV = P) and the document totals are plain sums of
// the lines: LineExtensionAmount = ΣB, AllowanceTotalAmount = ΣA, TaxExclusiveAmount = ΣN,
// TaxInclusiveAmount = ΣN + ΣKDV = ΣP = PayableAmount. Nothing is rounded twice.
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { isValidVkn } from "#app/domain/identity/vkn.ts";
import { assertKurus, sumKurus, vatBreakdown } from "#app/domain/money/money.ts";

/** KDV rate of car rental and its services. */
export const INVOICE_VAT_RATE_PCT = 20;
/** The identity number GİB's e-Arşiv rules put for a buyer who has no Turkish identity number. */
export const GENERIC_TCKN = "11111111111";

/** UN/ECE rec. 20 unit codes used on Yolda's lines (UBL-TR takes unitCode from this list). */
export const INVOICE_UNITS = ["DAY", "C62", "KMT", "LTR"] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

export type InvoiceLineKind =
  | "rental"
  | "assurance"
  | "kmPackage"
  | "extra"
  | "oneWayFee"
  | "extraDays"
  | "extraKm"
  | "fuel"
  | "damage"
  | "deduction";

export type InvoiceLineInput = {
  kind: InvoiceLineKind;
  /** The item's name as printed (Turkish: an invoice is issued in Turkish). */
  name: string;
  quantity: number;
  unit: InvoiceUnit;
  /** Price before the allowance, KDV included. */
  listGrossKurus: number;
  /** A discount on this line, KDV included (0 for none), with the reason printed beside it. */
  allowance?: { grossKurus: number; reason: string };
  /** 20 by default; 0 only with an exemption (istisna) code and reason from GİB's list. */
  vatRatePct?: number;
  exemption?: { code: string; reason: string };
  /** On a return invoice: the id of the original invoice's line this returns. */
  returnsLine?: number;
};

export type InvoiceLine = {
  id: number;
  kind: InvoiceLineKind;
  name: string;
  quantity: number;
  unit: InvoiceUnit;
  vatRatePct: number;
  exemption: { code: string; reason: string } | null;
  /** B: net before the allowance. */
  listNetKurus: number;
  /** A: net of the allowance (0 without one). */
  allowanceNetKurus: number;
  allowanceReason: string | null;
  /** N = B − A: the line's LineExtensionAmount and its taxable amount. */
  netKurus: number;
  vatKurus: number;
  /** P = N + KDV: what the customer pays for the line. */
  grossKurus: number;
  returnsLine: number | null;
};

export type InvoiceTotals = {
  lineExtensionKurus: number;
  allowanceTotalKurus: number;
  taxExclusiveKurus: number;
  taxTotalKurus: number;
  taxInclusiveKurus: number;
  payableKurus: number;
  /** One subtotal per rate (and exemption), in order of the rate. */
  subtotals: {
    vatRatePct: number;
    exemption: { code: string; reason: string } | null;
    taxableKurus: number;
    vatKurus: number;
  }[];
};

/** Computes one line by the rule at the top of this file. */
export function invoiceLine(id: number, input: InvoiceLineInput): InvoiceLine {
  const rate = input.vatRatePct ?? INVOICE_VAT_RATE_PCT;
  if (!(rate === 0 || rate === 1 || rate === 10 || rate === 20)) throw new RangeError(`KDV rate ${rate} is not used`);
  if (rate === 0 && !input.exemption) throw new RangeError("a 0 % line needs an exemption code");
  if (!Number.isFinite(input.quantity) || input.quantity <= 0) throw new RangeError("quantity must be positive");
  assertKurus(input.listGrossKurus, "list gross");
  const allowance = input.allowance?.grossKurus ?? 0;
  assertKurus(allowance, "allowance");
  if (input.listGrossKurus < 0 || allowance < 0 || allowance > input.listGrossKurus) {
    throw new RangeError("a line's amounts must be 0 <= allowance <= list gross");
  }
  const list = vatBreakdown(input.listGrossKurus, rate);
  const paid = vatBreakdown(input.listGrossKurus - allowance, rate);
  return {
    id,
    kind: input.kind,
    name: input.name,
    quantity: input.quantity,
    unit: input.unit,
    vatRatePct: rate,
    exemption: rate === 0 ? (input.exemption ?? null) : null,
    listNetKurus: list.net,
    allowanceNetKurus: list.net - paid.net,
    allowanceReason: allowance > 0 ? (input.allowance?.reason ?? null) : null,
    netKurus: paid.net,
    vatKurus: paid.vat,
    grossKurus: paid.gross,
    returnsLine: input.returnsLine ?? null,
  };
}

/** The document's totals: sums of the lines, never computed again from a total. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const byRate = new Map<string, InvoiceTotals["subtotals"][number]>();
  for (const l of lines) {
    const key = `${l.vatRatePct}:${l.exemption?.code ?? ""}`;
    const s = byRate.get(key) ?? { vatRatePct: l.vatRatePct, exemption: l.exemption, taxableKurus: 0, vatKurus: 0 };
    s.taxableKurus += l.netKurus;
    s.vatKurus += l.vatKurus;
    byRate.set(key, s);
  }
  const lineExtension = sumKurus(lines.map((l) => l.listNetKurus));
  const allowance = sumKurus(lines.map((l) => l.allowanceNetKurus));
  const taxExclusive = sumKurus(lines.map((l) => l.netKurus));
  const tax = sumKurus(lines.map((l) => l.vatKurus));
  return {
    lineExtensionKurus: lineExtension,
    allowanceTotalKurus: allowance,
    taxExclusiveKurus: taxExclusive,
    taxTotalKurus: tax,
    taxInclusiveKurus: taxExclusive + tax,
    payableKurus: taxExclusive + tax,
    subtotals: [...byRate.values()].sort((a, b) => a.vatRatePct - b.vatRatePct),
  };
}

// --- the buyer --------------------------------------------------------------------------------

export type InvoiceAddress = { street: string; district: string; city: string; postalZone?: string; country: string };

export type InvoiceBuyer =
  | { kind: "person"; tckn: string; firstName: string; familyName: string; address: InvoiceAddress; email?: string }
  /** No Turkish identity number: the generic TCKN, the passport number and, when known, the nationality (ISO 3166 alpha-2). */
  | {
      kind: "foreigner";
      passport: string;
      nationality: string | null;
      firstName: string;
      familyName: string;
      address: InvoiceAddress;
      email?: string;
    }
  | { kind: "company"; vkn: string; title: string; taxOffice: string; address: InvoiceAddress; email?: string };

export type BuyerProblem = "tckn" | "vkn" | "passport" | "nationality" | "name" | "title" | "taxOffice" | "address";

/** What is wrong with a buyer for an invoice (empty when it can be invoiced). */
export function buyerProblems(buyer: InvoiceBuyer): BuyerProblem[] {
  const problems: BuyerProblem[] = [];
  const blank = (s: string) => s.trim().length === 0;
  if (blank(buyer.address.street) || blank(buyer.address.city) || blank(buyer.address.country))
    problems.push("address");
  if (buyer.kind === "company") {
    if (!isValidVkn(buyer.vkn)) problems.push("vkn");
    if (blank(buyer.title)) problems.push("title");
    if (blank(buyer.taxOffice)) problems.push("taxOffice");
    return problems;
  }
  if (blank(buyer.firstName) || blank(buyer.familyName)) problems.push("name");
  // GİB's e-Arşiv rules let a final consumer whose identity number is unknown carry 11111111111.
  if (buyer.kind === "person" && buyer.tckn !== GENERIC_TCKN && !isValidTckn(buyer.tckn)) problems.push("tckn");
  if (buyer.kind === "foreigner") {
    if (!/^[A-Z0-9]{5,20}$/.test(buyer.passport)) problems.push("passport");
    if (buyer.nationality !== null && (!/^[A-Z]{2}$/.test(buyer.nationality) || buyer.nationality === "TR")) {
      problems.push("nationality");
    }
  }
  return problems;
}

/** The identifier and its UBL-TR scheme: TCKN for people (generic for foreigners), VKN for companies. */
export function buyerIdentification(buyer: InvoiceBuyer): { schemeID: "TCKN" | "VKN"; id: string } {
  if (buyer.kind === "company") return { schemeID: "VKN", id: buyer.vkn };
  if (buyer.kind === "foreigner") return { schemeID: "TCKN", id: GENERIC_TCKN };
  return { schemeID: "TCKN", id: buyer.tckn };
}

// --- profile and type -------------------------------------------------------------------------

export type InvoiceProfile = "TEMELFATURA" | "TICARIFATURA" | "EARSIVFATURA";
export type InvoiceTypeCode = "SATIS" | "IADE";

/**
 * e-Fatura users (a company the integrator's taxpayer list knows) get an e-Fatura: TICARIFATURA
 * when Yolda chooses the commercial scenario (the buyer may accept or refuse it), else TEMELFATURA;
 * a return invoice is always TEMELFATURA (GİB: IADE is not issued under TICARIFATURA). Everyone
 * else gets an e-Arşiv invoice.
 */
export function chooseProfile(input: {
  buyer: InvoiceBuyer;
  buyerIsEFaturaUser: boolean;
  type: InvoiceTypeCode;
  commercial?: boolean;
}): InvoiceProfile {
  if (input.buyer.kind !== "company" || !input.buyerIsEFaturaUser) return "EARSIVFATURA";
  if (input.type === "IADE") return "TEMELFATURA";
  return input.commercial ? "TICARIFATURA" : "TEMELFATURA";
}

/** GİB's e-Arşiv internet-sale details, on an e-Arşiv invoice of a booking paid on the web site. */
export type InternetSale = {
  webAddress: string;
  /** KREDIKARTI/BANKAKARTI, EFT/HAVALE, KAPIDAODEME, ODEMEARACISI, DIGER. */
  paymentMeans: "KREDIKARTI/BANKAKARTI" | "EFT/HAVALE" | "KAPIDAODEME" | "ODEMEARACISI" | "DIGER";
  paymentAgent: string;
  /** Istanbul day "YYYY-MM-DD". */
  paymentDate: string;
};

export type InvoiceParty = {
  vkn: string;
  mersisNo: string;
  title: string;
  taxOffice: string;
  tradeRegistryNo?: string;
  webAddress: string;
  address: InvoiceAddress;
  email?: string;
  phone?: string;
};

export type InvoiceDocument = {
  number: string;
  ettn: string;
  profile: InvoiceProfile;
  type: InvoiceTypeCode;
  /** Istanbul calendar day and clock "HH:mm:ss" of issue. */
  issueDate: string;
  issueTime: string;
  supplier: InvoiceParty;
  buyer: InvoiceBuyer;
  /** The reservation number, printed and sent as the order reference. */
  orderReference: { id: string; issueDate: string };
  /** IADE only: the invoice it returns (GİB: BillingReference/InvoiceDocumentReference). */
  returns: { number: string; issueDate: string } | null;
  internetSale: InternetSale | null;
  notes: string[];
  lines: InvoiceLine[];
  totals: InvoiceTotals;
};

export type InvoiceDraft = Omit<InvoiceDocument, "lines" | "totals"> & { lines: readonly InvoiceLineInput[] };

/** Builds the document: refuses a buyer that cannot be invoiced, an empty invoice, a mismatched type. */
export function buildInvoice(draft: InvoiceDraft): InvoiceDocument {
  const problems = buyerProblems(draft.buyer);
  if (problems.length > 0) throw new InvoiceInputError(`buyer: ${problems.join(", ")}`, problems);
  if (draft.lines.length === 0) throw new InvoiceInputError("an invoice needs at least one line", []);
  if ((draft.type === "IADE") !== (draft.returns !== null)) {
    throw new InvoiceInputError("a return invoice, and only a return invoice, refers to the invoice it returns", []);
  }
  if (draft.profile !== "EARSIVFATURA" && draft.internetSale) {
    throw new InvoiceInputError("internet-sale details belong to e-Arşiv invoices", []);
  }
  const lines = draft.lines.map((l, i) => invoiceLine(i + 1, l));
  return { ...draft, lines, totals: invoiceTotals(lines) };
}

export class InvoiceInputError extends Error {
  readonly problems: readonly BuyerProblem[];
  constructor(message: string, problems: readonly BuyerProblem[]) {
    super(message);
    this.name = "InvoiceInputError";
    this.problems = problems;
  }
}
