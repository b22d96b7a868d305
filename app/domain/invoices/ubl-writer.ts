// Writes an invoice as UBL-TR 1.2 XML: a UBL 2.1 Invoice with GİB's customisation (decision
// 0072 says which guides were followed). Elements come in the order of the UBL 2.1 schema; every
// amount has currencyID TRY, every quantity a unitCode. The XAdES signature (ext:UBLExtensions) is
// added by the integrator, which signs with Yolda's financial seal; cac:Signature names the signer.
import type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoiceParty } from "./invoice.ts";
import { buyerIdentification } from "./invoice.ts";

const NS = {
  "": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
} as const;

type Node = { name: string; attrs?: Record<string, string>; text?: string; children?: (Node | null)[] };

const el = (name: string, text: string, attrs?: Record<string, string>): Node => ({
  name,
  text,
  ...(attrs ? { attrs } : {}),
});
const group = (name: string, children: (Node | null)[]): Node => ({ name, children });

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function render(node: Node, depth: number): string {
  const pad = "  ".repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  if (node.children) {
    const inner = node.children.filter((c): c is Node => c !== null).map((c) => render(c, depth + 1));
    return `${pad}<${node.name}${attrs}>\n${inner.join("\n")}\n${pad}</${node.name}>`;
  }
  return `${pad}<${node.name}${attrs}>${escapeXml(node.text ?? "")}</${node.name}>`;
}

/** Kuruş as a decimal amount with two places: 123456 -> "1234.56". */
export function amount(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`not kuruş: ${kurus}`);
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A net amount divided by a quantity, in TL with four decimals, rounded half up (the unit price). */
export function unitPrice(netKurus: number, quantity: number): string {
  // Work in 1/10000 TL = 1/100 kuruş; quantities are whole numbers here.
  const q = BigInt(Math.round(quantity));
  if (q <= 0n) throw new RangeError("quantity must be positive");
  const scaled = BigInt(netKurus) * 100n;
  const v = (scaled * 2n + q) / (2n * q);
  const whole = v / 10000n;
  const frac = (v % 10000n).toString().padStart(4, "0");
  return `${whole}.${frac}`;
}

const money = (name: string, kurus: number) => el(name, amount(kurus), { currencyID: "TRY" });

function address(a: InvoiceAddress): Node {
  return group("cac:PostalAddress", [
    el("cbc:StreetName", a.street),
    el("cbc:CitySubdivisionName", a.district),
    el("cbc:CityName", a.city),
    a.postalZone ? el("cbc:PostalZone", a.postalZone) : null,
    group("cac:Country", [el("cbc:Name", a.country)]),
  ]);
}

function supplierParty(s: InvoiceParty): Node {
  return group("cac:AccountingSupplierParty", [
    group("cac:Party", [
      el("cbc:WebsiteURI", s.webAddress),
      group("cac:PartyIdentification", [el("cbc:ID", s.vkn, { schemeID: "VKN" })]),
      group("cac:PartyIdentification", [el("cbc:ID", s.mersisNo, { schemeID: "MERSISNO" })]),
      s.tradeRegistryNo
        ? group("cac:PartyIdentification", [el("cbc:ID", s.tradeRegistryNo, { schemeID: "TICARETSICILNO" })])
        : null,
      group("cac:PartyName", [el("cbc:Name", s.title)]),
      address(s.address),
      group("cac:PartyTaxScheme", [group("cac:TaxScheme", [el("cbc:Name", s.taxOffice)])]),
      s.phone || s.email
        ? group("cac:Contact", [
            s.phone ? el("cbc:Telephone", s.phone) : null,
            s.email ? el("cbc:ElectronicMail", s.email) : null,
          ])
        : null,
    ]),
  ]);
}

