// The project's own check of a UBL-TR 1.2 invoice XML (decision 0072): what GİB and the
// integrators refuse and what would make the money wrong. It reads the XML back with
// fast-xml-parser (independently of the writer) and reports every problem it finds:
//   - structure: the UBL 2.1 element order of the invoice and of the aggregates Yolda writes,
//     the UBL-TR header values, required parties and identifiers, unitCode and currencyID;
//   - sums: each line (base − allowance = line amount, tax = sum of its subtotals, ~ rate), the
//     document's tax total and LegalMonetaryTotal against the lines;
//   - numbering: 16 characters, the series of the document kind, the year of IssueDate, ETTN.
import { XMLParser } from "fast-xml-parser";
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { isValidVkn } from "#app/domain/identity/vkn.ts";
import { GENERIC_TCKN, INVOICE_UNITS, type InvoiceProfile, type InvoiceTypeCode } from "./invoice.ts";
import { isEttn, parseInvoiceNumber, seriesFor } from "./invoice-number.ts";

type X = { name: string; attrs: Record<string, string>; text: string; children: X[] };

/** UBL 2.1 sequences (the elements Yolda may write, in schema order). */
const ORDER: Record<string, readonly string[]> = {
  Invoice: [
    "ext:UBLExtensions",
    "cbc:UBLVersionID",
    "cbc:CustomizationID",
    "cbc:ProfileID",
    "cbc:ID",
    "cbc:CopyIndicator",
    "cbc:UUID",
    "cbc:IssueDate",
    "cbc:IssueTime",
    "cbc:InvoiceTypeCode",
    "cbc:Note",
    "cbc:DocumentCurrencyCode",
    "cbc:LineCountNumeric",
    "cac:InvoicePeriod",
    "cac:OrderReference",
    "cac:BillingReference",
    "cac:DespatchDocumentReference",
    "cac:AdditionalDocumentReference",
    "cac:Signature",
    "cac:AccountingSupplierParty",
    "cac:AccountingCustomerParty",
    "cac:BuyerCustomerParty",
    "cac:Delivery",
    "cac:PaymentMeans",
    "cac:PaymentTerms",
    "cac:AllowanceCharge",
    "cac:TaxTotal",
    "cac:WithholdingTaxTotal",
    "cac:LegalMonetaryTotal",
    "cac:InvoiceLine",
  ],
  "cac:Party": [
    "cbc:WebsiteURI",
    "cac:PartyIdentification",
    "cac:PartyName",
    "cac:PostalAddress",
    "cac:PartyTaxScheme",
    "cac:PartyLegalEntity",
    "cac:Contact",
    "cac:Person",
  ],
  "cac:PostalAddress": [
    "cbc:StreetName",
    "cbc:BuildingNumber",
    "cbc:CitySubdivisionName",
    "cbc:CityName",
    "cbc:PostalZone",
    "cac:Country",
  ],
  "cac:Person": ["cbc:FirstName", "cbc:FamilyName", "cbc:NationalityID", "cac:IdentityDocumentReference"],
  "cac:InvoiceLine": [
    "cbc:ID",
    "cbc:Note",
    "cbc:InvoicedQuantity",
    "cbc:LineExtensionAmount",
    "cac:AllowanceCharge",
    "cac:TaxTotal",
    "cac:Item",
    "cac:Price",
  ],
  "cac:AllowanceCharge": [
    "cbc:ChargeIndicator",
    "cbc:AllowanceChargeReason",
    "cbc:MultiplierFactorNumeric",
    "cbc:Amount",
    "cbc:BaseAmount",
  ],
  "cac:TaxTotal": ["cbc:TaxAmount", "cac:TaxSubtotal"],
  "cac:TaxSubtotal": ["cbc:TaxableAmount", "cbc:TaxAmount", "cbc:Percent", "cac:TaxCategory"],
  "cac:TaxCategory": ["cbc:TaxExemptionReasonCode", "cbc:TaxExemptionReason", "cac:TaxScheme"],
  "cac:LegalMonetaryTotal": [
    "cbc:LineExtensionAmount",
    "cbc:TaxExclusiveAmount",
    "cbc:TaxInclusiveAmount",
    "cbc:AllowanceTotalAmount",
    "cbc:ChargeTotalAmount",
    "cbc:PayableRoundingAmount",
    "cbc:PayableAmount",
  ],
  "cac:PaymentMeans": ["cbc:PaymentMeansCode", "cbc:PaymentDueDate", "cbc:InstructionNote"],
  "cac:AdditionalDocumentReference": [
    "cbc:ID",
    "cbc:IssueDate",
    "cbc:DocumentTypeCode",
    "cbc:DocumentType",
    "cbc:DocumentDescription",
  ],
  "cac:InvoiceDocumentReference": ["cbc:ID", "cbc:IssueDate", "cbc:DocumentTypeCode"],
};

