// A monthly rental's months in its documents (decision 0130): the confirmation e-mail, the receipt
// PDF and the hand-over agreement list each month's dates, TL and km allowance, which month is paid
// and how the later ones are paid, in Turkish and English.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { handoverAgreementText, type HandoverAgreementInput } from "#app/domain/handover/agreement.ts";
import type { ReceiptData } from "#app/domain/receipts/receipt.ts";
import { type DocumentMonth, monthlyDocumentLines, monthState } from "#app/domain/rental/monthly-documents.ts";
import { monthlySchedule } from "#app/domain/rental/monthly-plan.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { sampleReceipt } from "#tests/receipt-sample.ts";
import { type ConfirmationData, reservationConfirmationEmail } from "./reservation-confirmation.server.ts";

// 45 days, 67 500 TL: month 1 = 30 days 45 000 TL 9 000 km, month 2 = 15 days 22 500 TL 4 500 km.
const months: DocumentMonth[] = [
  {
    month: 1,
    startsOn: "2027-03-11",
    days: 30,
    amountKurus: 4_500_000,
    kmAllowance: 9_000,
    state: "atPickup",
    linkOn: null,
  },
  {
    month: 2,
    startsOn: "2027-04-10",
    days: 15,
    amountKurus: 2_250_000,
    kmAllowance: 4_500,
    state: "byLink",
    linkOn: "2027-04-05",
  },
];

const tr = [
  "1. ay: 11.03.2027 – 09.04.2027 (30 gün), 45.000,00 TL, 9.000 km: araç tesliminde ofiste ödenecek",
  "2. ay: 10.04.2027 – 24.04.2027 (15 gün), 22.500,00 TL, 4.500 km: ödeme bağlantısı 05.04.2027 tarihinde e-postayla gelecek",
];
const en = [
  "Month 1: 11 Mar 2027 – 9 Apr 2027 (30 days), 45,000.00 TL, 9,000 km: to be paid at the office at pick-up",
  "Month 2: 10 Apr 2027 – 24 Apr 2027 (15 days), 22,500.00 TL, 4,500 km: payment link arrives by e-mail on 5 Apr 2027",
];

describe("the months' lines", () => {
  it("write each month's dates, TL, km and how it is paid, in both languages", () => {
    expect(monthlyDocumentLines(months, "tr").lines).toEqual(tr);
    expect(monthlyDocumentLines(months, "en").lines).toEqual(en);
    const paid = monthlyDocumentLines([{ ...months[0]!, state: "paid", kmAllowance: null }], "en").lines;
    expect(paid).toEqual(["Month 1: 11 Mar 2027 – 9 Apr 2027 (30 days), 45,000.00 TL, unlimited km: paid"]);
  });

  it("a month paid at the desk is paid whatever else is true of it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.constantFrom("confirmed", "active", "completed", "cancelled", "pending_payment"),
        fc.constantFrom("office" as const, "card" as const),
        fc.constantFrom(null, "open", "paid", "cancelled"),
        (month, status, paymentType, referenceStatus) => {
          const row = { month, paidAt: new Date(), linkSentAt: null, referenceStatus };
          expect(monthState(row, { status, paymentType })).toBe("paidAtOffice");
        },
      ),
    );
  });

  it("list as many lines as the schedule has months, each with its own amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 365 }), fc.integer({ min: 0, max: 50_000_000 }), (days, total) => {
        const plan = monthlySchedule({ pickUpDate: "2027-01-01", days, totalKurus: total, kmAllowance: 250 * days });
        const docs = plan.map((m) => ({
          ...m,
          kmAllowance: m.kmAllowance === "unlimited" ? null : m.kmAllowance,
          state: "byLink" as const,
        }));
        const lines = monthlyDocumentLines(docs, "tr").lines;
        expect(lines).toHaveLength(plan.length);
        lines.forEach((line, i) => expect(line.startsWith(`${i + 1}. ay: `)).toBe(true));
      }),
    );
  });
});

const mail: ConfirmationData = {
  lang: "tr",
  number: "YLD-AYLIK45",
  to: "ayse@example.com",
  driverName: "Ayşe Yılmaz",
  status: "confirmed",
  paymentType: "office",
  pickupAt: new Date("2027-03-11T07:00:00Z"),
  returnAt: new Date("2027-04-25T07:00:00Z"),
  pickupOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  dropoffOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  vehicleName: "Renault Clio",
  className: "Ekonomik",
  days: 45,
  lines: [{ kind: "oneWayFee", amountKurus: 6_750_000 }],
  names: { extras: new Map(), assurance: null },
  totalKurus: 6_750_000,
  depositKurus: 500_000,
  kmAllowance: 13_500,
  hasAssurance: false,
  now: new Date("2027-03-01T12:00:00Z"),
  months,
};

