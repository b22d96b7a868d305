import { describe, expect, it } from "vitest";
import { smsSegments } from "#app/domain/sms/segments.ts";
import { confirmationSms, paymentLinkSms, reminderSms } from "./sms-texts.server.ts";

// 14 December 2026, 10:00 in Istanbul.
const pickupAt = new Date("2026-12-14T07:00:00Z");

describe("the transactional SMS texts", () => {
  it("confirmation: number, Istanbul time, office and its phone, in each language", () => {
    const tr = confirmationSms("tr", {
      number: "YLD-7K2M9QD",
      pickupAt,
      office: "İstanbul Havalimanı",
      officePhone: "+90 212 555 00 00",
    });
    expect(tr).toBe(
      "Yolda: YLD-7K2M9QD rezervasyonunuz onaylandı. Alış: 14.12.2026 10:00, İstanbul Havalimanı. Ofis: +90 212 555 00 00",
    );
    // Turkish letters: UCS-2, 114 characters, two parts of at most 67.
    expect(smsSegments(tr)).toMatchObject({ encoding: "ucs2", units: 114 });
    expect(smsSegments(tr).parts).toHaveLength(2);

    const en = confirmationSms("en", {
      number: "YLD-7K2M9QD",
      pickupAt,
      office: "Istanbul Airport",
      officePhone: "+90 212 555 00 00",
    });
    expect(en).toBe(
      "Yolda: booking YLD-7K2M9QD is confirmed. Pick-up: 14 Dec 2026, 10:00, Istanbul Airport. Office: +90 212 555 00 00",
    );
    // Plain letters: GSM-7, one message.
    expect(smsSegments(en)).toMatchObject({ encoding: "gsm7" });
    expect(smsSegments(en).parts).toHaveLength(1);
  });

  it("reminder: when and where, and what to bring", () => {
    expect(reminderSms("tr", { number: "YLD-7K2M9QD", pickupAt, office: "Kadıköy" })).toBe(
      "Yolda hatırlatma: YLD-7K2M9QD için alış 14.12.2026 10:00, Kadıköy. Ehliyetinizi ve kartınızı unutmayın.",
    );
    const en = reminderSms("en", { number: "YLD-7K2M9QD", pickupAt, office: "Kadikoy" });
    expect(en).toBe(
      "Yolda reminder: pick-up for YLD-7K2M9QD is 14 Dec 2026, 10:00 at Kadikoy. Bring your licence and card.",
    );
    expect(smsSegments(en).parts).toHaveLength(1);
  });

  it("payment link: the amount in TL, until when, and the link", () => {
    const data = {
      number: "YLD-7K2M9QD",
      amountKurus: 123_456,
      expiresAt: new Date("2026-12-12T09:30:00Z"),
      url: "https://yolda.example/sanal-odeme?ref=REF-AB12CD34",
    };
    expect(paymentLinkSms("tr", data)).toBe(
      "Yolda: YLD-7K2M9QD için ödenecek tutar 1.234,56 TL. Ödeme bağlantısı (12.12.2026 12:30 tarihine kadar): https://yolda.example/sanal-odeme?ref=REF-AB12CD34",
    );
    expect(paymentLinkSms("en", { ...data, url: data.url.replace("/sanal", "/en/sanal") })).toBe(
      "Yolda: 1,234.56 TL to pay for YLD-7K2M9QD. Payment link (until 12 Dec 2026, 12:30): https://yolda.example/en/sanal-odeme?ref=REF-AB12CD34",
    );
  });
});
