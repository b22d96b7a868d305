// The confirmation e-mail of a booking paid now with an airport flight number (decision 0055).
import { describe, expect, it } from "vitest";
import { type ConfirmationData, reservationConfirmationEmail } from "./reservation-confirmation.server.ts";

const base: ConfirmationData = {
  lang: "tr",
  number: "YLD-7K3M9QX",
  to: "ayse@example.com",
  driverName: "Ayşe Yılmaz",
  status: "confirmed",
  paymentType: "card",
  pickupAt: new Date("2027-07-01T07:00:00Z"),
  returnAt: new Date("2027-07-04T07:00:00Z"),
  pickupOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  dropoffOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  vehicleName: "Dacia Sandero",
  className: "Ekonomik",
  days: 3,
  lines: [
    { kind: "vehicle", amountKurus: 364_500, days: 3, tier: 1, dailyKurus: 121_500, seasonDays: [] },
    { kind: "payNowDiscount", basisPoints: 500, amountKurus: -18_225 },
  ],
  names: { extras: new Map(), assurance: null },
  totalKurus: 346_275,
  depositKurus: 500_000,
  kmAllowance: 1200,
  hasAssurance: false,
  flightNumber: "TK2124",
  now: new Date("2027-06-01T12:00:00Z"),
};

describe("confirmation e-mail of a booking paid now", () => {
  it("lists the pay-now discount, charges the pay-now total and names the flight, in Turkish", () => {
    const m = reservationConfirmationEmail(base);
    expect(m.text).toContain("Şimdi öde indirimi (%5): -182,25 TL");
    expect(m.text).toContain("Toplam (KDV dahil): 3.462,75 TL");
    expect(m.text).toContain("Uçuş numarası: TK2124");
    expect(m.html).toContain("TK2124");
  });

  it("in English", () => {
    const m = reservationConfirmationEmail({ ...base, lang: "en" });
    expect(m.text).toContain("Pay-now discount (5%): -182.25 TL");
    expect(m.text).toContain("Flight number: TK2124");
  });

  it("says nothing of a flight when there is none", () => {
    const m = reservationConfirmationEmail({ ...base, flightNumber: null });
    expect(m.text).not.toContain("Uçuş numarası");
  });
});