function customerParty(b: InvoiceBuyer, issueDate: string): Node {
  const id = buyerIdentification(b);
  const contact = b.email ? group("cac:Contact", [el("cbc:ElectronicMail", b.email)]) : null;
  if (b.kind === "company") {
    return group("cac:AccountingCustomerParty", [
      group("cac:Party", [
        group("cac:PartyIdentification", [el("cbc:ID", id.id, { schemeID: id.schemeID })]),
        group("cac:PartyName", [el("cbc:Name", b.title)]),
        address(b.address),
        group("cac:PartyTaxScheme", [group("cac:TaxScheme", [el("cbc:Name", b.taxOffice)])]),
        contact,
      ]),
    ]);
  }
  return group("cac:AccountingCustomerParty", [
    group("cac:Party", [
      group("cac:PartyIdentification", [el("cbc:ID", id.id, { schemeID: id.schemeID })]),
      address(b.address),
      contact,
      group("cac:Person", [
        el("cbc:FirstName", b.firstName),
        el("cbc:FamilyName", b.familyName),
        b.kind === "foreigner" && b.nationality ? el("cbc:NationalityID", b.nationality) : null,
        b.kind === "foreigner"
          ? group("cac:IdentityDocumentReference", [
              el("cbc:ID", b.passport, { schemeID: "PASAPORT" }),
              // The day the passport was shown (UBL-TR wants a date on every document reference).
              el("cbc:IssueDate", issueDate),
              el("cbc:DocumentType", "PASAPORT"),
            ])
          : null,
      ]),
    ]),
  ]);
}

function taxCategory(l: Pick<InvoiceLine, "vatRatePct" | "exemption">): Node {
  return group("cac:TaxCategory", [
    l.exemption ? el("cbc:TaxExemptionReasonCode", l.exemption.code) : null,
    l.exemption ? el("cbc:TaxExemptionReason", l.exemption.reason) : null,
    group("cac:TaxScheme", [el("cbc:Name", "KDV"), el("cbc:TaxTypeCode", "0015")]),
  ]);
}

function invoiceLine(l: InvoiceLine): Node {
  return group("cac:InvoiceLine", [
    el("cbc:ID", String(l.id)),
    el("cbc:InvoicedQuantity", String(l.quantity), { unitCode: l.unit }),
    money("cbc:LineExtensionAmount", l.netKurus),
    l.allowanceNetKurus > 0
      ? group("cac:AllowanceCharge", [
          el("cbc:ChargeIndicator", "false"),
          el("cbc:AllowanceChargeReason", l.allowanceReason ?? "İndirim"),
          el("cbc:MultiplierFactorNumeric", (l.allowanceNetKurus / l.listNetKurus).toFixed(4)),
          money("cbc:Amount", l.allowanceNetKurus),
          money("cbc:BaseAmount", l.listNetKurus),
        ])
      : null,
    group("cac:TaxTotal", [
      money("cbc:TaxAmount", l.vatKurus),
      group("cac:TaxSubtotal", [
        money("cbc:TaxableAmount", l.netKurus),
        money("cbc:TaxAmount", l.vatKurus),
        el("cbc:Percent", String(l.vatRatePct)),
        taxCategory(l),
      ]),
    ]),
    group("cac:Item", [el("cbc:Name", l.name)]),
    group("cac:Price", [el("cbc:PriceAmount", unitPrice(l.listNetKurus, l.quantity), { currencyID: "TRY" })]),
  ]);
}

/** Payment means codes (UN/ECE 4461) for GİB's internet-sale payment kinds. */
const PAYMENT_MEANS_CODE = {
  "KREDIKARTI/BANKAKARTI": "48",
  "EFT/HAVALE": "42",
  KAPIDAODEME: "10",
  ODEMEARACISI: "68",
  DIGER: "1",
} as const;

