// The receipt's card payment line of a payment in instalments (decision 0044).
import { beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "#tests/pdf-text.ts";
import { sampleReceipt } from "#tests/receipt-sample.ts";
import type { ReceiptData } from "#app/domain/receipts/receipt.ts";
import { renderReceiptPdf } from "./receipt-pdf.server.ts";

const ISSUED = new Date("2027-03-10T13:45:00Z");
const inInstalments: ReceiptData = {
  ...sampleReceipt,
  payments: [
    {
      method: "card",
      amountKurus: 821_240,
      paidAt: new Date("2027-03-01T07:05:00Z"),
      maskedPan: "435508******4358",
      authCode: "P12345",
      orderId: "YLD7K3M9QX-1",
      instalments: 3,
      instalmentSurchargeKurus: 37_240,
      refunds: [],
    },
  ],
};

async function textOf(receipt: ReceiptData, lang: "tr" | "en"): Promise<string> {
  return (await pdfText(await renderReceiptPdf(receipt, lang, { issuedAt: ISSUED }))).replace(/\s+/g, " ");
}

describe("receipt of a payment in instalments", () => {
  const texts = { tr: "", en: "", single: "" };

  // The three receipts are drawn and read back once for the file. Warm, a receipt takes about
  // 100 ms to draw and 25 ms to read; cold, the first one takes about 1.1 s on an idle machine:
  // the first render reads the 1.4 MB of DejaVu fonts and warms pdf-lib, the first read loads
  // pdfjs's 2.3 MB worker module. That cold start, paid inside the first test, went past the 5 s
  // test timeout under load; here it is one hook, with room for a loaded machine.
  beforeAll(async () => {
    texts.tr = await textOf(inInstalments, "tr");
    texts.en = await textOf(inInstalments, "en");
    texts.single = await textOf(sampleReceipt, "tr");
  }, 30_000);

  it("shows the instalments and the surcharge on the card payment, in Turkish and English", () => {
    expect(texts.tr).toContain("3 taksit x 2.737,47 TL (vade farkı 372,40 TL dahil)");
    expect(texts.tr).toContain("8.212,40 TL");
    expect(texts.en).toContain("3 instalments of 2,737.47 TL (including a 372.40 TL instalment surcharge)");
  });

  it("says nothing of instalments for a single payment", () => {
    expect(texts.single).toContain("7.840,00 TL");
    expect(texts.single).not.toContain("taksit");
  });
});
