import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/pdf-text.ts";
import { sampleReceipt } from "#tests/receipt-sample.ts";
import type { ReceiptData } from "#app/domain/receipts/receipt.ts";
import { renderReceiptPdf } from "./receipt-pdf.server.ts";

const ISSUED = new Date("2027-03-10T13:45:00Z"); // 16:45 in Istanbul

/** The text with runs of white space collapsed, as pdfjs splits lines into several items. */
async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).replace(/\s+/g, " ");
}

describe("renderReceiptPdf", () => {
  it("renders the Turkish receipt with Turkish letters, number, lines, VAT and payments", async () => {
    const bytes = await renderReceiptPdf(sampleReceipt, "tr", { issuedAt: ISSUED });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await textOf(bytes);
    for (const expected of [
      "Yolda Araç Kiralama A.Ş.",
      "Ödeme Makbuzu",
      "Rezervasyon no: YLD-7K3M9QX",
      "Düzenlenme tarihi: 10.03.2027 16:45",
      "Şükrü Gıdıkoğlu",
      "T.C. kimlik no: ********146",
      "Caferağa Mah.",
      "İstanbul Havalimanı Ofisi, İstanbul, 07.03.2027 09:00",
      "Renault Clio (Ekonomik) veya aynı sınıftan benzeri",
      "Araç kirası (3 gün)",
      "kampanya indirimi (BAHAR15) -810,00 TL",
      "Tam Güvence (3 gün)",
      "Bebek koltuğu x 2",
      "Tek yön ücreti",
      "KDV (%20)",
      "Ara toplam (KDV hariç)",
      "Genel toplam (KDV dahil)",
      "7.840,00 TL",
      "Alınan ödemeler",
      "Kart 435508******4358, Onay kodu P12345",
      "-100,00 TL",
      "Net tahsilat",
      "7.740,00 TL",
      "e-arşiv fatura yerine geçmez",
      "Sayfa 1 / 1",
    ]) {
      expect(text).toContain(expected);
    }
    // 7.840,00 TL gross, split row by row: 4.590 -> 3.825 + 765, 1.500 -> 1.250 + 250, 750 -> 625 + 125,
    // 400 -> 333,33 + 66,67, 600 -> 500 + 100: net 6.533,33, VAT 1.306,67.
    expect(text).toContain("KDV %20 1.306,67 TL");
    expect(text).toContain("Ara toplam (KDV hariç) 6.533,33 TL");
    expect(text).toContain("3.825,00 TL 765,00 TL 4.590,00 TL");
  });

  it("renders the English receipt", async () => {
    const text = await textOf(await renderReceiptPdf(sampleReceipt, "en", { issuedAt: ISSUED }));
    for (const expected of [
      "Payment Receipt",
      "Reservation no: YLD-7K3M9QX",
      "Issued: 10 Mar 2027, 16:45",
      "Şükrü Gıdıkoğlu",
      "Istanbul Airport Office, Istanbul, 7 Mar 2027, 09:00",
      "Vehicle rental (3 days)",
      "campaign discount (BAHAR15) -810.00 TL",
      "Full cover (3 days)",
      "Baby seat x 2",
      "VAT 20% 1,306.67 TL",
      "Subtotal (excl. VAT) 6,533.33 TL",
      "Total (VAT incl.) 7,840.00 TL",
      "Payments received",
      "Net received 7,740.00 TL",
      "not an invoice, e-invoice or e-archive invoice",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes a valid A4 PDF that pdf-lib loads again, with the fonts subset and the metadata set", async () => {
    const bytes = await renderReceiptPdf(sampleReceipt, "tr", { issuedAt: ISSUED });
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(1);
    const { width, height } = loaded.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(loaded.getTitle()).toBe("Ödeme Makbuzu YLD-7K3M9QX");
    // Subset fonts keep the file small; the whole DejaVu Sans alone is over 700 kB.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it("shows a company's tax details and a pay-at-office payment", async () => {
    const receipt: ReceiptData = {
      ...sampleReceipt,
      paymentType: "office",
      billing: {
        kind: "company",
        title: "Güneş Turizm Ltd. Şti.",
        taxOffice: "Kadıköy",
        taxNumber: "1234567890",
        address: "Moda, İstanbul",
      },
      payments: [{ method: "office", amountKurus: 784_000, paidAt: sampleReceipt.pickup.at, refunds: [] }],
    };
    const text = await textOf(await renderReceiptPdf(receipt, "tr", { issuedAt: ISSUED }));
    expect(text).toContain("Güneş Turizm Ltd. Şti.");
    expect(text).toContain("Vergi dairesi: Kadıköy");
    expect(text).toContain("Vergi no: 1234567890");
    expect(text).toContain("Ofiste ödeme");
    expect(text).toContain("Alınan toplam 7.840,00 TL");
    expect(text).not.toContain("Net tahsilat");
  });

  it("continues on more pages when the rows do not fit, with the footer on every page", async () => {
    const extras = Array.from({ length: 40 }, (_, i) => ({
      kind: "extra" as const,
      code: `x${i}`,
      pricing: "per_rental" as const,
      quantity: 1,
      unitKurus: 1_000,
      capped: false,
      amountKurus: 1_000,
    }));
    const receipt: ReceiptData = {
      ...sampleReceipt,
      lines: [...(sampleReceipt.lines ?? []), ...extras],
      totalKurus: sampleReceipt.totalKurus + 40_000,
      extrasKurus: sampleReceipt.extrasKurus + 40_000,
    };
    const bytes = await renderReceiptPdf(receipt, "en", { issuedAt: ISSUED });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = await textOf(bytes);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.match(/not an invoice/g)).toHaveLength(pages);
    expect(text).toContain("x39");
    expect(text).toContain("Total (VAT incl.) 8,240.00 TL");
  });
});