const PROFILES: readonly string[] = ["TEMELFATURA", "TICARIFATURA", "EARSIVFATURA"];
const UNITS: readonly string[] = INVOICE_UNITS;

function toTree(raw: unknown[]): X[] {
  const out: X[] = [];
  for (const item of raw) {
    if (!item || typeof item !== "object") continue;
    const obj = item as Record<string, unknown>;
    const name = Object.keys(obj).find((k) => k !== ":@");
    if (!name || name === "#text" || name === "?xml") continue;
    const kids = Array.isArray(obj[name]) ? (obj[name] as unknown[]) : [];
    const textNode = kids.find((k) => k && typeof k === "object" && "#text" in (k as object)) as
      { "#text": unknown } | undefined;
    const attrsRaw = (obj[":@"] ?? {}) as Record<string, unknown>;
    const attrs = Object.fromEntries(Object.entries(attrsRaw).map(([k, v]) => [k.replace(/^@_/, ""), String(v)]));
    out.push({ name, attrs, text: textNode ? String(textNode["#text"]) : "", children: toTree(kids) });
  }
  return out;
}

const kids = (x: X | undefined, name: string): X[] => x?.children.filter((c) => c.name === name) ?? [];
const kid = (x: X | undefined, name: string): X | undefined => kids(x, name)[0];
const text = (x: X | undefined, ...path: string[]): string => {
  let at = x;
  for (const p of path) at = kid(at, p);
  return at?.text ?? "";
};

/** "1234.56" -> 123456; NaN for anything that is not an amount with at most two decimals. */
function kurusOf(value: string): number {
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole = "0", frac = ""] = value.replace("-", "").split(".");
  const k = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return value.startsWith("-") ? -k : k;
}

export type UblCheck = {
  problems: string[];
  number: string;
  ettn: string;
  profile: string;
  type: string;
  payableKurus: number;
  lineCount: number;
};

