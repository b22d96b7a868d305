// The receipt's card payment line of a payment in instalments (decision 0044).
import { describe, expect, it } from "vitest";
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
  it("shows the instalments and the surcharge on the card payment, in Turkish and English", async () => {
    const tr = await textOf(inInstalments, "tr");
    expect(tr).toContain("3 taksit x 2.737,47 TL (vade farkı 372,40 TL dahil)");
    expect(tr).toContain("8.212,40 TL");
    const en = await textOf(inInstalments, "en");
    expect(en).toContain("3 instalments of 2,737.47 TL (including a 372.40 TL instalment surcharge)");
  });

  it("says nothing of instalments for a single payment", async () => {
    expect(await textOf(sampleReceipt, "tr")).not.toContain("taksit");
  });
});
