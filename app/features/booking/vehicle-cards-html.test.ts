import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import type { CardOffer } from "#app/shared/booking/offer-wire.ts";
import { vehicleCardsHtml } from "./vehicle-cards-html.ts";

const turkish = createTranslator("tr", tr);
const english = createTranslator("en", en);

function offer(changes: Partial<CardOffer> = {}, model: Partial<CardOffer["model"]> = {}): CardOffer {
  return {
    model: {
      id: 4,
      brand: "Dacia",
      model: "Sandero",
      className: "Ekonomik",
      acriss: "ECMR",
      bodyType: "hatchback",
      colour: "blue",
      transmission: "manual",
      fuel: "gasoline",
      adults: 5,
      luggage: 2,
      ...model,
    },
    freeUnits: 5,
    totalKurus: 364_500,
    payNowTotalKurus: 346_275,
    payNowDiscountBp: 500,
    dailyKurus: 121_500,
    oneWayFeeKurus: 0,
    appliedDiscount: null,
    campaignGainKurus: null,
    campaignRefusal: null,
    memberTotalKurus: 320_760,
    memberDiscountPct: 12,
    depositKurus: 500_000,
    kmLimitPerDay: 400,
    minAge: 21,
    licenceYears: 1,
    ...changes,
  };
}

/** What a visitor reads: the markup's text with its tags taken out and its entities read back. */
function text(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the search results' cards as markup", () => {
  it("says the model, its facts and both totals in Turkish and in English, and posts its model", () => {
    const cardTr = vehicleCardsHtml([offer()], turkish);
    expect(text(cardTr)).toBe(
      "Ekonomik · ECMR Dacia Sandero veya benzeri Manuel · Benzin · 5 yetişkin · 2 bavul Depozito 5.000,00 TL " +
        "Günlük KM limiti 400 km Koşullar 21 yaş, 1 yıllık ehliyet Ofiste öde 3.645,00 TL Şimdi öde 3.462,75 TL " +
        "%5 indirimli Günlük 1.215,00 TL Üye fiyatı: 3.207,60 TL Bu aracı seç",
    );
    expect(cardTr).toContain(
      '<button type="submit" value="4" class="btn-primary mt-3 w-full" aria-label="Dacia Sandero aracını seç" name="modelId">',
    );
    const cardEn = vehicleCardsHtml([offer()], english);
    expect(text(cardEn)).toContain("Pay at the office");
    expect(text(cardEn)).toContain("Member price: 3,207.60 TL");
    expect(cardEn).toContain('aria-label="Choose Dacia Sandero"');
  });

  it("says the last cars, the monthly figures, the deposit-free package, the one-way fee and the campaign only when they apply", () => {
    const plain = text(vehicleCardsHtml([offer({ payNowTotalKurus: 364_500, memberTotalKurus: 364_500 })], turkish));
    expect(plain).not.toMatch(/Son \d araç|Aylık|Depozitosuz|Tek yön|Kampanya|Üye fiyatı|Şimdi öde/);
    const full = text(
      vehicleCardsHtml(
        [
          offer({
            freeUnits: 2,
            months: 2,
            monthlyKurus: 3_000_000,
            payNowMonthlyKurus: 2_850_000,
            depositFreeDailyKurus: 25_000,
            oneWayFeeKurus: 150_000,
            appliedDiscount: "campaign",
            campaignGainKurus: 40_000,
          }),
        ],
        turkish,
      ),
    );
    // In the card's order: the deposit-free package, the last cars, the months, the fee, the campaign.
    expect(full).toMatch(
      /Depozitosuz: \+250,00 TL\/gün .* Son 2 araç .* Aylık 30\.000,00 TL Şimdi öde: aylık 28\.500,00 TL 2 ay; .* Tek yön ücreti 1\.500,00 TL dahil Kampanya kazancı: 400,00 TL/,
    );
  });

  it("writes a hostile model name as text, never as markup", () => {
    const hostile = `<img src=x onerror="alert(1)">`;
    const card = vehicleCardsHtml([offer({}, { brand: hostile })], english);
    expect(card.match(/<img/g)).toHaveLength(1);
    expect(text(card)).toContain(`${hostile} Sandero`);
    expect(card).not.toContain('onerror="alert');
  });

  it("gives each offer its own figures when cards are written again from what was kept", () => {
    const first = vehicleCardsHtml([offer(), offer({ totalKurus: 400_000 }, { id: 5 })], turkish);
    const again = vehicleCardsHtml([offer(), offer({ totalKurus: 400_000 }, { id: 5 })], turkish);
    expect(again).toBe(first);
    const cheaper = vehicleCardsHtml([offer({ totalKurus: 300_000 })], turkish);
    expect(text(cheaper)).toContain("3.000,00 TL");
    expect(text(cheaper)).not.toContain("3.645,00 TL");
    expect(vehicleCardsHtml([offer()], english)).not.toBe(vehicleCardsHtml([offer()], turkish));
  });
});
