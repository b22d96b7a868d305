import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/pdf-text.ts";
import { sampleInvoices } from "#tests/invoice-samples.ts";
import { type InvoiceDocument, invoiceLine, invoiceTotals } from "#app/domain/invoices/invoice.ts";
import { invoiceQrFields } from "#app/domain/invoices/invoice-qr.ts";
import { renderInvoicePdf } from "./invoice-pdf.server.ts";

const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");

function sample(name: string): InvoiceDocument {
  const doc = sampleInvoices()[name];
  if (!doc) throw new Error(name);
  return doc;
}

describe("renderInvoicePdf", { timeout: 30_000 }, () => {
  it("prints an online person's e-Arşiv invoice: mark, number, ETTN, buyer, lines, KDV, totals, internet sale", async () => {
    const doc = sample("person-online-earsiv");
    const text = await textOf(await renderInvoicePdf(doc, "tr"));
    expect(text).toContain("e-Arşiv Fatura");
    expect(text).toContain(doc.number);
    expect(text).toContain(doc.ettn);
    expect(text).toContain(doc.supplier.title);
    if (doc.buyer.kind !== "person") throw new Error("person expected");
    expect(text).toContain(`${doc.buyer.firstName} ${doc.buyer.familyName}`);
    expect(text).toContain(doc.buyer.tckn);
    for (const line of doc.lines) expect(text).toContain(line.name.split(" ")[0] ?? "");
    const tl = (k: number) => `${new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2 }).format(k / 100)} TL`;
    expect(text).toContain(`Ödenecek Tutar ${tl(doc.totals.payableKurus)}`);
    expect(text).toContain(`KDV Matrahı ${tl(doc.totals.taxExclusiveKurus)}`);
    expect(text).toContain(`Hesaplanan KDV (%20) ${tl(doc.totals.taxTotalKurus)}`);
    expect(text).toContain("İnternet Satışı Bilgileri");
    expect(text).toContain("KREDIKARTI/BANKAKARTI");
    expect(text).not.toContain("Invoice");
  });

  it("the English copy keeps the Turkish labels and adds the English ones", async () => {
    const doc = sample("company-inside-efatura");
    const text = await textOf(await renderInvoicePdf(doc, "en"));
    expect(text).toContain("e-Fatura / e-Invoice");
    expect(text).toContain("Fatura No / Invoice No");
    expect(text).toContain("Ödenecek Tutar / Amount Payable");
    expect(text).toContain(doc.number);
    expect(text).not.toContain("İnternet Satışı");
  });

  it("a return invoice names the invoice it returns", async () => {
    const doc = sample("return-invoice-after-refund");
    const text = await textOf(await renderInvoicePdf(doc, "tr"));
    expect(text).toContain("İade Faturası");
    expect(text).toContain(doc.returns?.number ?? "missing");
  });

  it("the QR code carries GİB's fields of the document", async () => {
    const doc = sample("person-online-earsiv");
    const fields = invoiceQrFields(doc);
    expect(fields).toMatchObject({
      no: doc.number,
      ettn: doc.ettn,
      tip: "SATIS",
      senaryo: "EARSIVFATURA",
      parabirimi: "TRY",
    });
    expect(fields.odenecek).toBe((doc.totals.payableKurus / 100).toFixed(2));
    expect(Object.keys(fields)).toEqual([
      "vkntckn",
      "avkntckn",
      "senaryo",
      "tip",
      "tarih",
      "no",
      "ettn",
      "parabirimi",
      "malhizmettoplam",
      "kdvmatrah(20)",
      "hesaplanankdv(20)",
      "vergidahil",
      "odenecek",
    ]);
    // GİB's karekod standard: the taxable amount and the KDV per rate, summing to the totals.
    expect(fields["kdvmatrah(20)"]).toBe((doc.totals.taxExclusiveKurus / 100).toFixed(2));
    expect(fields["hesaplanankdv(20)"]).toBe((doc.totals.taxTotalKurus / 100).toFixed(2));
    expect(fields.vergidahil).toBe((doc.totals.taxInclusiveKurus / 100).toFixed(2));
  });
  it("gives the taxable amount and the KDV once per rate, the rate in the key, lowest rate first", () => {
    const base = sample("person-online-earsiv");
    const exempt = invoiceLine(base.lines.length + 1, {
      kind: base.lines[0]!.kind,
      unit: base.lines[0]!.unit,
      name: "İstisna kalem",
      quantity: 1,
      listGrossKurus: 10_000,
      vatRatePct: 0,
      exemption: { code: "351", reason: "KDV istisna olmayan diğer" },
    });
    const lines = [...base.lines, exempt];
    const fields = invoiceQrFields({ ...base, lines, totals: invoiceTotals(lines) });
    expect(Object.keys(fields).filter((k) => /^(kdvmatrah|hesaplanankdv)\(/.test(k))).toEqual([
      "kdvmatrah(0)",
      "hesaplanankdv(0)",
      "kdvmatrah(20)",
      "hesaplanankdv(20)",
    ]);
    expect(fields["kdvmatrah(0)"]).toBe("100.00");
    expect(fields["hesaplanankdv(0)"]).toBe("0.00");
    expect(fields["kdvmatrah(20)"]).toBe((base.totals.taxExclusiveKurus / 100).toFixed(2));
    expect(fields.vergidahil).toBe(((base.totals.taxInclusiveKurus + 10_000) / 100).toFixed(2));
  });
});
