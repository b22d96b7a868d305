import { describe, expect, it } from "vitest";
import { type ConfirmationData, reservationConfirmationEmail } from "./reservation-confirmation.server.ts";

const base: ConfirmationData = {
  lang: "tr",
  number: "YLD-7K3M9QX",
  to: "ayse@example.com",
  driverName: "Ayşe <Yılmaz>",
  status: "confirmed",
  paymentType: "card",
  pickupAt: new Date("2027-07-01T07:00:00Z"),
  returnAt: new Date("2027-07-05T07:00:00Z"),
  pickupOffice: { name: "İstanbul Havalimanı", address: "Tayakadın", phone: "+90 212 000 00 00" },
  dropoffOffice: { name: "İzmir Adnan Menderes", address: "Gaziemir", phone: "+90 232 000 00 00" },
  vehicleName: "Renault Clio",
  className: "Ekonomik",
  days: 4,
  lines: [
    {
      kind: "vehicle",
      amountKurus: 560_000,
      days: 4,
      tier: 4,
      dailyKurus: 140_000,
      seasonDays: [{ factorPermille: 1000, days: 4 }],
    },
    { kind: "oneWayFee", amountKurus: 150_000 },
    {
      kind: "extra",
      code: "baby-seat",
      pricing: "per_day",
      quantity: 2,
      unitKurus: 40_000,
      capped: false,
      amountKurus: 80_000,
    },
  ],
  names: { extras: new Map([["baby-seat", "Bebek koltuğu"]]), assurance: null },
  totalKurus: 790_000,
  depositKurus: 500_000,
  kmAllowance: 1200,
  hasAssurance: false,
  now: new Date("2027-06-01T12:00:00Z"),
};

describe("reservation confirmation e-mail", () => {
  it("states the number, what is paid where, the deposit and the 12-hour full-refund deadline in Turkish", () => {
    const m = reservationConfirmationEmail(base);
    expect(m.subject).toBe("Rezervasyonunuz alındı: YLD-7K3M9QX");
    expect(m.text).toContain("Toplam (KDV dahil): 7.900,00 TL");
    expect(m.text).toContain("Bebek koltuğu x 2: 800,00 TL");
    expect(m.text).toContain("5.000,00 TL depozito");
    expect(m.text).toContain("online kartla ödendi");
    // Pick-up 10:00 Istanbul on 1 July; the full refund runs until 22:00 the evening before.
    expect(m.text).toContain("30.06.2027 22:00 tarihine kadar");
    expect(m.attachments?.[0]?.filename).toBe("YLD-7K3M9QX.ics");
    expect(m.attachments?.[0]?.content).toContain("DTSTART;TZID=Europe/Istanbul:20270701T100000");
  });

  it("escapes what people typed in the HTML, and words pay-at-office terms in English", () => {
    const m = reservationConfirmationEmail({ ...base, lang: "en", paymentType: "office" });
    // The same word as the page that confirmed it ("Your reservation is confirmed").
    expect(m.subject).toBe("Your reservation is confirmed: YLD-7K3M9QX");
    expect(m.html).toContain("Ayşe &lt;Yılmaz&gt;");
    expect(m.html).not.toContain("<Yılmaz>");
    expect(m.text).toContain("you pay the full 7,900.00 TL at the office");
    expect(m.text).toContain("nothing to refund");
  });

  it("gives a full refund until pick-up with an assurance package", () => {
    const m = reservationConfirmationEmail({ ...base, lang: "en", hasAssurance: true });
    // One English date style everywhere (pages, lookup, e-mails, PDFs): day, month in words, year.
    expect(m.text).toContain("before pick-up time (1 Jul 2027, 10:00) refunds the whole payment");
    expect(m.text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
  });

  it("carries the roadside line and both offices as click-to-call links, in both languages and both parts", () => {
    const offices = {
      pickupOffice: {
        name: "Ankara Kızılay",
        address: "Kızılay",
        phone: "+90 312 555 02 11",
        email: "kizilay@yolda.com.tr",
      },
      dropoffOffice: { name: "İzmir Adnan Menderes", address: "Gaziemir", phone: "+90 232 555 03 01" },
    };
    const tr = reservationConfirmationEmail({ ...base, ...offices });
    expect(tr.text).toContain("7/24 yol yardım: 0850 555 96 54 (tel:+908505559654)");
    expect(tr.text).toContain(
      "Alış ofisi: Ankara Kızılay, 0312 555 02 11 (tel:+903125550211), kizilay@yolda.com.tr (mailto:kizilay@yolda.com.tr)",
    );
    expect(tr.text).toContain("İade ofisi: İzmir Adnan Menderes, 0232 555 03 01 (tel:+902325550301)");
    expect(tr.html).toContain('<a href="tel:+908505559654" style="color:#0b5cad;font-weight:bold">0850 555 96 54</a>');
    expect(tr.html).toContain('href="tel:+903125550211"');
    expect(tr.html).toContain('href="mailto:kizilay@yolda.com.tr"');
    expect(tr.html).toContain('href="tel:+902325550301"');
    const en = reservationConfirmationEmail({ ...base, ...offices, lang: "en" });
    expect(en.text).toContain("24/7 roadside assistance: 0850 555 96 54 (tel:+908505559654)");
    expect(en.text).toContain("Return office: İzmir Adnan Menderes, 0232 555 03 01");
    expect(en.html).toContain("Roadside assistance and your offices");
    // The same office for pick-up and return is named once.
    const same = reservationConfirmationEmail({ ...base, ...offices, dropoffOffice: offices.pickupOffice, lang: "en" });
    expect(same.text).toContain("Pick-up and return office: Ankara Kızılay, 0312 555 02 11");
    expect(same.text).not.toContain("Return office:");
  });

  it("names the delivery and collection addresses instead of the offices, in the text, the HTML and the calendar (decision 0132)", () => {
    const deliveries = [
      { leg: "delivery" as const, address: "Atatürk Mah. 12, ATAŞEHİR" },
      { leg: "collection" as const, address: "Moda Cd. 5, Kadıköy" },
    ];
    const tr = reservationConfirmationEmail({ ...base, deliveries });
    expect(tr.text).toContain("Alış: 01.07.2027 10:00, adresinize teslim: Atatürk Mah. 12, ATAŞEHİR");
    expect(tr.text).toContain("İade: 05.07.2027 10:00, adresinizden iade alınır: Moda Cd. 5, Kadıköy");
    expect(tr.text).not.toContain("İstanbul Havalimanı, Tayakadın");
    expect(tr.html).toContain("adresinize teslim: Atatürk Mah. 12, ATAŞEHİR");
    const ics = tr.attachments?.[0]?.content ?? "";
    expect(ics).toContain("LOCATION:Atatürk Mah. 12\\, ATAŞEHİR");
    expect(ics).toContain("LOCATION:Moda Cd. 5\\, Kadıköy");
    // Collection only: the pick-up stays at the office, the return is at the address.
    const en = reservationConfirmationEmail({ ...base, lang: "en", deliveries: deliveries.slice(1) });
    expect(en.text).toContain("Pick-up: 1 Jul 2027, 10:00, İstanbul Havalimanı, Tayakadın");
    expect(en.text).toContain("Return: 5 Jul 2027, 10:00, collected from your address: Moda Cd. 5, Kadıköy");
  });
});
