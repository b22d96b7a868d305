import { describe, expect, it } from "vitest";
import type { VehicleOffer } from "./booking-types.ts";
import { packOffer, packUnavailable, unpackOffer, unpackUnavailable } from "./offer-wire.ts";

const offer: VehicleOffer = {
  model: {
    id: 7,
    brand: "Fiat",
    model: "Egea",
    classSlug: "ekonomi",
    className: "Ekonomi",
    acriss: "CDMR",
    bodyType: "sedan",
    colour: "white",
    fuel: "diesel",
    transmission: "manual",
    doors: 4,
    adults: 5,
    luggage: 2,
    kmLimitPerDay: 500,
    minAge: 21,
    licenceYears: 2,
    depositKurus: 500_000,
  },
  freeUnits: 2,
  totalKurus: 364_500,
  payNowTotalKurus: 346_275,
  payNowDiscountBp: 500,
  dailyKurus: 121_500,
  oneWayFeeKurus: 0,
  listVehicleKurus: 405_000,
  appliedDiscount: "campaign",
  campaignGainKurus: 40_500,
  campaignRefusal: null,
  memberTotalKurus: 320_760,
  memberDiscountPct: 12,
  depositKurus: 500_000,
  kmLimitPerDay: 500,
  minAge: 21,
  licenceYears: 2,
};

describe("search result cards on the wire", () => {
  it("gives back every field the card shows", () => {
    const { listVehicleKurus: _list, model, ...rest } = offer;
    const {
      classSlug: _slug,
      doors: _doors,
      kmLimitPerDay: _km,
      minAge: _age,
      licenceYears: _years,
      depositKurus: _dep,
      ...shown
    } = model;
    expect(unpackOffer(packOffer(offer))).toEqual({ ...rest, model: shown });
    const refused = { ...offer, appliedDiscount: null, campaignGainKurus: null, campaignRefusal: "notThisClass" };
    expect(unpackOffer(packOffer(refused))).toMatchObject({ appliedDiscount: null, campaignRefusal: "notThisClass" });
  });

  it("sends values only, without what the card does not show", () => {
    const wire = JSON.stringify(packOffer(offer));
    expect(wire).not.toContain("totalKurus");
    expect(wire).not.toContain("ekonomi");
    expect(wire).not.toContain("405000");
  });

  it("sends a model that cannot be booked as id, name and reason", () => {
    const packed = packUnavailable({ model: offer.model, reason: "soldOut" });
    expect(packed).toEqual([7, "Fiat", "Egea", "soldOut"]);
    expect(unpackUnavailable(packed)).toEqual({ model: { id: 7, brand: "Fiat", model: "Egea" }, reason: "soldOut" });
  });
});

describe("a monthly rental's card on the wire (decision 0131)", () => {
  it("carries the months and month 1 of each total, and a shorter search's card nothing more", () => {
    const monthly = { ...offer, months: 2, monthlyKurus: 243_000, payNowMonthlyKurus: 230_850 };
    expect(unpackOffer(packOffer(monthly))).toMatchObject({
      months: 2,
      monthlyKurus: 243_000,
      payNowMonthlyKurus: 230_850,
    });
    expect(packOffer(monthly).length).toBe(packOffer(offer).length + 1);
    expect(unpackOffer(packOffer(offer))).not.toHaveProperty("months");
  });

  it("carries the deposit-free package's daily price as one number, with or without the months, and nothing where not offered", () => {
    const free = { ...offer, depositFreeDailyKurus: 45_000 };
    expect(unpackOffer(packOffer(free))).toMatchObject({
      depositKurus: offer.depositKurus,
      depositFreeDailyKurus: 45_000,
    });
    expect(JSON.stringify(packOffer(free)).length - JSON.stringify(packOffer(offer)).length).toBe(",45000".length);
    const both = { ...free, months: 2, monthlyKurus: 243_000, payNowMonthlyKurus: 230_850 };
    expect(unpackOffer(packOffer(both))).toMatchObject({
      months: 2,
      monthlyKurus: 243_000,
      depositFreeDailyKurus: 45_000,
    });
    expect(unpackOffer(packOffer(offer))).not.toHaveProperty("depositFreeDailyKurus");
  });
});
