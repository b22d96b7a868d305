import { describe, expect, it } from "vitest";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { handoverAgreementText, type HandoverAgreementInput, returnAgreementText } from "./agreement.ts";

const input: HandoverAgreementInput = {
  company: "Yolda Araç Kiralama A.Ş.",
  number: "YLD-TEST01",
  pickup: { at: "01.03.2027 10:00", office: "İstanbul Havalimanı" },
  dropoff: { at: "04.03.2027 10:00", office: "Ankara Esenboğa" },
  customer: { name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+905321112233" },
  drivers: [
    {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      licenceNumber: "123456",
      licenceClass: "B",
      licenceCountry: "TR",
      licenceIssued: "2015-04-01",
      licenceExpires: "2035-04-01",
      idKind: "tckn",
      idNumber: exampleTckn(3),
      idCountry: "TR",
    },
    {
      firstName: "John",
      lastName: "Smith",
      licenceNumber: "GB998877",
      licenceClass: "B",
      licenceCountry: "GB",
      licenceIssued: "2010-01-01",
      licenceExpires: "2030-01-01",
      idKind: "passport",
      idNumber: "123456789",
      idCountry: "GB",
    },
  ],
  car: { plate: "34 ABC 123", model: "Renault Clio", odometerKm: 12000, fuelEighths: 6 },
  damages: [{ zone: "right", kind: "scratch", sizeCm: 3 }],
  lines: [{ label: "Araç kirası (3 gün)", amountKurus: 450000 }],
  totalKurus: 450000,
  depositKurus: 500000,
  depositMethod: "cash",
  terms: { title: "Araç Kiralama Koşulları", version: 4, body: "1. Araç sigortalıdır.\n2. Yakıt kiracıya aittir." },
};

describe("the hand-over agreement's text", () => {
  it("names the parties, every driver's documents, the car out, the damage, the money and the terms in force", () => {
    const text = handoverAgreementText(input, "tr");
    for (const part of [
      "ARAÇ KİRALAMA SÖZLEŞMESİ",
      "Yolda Araç Kiralama A.Ş.",
      `T.C. kimlik no: ${exampleTckn(3)}`,
      "Ek sürücü 1: John Smith",
      "Pasaport: 123456789 (GB)",
      "Çıkış km: 12.000 km, Çıkış yakıt: 6/8",
      "Sağ yan: çizik, 3 cm",
      "Depozito: 5.000,00 TL (nakit)",
      "Araç Kiralama Koşulları (sürüm 4)",
      "2. Yakıt kiracıya aittir.",
    ]) {
      expect(text).toContain(part);
    }
  });
  it("is the same text for the same input, and another text when any fact changes", () => {
    expect(handoverAgreementText(input, "tr")).toBe(handoverAgreementText({ ...input }, "tr"));
    const moreKm = { ...input, car: { ...input.car, odometerKm: 12001 } };
    expect(handoverAgreementText(moreKm, "tr")).not.toBe(handoverAgreementText(input, "tr"));
    expect(handoverAgreementText(input, "en")).toContain("Damage on the car at hand-over");
  });
  it("names the address, not only the office, for a delivered pick-up and a collected return (decision 0140)", () => {
    const legs = {
      ...input,
      pickup: { ...input.pickup, office: "İstanbul Kadıköy", address: "Atatürk Mah. 12, ATAŞEHİR" },
      dropoff: { ...input.dropoff, office: "İstanbul Kadıköy", address: "Moda Cd. 5, Kadıköy" },
    };
    const tr = handoverAgreementText(legs, "tr");
    expect(tr).toContain("Alış: 01.03.2027 10:00, Adrese teslim: Atatürk Mah. 12, ATAŞEHİR (şube: İstanbul Kadıköy)");
    expect(tr).toContain("İade: 04.03.2027 10:00, Adresten alım: Moda Cd. 5, Kadıköy (şube: İstanbul Kadıköy)");
    const en = handoverAgreementText(legs, "en");
    expect(en).toContain(
      "Pick-up: 01.03.2027 10:00, Delivered to address: Atatürk Mah. 12, ATAŞEHİR (office: İstanbul Kadıköy)",
    );
    expect(en).toContain(
      "Return: 04.03.2027 10:00, Collected from address: Moda Cd. 5, Kadıköy (office: İstanbul Kadıköy)",
    );
    // Only the delivered end changes: a collection-only booking keeps the office at the pick-up.
    const collectedOnly = handoverAgreementText({ ...legs, pickup: input.pickup }, "tr");
    expect(collectedOnly).toContain("Alış: 01.03.2027 10:00, İstanbul Havalimanı\n");
    expect(collectedOnly).not.toContain("Adrese teslim");
  });
  it("the return record refers to the hand-over agreement's hash and adds km and fuel in", () => {
    const text = returnAgreementText(
      {
        company: input.company,
        number: input.number,
        handoverSha256: "a".repeat(64),
        returnedAt: "04.03.2027 11:00",
        car: { plate: "34 ABC 123", odometerKmOut: 12000, fuelOut: 6, odometerKmIn: 12450, fuelIn: 4 },
        newDamages: [{ zone: "rear", kind: "dent", sizeCm: 4 }],
        charges: [{ label: "Hasar", amountKurus: 100000 }],
        chargesKurus: 100000,
      },
      "en",
    );
    expect(text).toContain(`Refers to agreement (SHA-256): ${"a".repeat(64)}`);
    expect(text).toContain("Km in: 12,450 km, Fuel in: 4/8");
    expect(text).toContain("Rear: dent, 4 cm");
  });
});
