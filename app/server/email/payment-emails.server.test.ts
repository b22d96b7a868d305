import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTl } from "#app/domain/money/money.ts";
import { paymentReversalEmail, reversalNoticeFor } from "./payment-emails.server.ts";

const base = {
  to: "ayse@example.com",
  driverName: "Ayşe <Işık>",
  reservationNumber: "YLD-7K3M9QX",
  maskedPan: "435508******4358",
  reason: "holdEnded" as const,
};

describe("payment reversal e-mail", () => {
  it("tells a Turkish customer in Turkish and an English one in English, with the amount in their format", () => {
    const tr = paymentReversalEmail({ ...base, lang: "tr", amountKurus: 123_456 });
    expect(tr.subject).toBe("YLD-7K3M9QX: 1.234,56 TL tutarındaki kart ödemeniz iade ediliyor");
    expect(tr.text).toContain("15 dakikalık süre dolduktan sonra");
    expect(tr.text).toContain("435508******4358");
    const en = paymentReversalEmail({ ...base, lang: "en", amountKurus: 123_456 });
    expect(en.subject).toBe("YLD-7K3M9QX: your card payment of 1,234.56 TL is being refunded");
    expect(en.text).toContain("is being cancelled and refunded");
  });

  it("builds the notice from a payment and its reservation: to the driver, in the payment's language", () => {
    const message = reversalNoticeFor(
      { lang: "en", amountKurus: 123_456, maskedPan: "435508******4358" },
      { number: "YLD-7K3M9QX", driver: { email: "ayse@example.com", firstName: "Ayşe", lastName: "Işık" } },
      "cancelled",
    );
    expect(message.to).toBe("ayse@example.com");
    expect(message).toEqual(
      paymentReversalEmail({ ...base, driverName: "Ayşe Işık", lang: "en", amountKurus: 123_456, reason: "cancelled" }),
    );
    expect(message.text).toContain("Hello Ayşe Işık,");
  });

  it("escapes what the customer typed in the HTML part", () => {
    const message = paymentReversalEmail({ ...base, lang: "en", amountKurus: 100 });
    expect(message.html).toContain("Ayşe &lt;Işık&gt;");
    expect(message.html).not.toContain("<Işık>");
  });

  it("always states the exact amount returned", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.constantFrom("tr" as const, "en" as const),
        (kurus, lang) => {
          const message = paymentReversalEmail({ ...base, lang, amountKurus: kurus });
          expect(message.subject).toContain(formatTl(kurus, lang));
          expect(message.text).toContain(formatTl(kurus, lang));
        },
      ),
    );
  });
});
