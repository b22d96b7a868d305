// The confirmation e-mail of a card payment split into instalments (decision 0044).
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
  returnAt: new Date("2027-07-05T07:00:00Z"),
  pickupOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  dropoffOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  vehicleName: "Renault Clio",
  className: "Ekonomik",
  days: 4,
  lines: [{ kind: "oneWayFee", amountKurus: 1_000_000 }],
  names: { extras: new Map(), assurance: null },
  totalKurus: 1_000_000,
  depositKurus: 500_000,
  kmAllowance: 1200,
  hasAssurance: false,
  instalments: { count: 3, monthlyKurus: 349_167, amountKurus: 1_047_500, surchargeKurus: 47_500 },
  now: new Date("2027-06-01T12:00:00Z"),
};

describe("confirmation e-mail of a payment in instalments", () => {
  it("says what was charged, in how many instalments and the surcharge, in Turkish", () => {
    const m = reservationConfirmationEmail(base);
    expect(m.text).toContain(
      "Ödeme: 10.475,00 TL online kartla 3 taksit x 3.491,67 TL olarak ödendi (475,00 TL vade farkı dahil).",
    );
    expect(m.html).toContain("3 taksit x 3.491,67 TL");
    // The price summary stays the reservation's.
    expect(m.text).toContain("Toplam (KDV dahil): 10.000,00 TL");
  });

  it("and in English", () => {
    const m = reservationConfirmationEmail({ ...base, lang: "en" });
    expect(m.text).toContain(
      "Payment: 10,475.00 TL paid online by card in 3 instalments of 3,491.67 TL (including a 475.00 TL instalment surcharge).",
    );
  });

  it("a single payment reads as before", () => {
    const m = reservationConfirmationEmail({ ...base, instalments: null });
    expect(m.text).toContain("Ödeme: 10.000,00 TL online kartla ödendi.");
  });
});