/** Checks one invoice XML; `problems` is empty when it passes. */
export function checkUblTr(xml: string): UblCheck {
  const problems: string[] = [];
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
  });
  const tree = toTree(parser.parse(xml) as unknown[]);
  const inv = tree.find((n) => n.name === "Invoice");
  const result: UblCheck = { problems, number: "", ettn: "", profile: "", type: "", payableKurus: 0, lineCount: 0 };
  if (!inv) {
    problems.push("no Invoice root");
    return result;
  }
  if (inv.attrs.xmlns !== "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2") problems.push("Invoice namespace");

  // Order of every aggregate with a known sequence, anywhere in the tree.
  const walk = (x: X, path: string) => {
    const order = ORDER[x.name];
    if (order) {
      let last = -1;
      for (const c of x.children) {
        const i = order.indexOf(c.name);
        if (i < 0) problems.push(`${path}: ${c.name} is not expected in ${x.name}`);
        else if (i < last) problems.push(`${path}: ${c.name} out of order in ${x.name}`);
        else last = i;
      }
    }
    for (const c of x.children) {
      if (c.name.endsWith("Quantity") && !UNITS.includes(c.attrs.unitCode ?? "")) {
        problems.push(`${path}/${c.name}: unitCode missing or unknown`);
      }
      if (/Amount$/.test(c.name) && c.name !== "cbc:PriceAmount" && c.attrs.currencyID !== "TRY") {
        problems.push(`${path}/${c.name}: currencyID must be TRY`);
      }
      if (c.children.length === 0 && c.text === "") problems.push(`${path}/${c.name}: empty element`);
      walk(c, `${path}/${c.name}`);
    }
  };
  walk(inv, "Invoice");

  // Header.
  const must = (name: string, ok: (v: string) => boolean, what: string) => {
    const v = text(inv, name);
    if (!ok(v)) problems.push(`${name}: ${what} (got "${v}")`);
    return v;
  };
  must("cbc:UBLVersionID", (v) => v === "2.1", "must be 2.1");
  must("cbc:CustomizationID", (v) => v === "TR1.2", "must be TR1.2");
  const profile = must("cbc:ProfileID", (v) => PROFILES.includes(v), "unknown profile");
  const number = must("cbc:ID", (v) => v.length === 16 && parseInvoiceNumber(v) !== null, "16-character number");
  must("cbc:CopyIndicator", (v) => v === "false", "must be false");
  const ettn = must("cbc:UUID", isEttn, "ETTN must be a UUID");
  const issueDate = must("cbc:IssueDate", (v) => /^\d{4}-\d{2}-\d{2}$/.test(v), "YYYY-MM-DD");
  must("cbc:IssueTime", (v) => /^\d{2}:\d{2}:\d{2}$/.test(v), "HH:MM:SS");
  const type = must("cbc:InvoiceTypeCode", (v) => v === "SATIS" || v === "IADE", "SATIS or IADE");
  must("cbc:DocumentCurrencyCode", (v) => v === "TRY", "TRY");
  Object.assign(result, { number, ettn, profile, type });

  // Numbering: the series of the kind and the year of issue.
  const parsed = parseInvoiceNumber(number);
  if (parsed && PROFILES.includes(profile) && (type === "SATIS" || type === "IADE")) {
    const series = seriesFor(profile as InvoiceProfile, type as InvoiceTypeCode);
    if (parsed.series !== series) problems.push(`number series ${parsed.series} is not ${series}`);
    if (String(parsed.year) !== issueDate.slice(0, 4)) problems.push("number year is not the year of IssueDate");
  }

  const returns = kid(kid(inv, "cac:BillingReference"), "cac:InvoiceDocumentReference");
  if (type === "IADE" && (!returns || text(returns, "cbc:ID").length !== 16 || !text(returns, "cbc:IssueDate"))) {
    problems.push(
      "a return invoice needs BillingReference/InvoiceDocumentReference with the 16-character number and date",
    );
  }
  if (type === "SATIS" && returns) problems.push("a sale invoice has no BillingReference");
  const adds = kids(inv, "cac:AdditionalDocumentReference");
  if (profile === "EARSIVFATURA" && !adds.some((a) => text(a, "cbc:ID") === "ELEKTRONIK")) {
    problems.push("an e-Arşiv invoice says its sending type (ELEKTRONIK)");
  }
  if (profile !== "EARSIVFATURA" && adds.some((a) => text(a, "cbc:DocumentTypeCode") === "INTERNET_SATIS")) {
    problems.push("internet-sale details only on e-Arşiv invoices");
  }
  if (!kid(inv, "cac:Signature")) problems.push("cac:Signature missing");

  // Parties.
  const supplier = kid(kid(inv, "cac:AccountingSupplierParty"), "cac:Party");
  const idOf = (party: X | undefined, scheme: string) =>
    kids(party, "cac:PartyIdentification")
      .map((p) => kid(p, "cbc:ID"))
      .find((i) => i?.attrs.schemeID === scheme)?.text ?? "";
  if (!isValidVkn(idOf(supplier, "VKN"))) problems.push("supplier VKN missing or invalid");
  if (!/^\d{16}$/.test(idOf(supplier, "MERSISNO"))) problems.push("supplier MERSISNO missing (16 digits)");
  if (!text(supplier, "cac:PartyTaxScheme", "cac:TaxScheme", "cbc:Name")) problems.push("supplier tax office missing");
  const customer = kid(kid(inv, "cac:AccountingCustomerParty"), "cac:Party");
  if (!customer) problems.push("AccountingCustomerParty missing");
  const ids = kids(customer, "cac:PartyIdentification").map((p) => kid(p, "cbc:ID"));
  const vkn = ids.find((i) => i?.attrs.schemeID === "VKN")?.text;
  const tckn = ids.find((i) => i?.attrs.schemeID === "TCKN")?.text;
  for (const p of [supplier, customer]) {
    const a = kid(p, "cac:PostalAddress");
    if (!text(a, "cbc:CitySubdivisionName") || !text(a, "cbc:CityName") || !text(a, "cac:Country", "cbc:Name")) {
      problems.push("a party's address needs district, city and country");
    }
  }
  if (vkn !== undefined) {
    if (!isValidVkn(vkn)) problems.push("customer VKN invalid");
    if (!text(customer, "cac:PartyName", "cbc:Name")) problems.push("company customer needs its title");
    if (!text(customer, "cac:PartyTaxScheme", "cac:TaxScheme", "cbc:Name"))
      problems.push("company customer needs its tax office");
  } else if (tckn !== undefined) {
    const person = kid(customer, "cac:Person");
    if (!text(person, "cbc:FirstName") || !text(person, "cbc:FamilyName"))
      problems.push("person customer needs a name");
    if (tckn === GENERIC_TCKN) {
      if (profile !== "EARSIVFATURA") problems.push("the generic TCKN is only for e-Arşiv invoices");
      const nationality = text(person, "cbc:NationalityID");
      if (nationality && !/^[A-Z]{2}$/.test(nationality)) problems.push("NationalityID is a 2-letter country code");
      const passport = kid(person, "cac:IdentityDocumentReference");
      if (passport && !/^[A-Z0-9]{5,20}$/.test(text(passport, "cbc:ID"))) {
        problems.push("a foreign buyer's passport number is unreadable");
      }
    } else if (!isValidTckn(tckn)) {
      problems.push("customer TCKN invalid");
    }
    if (profile !== "EARSIVFATURA") problems.push("a person is invoiced on e-Arşiv");
  } else {
    problems.push("customer has no TCKN or VKN identification");
  }

  // Lines and sums.
  const lines = kids(inv, "cac:InvoiceLine");
  result.lineCount = lines.length;
  if (lines.length === 0) problems.push("no InvoiceLine");
  if (text(inv, "cbc:LineCountNumeric") !== String(lines.length))
    problems.push("LineCountNumeric is not the line count");
  let sumBase = 0;
  let sumAllowance = 0;
  let sumNet = 0;
  let sumTax = 0;
  lines.forEach((l, i) => {
    const at = `line ${i + 1}`;
    if (text(l, "cbc:ID") !== String(i + 1)) problems.push(`${at}: IDs must run 1, 2, 3...`);
    const qty = Number(text(l, "cbc:InvoicedQuantity"));
    if (!(qty > 0)) problems.push(`${at}: quantity must be positive`);
    const net = kurusOf(text(l, "cbc:LineExtensionAmount"));
    const ac = kid(l, "cac:AllowanceCharge");
    const allowance = ac ? kurusOf(text(ac, "cbc:Amount")) : 0;
    const base = ac ? kurusOf(text(ac, "cbc:BaseAmount")) : net;
    if (ac && text(ac, "cbc:ChargeIndicator") !== "false") problems.push(`${at}: only allowances are written`);
    if (base - allowance !== net) problems.push(`${at}: BaseAmount − Amount ≠ LineExtensionAmount`);
    const price = Number(text(l, "cac:Price", "cbc:PriceAmount"));
    if (Math.abs(price * qty * 100 - base) > Math.max(1, qty * 0.01)) problems.push(`${at}: price × quantity ≠ base`);
    const tt = kid(l, "cac:TaxTotal");
    const tax = kurusOf(text(tt, "cbc:TaxAmount"));
    const subs = kids(tt, "cac:TaxSubtotal");
    if (subs.reduce((s, x) => s + kurusOf(text(x, "cbc:TaxAmount")), 0) !== tax)
      problems.push(`${at}: tax ≠ its subtotals`);
    for (const s of subs) {
      const taxable = kurusOf(text(s, "cbc:TaxableAmount"));
      const pct = Number(text(s, "cbc:Percent"));
      if (taxable !== net) problems.push(`${at}: taxable amount ≠ line amount`);
      if (Math.abs(kurusOf(text(s, "cbc:TaxAmount")) - (taxable * pct) / 100) > 1)
        problems.push(`${at}: tax is not the rate`);
      const scheme = kid(kid(s, "cac:TaxCategory"), "cac:TaxScheme");
      if (text(scheme, "cbc:TaxTypeCode") !== "0015" || text(scheme, "cbc:Name") !== "KDV") {
        problems.push(`${at}: TaxScheme must be KDV 0015`);
      }
      if (pct === 0 && !text(s, "cac:TaxCategory", "cbc:TaxExemptionReasonCode"))
        problems.push(`${at}: 0 % needs an exemption code`);
    }
    if (!text(l, "cac:Item", "cbc:Name")) problems.push(`${at}: item name missing`);
    sumBase += base;
    sumAllowance += allowance;
    sumNet += net;
    sumTax += tax;
  });
  const tt = kid(inv, "cac:TaxTotal");
  const docTax = kurusOf(text(tt, "cbc:TaxAmount"));
  if (docTax !== sumTax) problems.push("TaxTotal ≠ sum of the lines' tax");
  if (kids(tt, "cac:TaxSubtotal").reduce((s, x) => s + kurusOf(text(x, "cbc:TaxAmount")), 0) !== docTax) {
    problems.push("TaxTotal ≠ sum of its subtotals");
  }
  if (kids(tt, "cac:TaxSubtotal").reduce((s, x) => s + kurusOf(text(x, "cbc:TaxableAmount")), 0) !== sumNet) {
    problems.push("taxable amounts ≠ sum of the lines");
  }
  const lmt = kid(inv, "cac:LegalMonetaryTotal");
  const total = (name: string) => kurusOf(text(lmt, name));
  if (total("cbc:LineExtensionAmount") !== sumBase)
    problems.push("LineExtensionAmount ≠ sum of the lines before allowances");
  if (total("cbc:AllowanceTotalAmount") !== sumAllowance) problems.push("AllowanceTotalAmount ≠ sum of the allowances");
  if (total("cbc:TaxExclusiveAmount") !== sumNet) problems.push("TaxExclusiveAmount ≠ sum of the line amounts");
  if (total("cbc:TaxExclusiveAmount") !== total("cbc:LineExtensionAmount") - total("cbc:AllowanceTotalAmount")) {
    problems.push("TaxExclusiveAmount ≠ LineExtensionAmount − AllowanceTotalAmount");
  }
  if (total("cbc:TaxInclusiveAmount") !== sumNet + docTax)
    problems.push("TaxInclusiveAmount ≠ TaxExclusiveAmount + tax");
  if (total("cbc:PayableAmount") !== total("cbc:TaxInclusiveAmount"))
    problems.push("PayableAmount ≠ TaxInclusiveAmount");
  result.payableKurus = total("cbc:PayableAmount");
  return result;
}