/** The whole document, with the XML declaration. */
export function writeUblTr(doc: InvoiceDocument): string {
  const t = doc.totals;
  const sale = doc.internetSale;
  const root: Node = {
    name: "Invoice",
    attrs: {
      xmlns: NS[""],
      "xmlns:cac": NS.cac,
      "xmlns:cbc": NS.cbc,
      "xmlns:ext": NS.ext,
    },
    children: [
      el("cbc:UBLVersionID", "2.1"),
      el("cbc:CustomizationID", "TR1.2"),
      el("cbc:ProfileID", doc.profile),
      el("cbc:ID", doc.number),
      el("cbc:CopyIndicator", "false"),
      el("cbc:UUID", doc.ettn),
      el("cbc:IssueDate", doc.issueDate),
      el("cbc:IssueTime", doc.issueTime),
      el("cbc:InvoiceTypeCode", doc.type),
      ...doc.notes.map((n) => el("cbc:Note", n)),
      el("cbc:DocumentCurrencyCode", "TRY"),
      el("cbc:LineCountNumeric", String(doc.lines.length)),
      group("cac:OrderReference", [
        el("cbc:ID", doc.orderReference.id),
        el("cbc:IssueDate", doc.orderReference.issueDate),
      ]),
      doc.returns
        ? group("cac:BillingReference", [
            group("cac:InvoiceDocumentReference", [
              el("cbc:ID", doc.returns.number),
              el("cbc:IssueDate", doc.returns.issueDate),
              el("cbc:DocumentTypeCode", "IADE"),
            ]),
          ])
        : null,
      doc.profile === "EARSIVFATURA"
        ? group("cac:AdditionalDocumentReference", [
            el("cbc:ID", "ELEKTRONIK"),
            el("cbc:IssueDate", doc.issueDate),
            el("cbc:DocumentTypeCode", "GONDERIM_SEKLI"),
          ])
        : null,
      sale
        ? group("cac:AdditionalDocumentReference", [
            el("cbc:ID", "INTERNET"),
            el("cbc:IssueDate", sale.paymentDate),
            el("cbc:DocumentTypeCode", "INTERNET_SATIS"),
            el(
              "cbc:DocumentDescription",
              `WebAdresi=${sale.webAddress};OdemeSekli=${sale.paymentMeans};OdemeAracisi=${sale.paymentAgent};OdemeTarihi=${sale.paymentDate}`,
            ),
          ])
        : null,
      group("cac:Signature", [
        el("cbc:ID", doc.supplier.vkn, { schemeID: "VKN_TCKN" }),
        group("cac:SignatoryParty", [
          group("cac:PartyIdentification", [el("cbc:ID", doc.supplier.vkn, { schemeID: "VKN" })]),
          address(doc.supplier.address),
        ]),
        group("cac:DigitalSignatureAttachment", [group("cac:ExternalReference", [el("cbc:URI", "#Signature")])]),
      ]),
      supplierParty(doc.supplier),
      customerParty(doc.buyer, doc.issueDate),
      sale
        ? group("cac:PaymentMeans", [
            el("cbc:PaymentMeansCode", PAYMENT_MEANS_CODE[sale.paymentMeans]),
            el("cbc:PaymentDueDate", sale.paymentDate),
            el("cbc:InstructionNote", sale.paymentAgent),
          ])
        : null,
      group("cac:TaxTotal", [
        money("cbc:TaxAmount", t.taxTotalKurus),
        ...t.subtotals.map((s) =>
          group("cac:TaxSubtotal", [
            money("cbc:TaxableAmount", s.taxableKurus),
            money("cbc:TaxAmount", s.vatKurus),
            el("cbc:Percent", String(s.vatRatePct)),
            taxCategory({ vatRatePct: s.vatRatePct, exemption: s.exemption }),
          ]),
        ),
      ]),
      group("cac:LegalMonetaryTotal", [
        money("cbc:LineExtensionAmount", t.lineExtensionKurus),
        money("cbc:TaxExclusiveAmount", t.taxExclusiveKurus),
        money("cbc:TaxInclusiveAmount", t.taxInclusiveKurus),
        money("cbc:AllowanceTotalAmount", t.allowanceTotalKurus),
        money("cbc:PayableAmount", t.payableKurus),
      ]),
      ...doc.lines.map(invoiceLine),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