describe("the confirmation e-mail of a monthly rental", () => {
  it("lists the months and says only month 1 is paid at pick-up (Turkish)", () => {
    const m = reservationConfirmationEmail(mail);
    for (const line of tr) expect(m.text).toContain(line);
    expect(m.text).toContain("Aylık ödeme planı:");
    expect(m.text).toContain(
      "Ödeme: toplam 67.500,00 TL tutarın yalnızca 1. ayı, 45.000,00 TL, araç alışında ofiste ödenir.",
    );
    expect(m.text).not.toContain("tutarın tamamını");
    expect(m.html).toContain(`<li>${tr[1]}</li>`);
  });

  it("and in English, month 1 paid by card", () => {
    const m = reservationConfirmationEmail({
      ...mail,
      lang: "en",
      paymentType: "card",
      months: [{ ...months[0]!, state: "paid" }, months[1]!],
    });
    expect(m.text).toContain("Payment: month 1 of the 67,500.00 TL total, 45,000.00 TL, paid online by card.");
    expect(m.text).toContain(en[0]!.replace("to be paid at the office at pick-up", "paid"));
    expect(m.text).toContain(en[1]);
  });

  it("a shorter rental's e-mail has no plan", () => {
    const m = reservationConfirmationEmail({ ...mail, months: null });
    expect(m.text).not.toContain("Aylık ödeme planı");
    expect(m.text).toContain("Ödeme: 67.500,00 TL tutarın tamamını araç alışında ofiste ödersiniz.");
  });
});

describe("the hand-over agreement of a monthly rental", () => {
  const agreement: HandoverAgreementInput = {
    company: "Yolda Araç Kiralama A.Ş.",
    number: "YLD-AYLIK45",
    pickup: { at: "11.03.2027 10:00", office: "İstanbul Havalimanı" },
    dropoff: { at: "25.04.2027 10:00", office: "İstanbul Havalimanı" },
    customer: { name: "John Smith", email: "john@example.com", phone: "+447700900000" },
    drivers: [],
    car: { plate: "34 ABC 123", model: "Renault Clio", odometerKm: 12000, fuelEighths: 8 },
    damages: [],
    lines: [{ label: "Vehicle rental (45 days)", amountKurus: 6_750_000 }],
    totalKurus: 6_750_000,
    depositKurus: 500_000,
    depositMethod: "cash",
    months: [{ ...months[0]!, state: "paid" }, months[1]!],
    terms: { title: "Terms", version: 1, body: "1. Insured." },
  };

  it("lists each month with what is paid, in the customer's language", () => {
    const text = handoverAgreementText(agreement, "en");
    expect(text).toContain("Monthly payment plan");
    expect(text).toContain(`- ${en[0]!.replace("to be paid at the office at pick-up", "paid")}`);
    expect(text).toContain(`- ${en[1]}`);
    const turkish = handoverAgreementText(agreement, "tr");
    expect(turkish).toContain(`- ${tr[1]}`);
    expect(handoverAgreementText({ ...agreement, months: null }, "en")).not.toContain("Monthly payment plan");
  });
});

describe("the receipt of a monthly rental", () => {
  const receipt: ReceiptData = { ...sampleReceipt, months: [{ ...months[0]!, state: "paid" }, months[1]!] };
  const texts = { tr: "", en: "" };
  beforeAll(async () => {
    const issuedAt = new Date("2027-03-11T08:00:00Z");
    for (const lang of ["tr", "en"] as const) {
      texts[lang] = (await pdfText(await renderReceiptPdf(receipt, lang, { issuedAt }))).replace(/\s+/g, " ");
    }
  }, 30_000);

  it("lists the months, month 1 paid and how month 2 is paid, in both languages", () => {
    expect(texts.tr).toContain("Aylık ödeme planı");
    expect(texts.tr).toContain(tr[0]!.replace("araç tesliminde ofiste ödenecek", "ödendi"));
    expect(texts.tr).toContain(tr[1]);
    expect(texts.en).toContain("Monthly payment plan");
    expect(texts.en).toContain(en[1]);
  });
});
