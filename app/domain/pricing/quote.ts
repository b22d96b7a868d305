// The price of a rental, line by line, as the server computes it for a stored quote.

import { campaignDiscount, type CampaignDiscountTerms } from "#app/domain/campaigns/campaign-eligibility.ts";
import { divRoundHalfUp, percentOf, sumKurus, vatBreakdown, type VatBreakdown } from "#app/domain/money/money.ts";
import { DAY_MS, istanbulDate, MINUTE_MS } from "#app/domain/time/istanbul.ts";
import { payNowPrice, type PayNowPrice } from "./pay-now.ts";
import { dailyRateFor, type DailyRate } from "./rate-table.ts";
import { seasonFactorFor, type Season } from "./seasons.ts";
import { tierFor, type TierMinDays } from "./tiers.ts";
import { monthlyRateFor, monthlyVehicleKurus, type MonthlyRate } from "#app/domain/rental/monthly-plan.ts";

export const QUOTE_VALIDITY_MINUTES = 15;

export type ExtraPricing = "per_day" | "per_rental";

export type QuoteExtra = {
  code: string;
  pricing: ExtraPricing;
  priceKurus: number;
  quantity: number;
  maxQuantity: number;
  /** Most one unit may cost for the whole rental; null = no cap. */
  capKurus: number | null;
};

export type QuoteInput = {
  days: number;
  pickUp: Date;
  rates: readonly DailyRate[];
  seasons: readonly Season[];
  /** 0 when the drop-off office is in the pick-up city. */
  oneWayFeeKurus: number;
  assuranceDailyKurus?: number | null;
  /** Packages that combine with the main one (Lastik-Cam-Far), each priced per day like it. */
  assuranceAddOns?: readonly { code: string; dailyKurus: number }[];
  kmPackagePriceKurus?: number | null;
  extras?: readonly QuoteExtra[];
  /** A campaign already found eligible by `checkCampaign`. */
  campaign?: CampaignDiscountTerms | null;
  /** The model's member discount when the customer is a signed-in member, else 0. */
  memberDiscountPct?: number;
  /** The pay-now discount in basis points (the setting when the quote is made); 0 or absent = none. */
  payNowDiscountBp?: number;
  /** Delivery to an address and collection from one, each priced by distance (decision 0123). */
  delivery?: readonly { leg: "delivery" | "collection"; km: number; feeKurus: number }[];
  /** The model's monthly rate tiers: 30+ days use them when the tier has a rate (decision 0121). */
  monthlyRates?: readonly MonthlyRate[];
};

export type SeasonDays = { factorPermille: number; days: number };

export type QuoteLine =
  | {
      kind: "vehicle";
      amountKurus: number;
      days: number;
      tier: TierMinDays;
      dailyKurus: number;
      /** How many rental days fell in each season factor, in order of first appearance. */
      seasonDays: SeasonDays[];
      /** A monthly rental priced from its monthly tier (decision 0121); `dailyKurus` is then a 30th of it. */
      monthly?: { tier: number; monthlyKurus: number };
    }
  | { kind: "campaignDiscount"; code: string; amountKurus: number }
  | { kind: "memberDiscount"; percent: number; amountKurus: number }
  | { kind: "oneWayFee"; amountKurus: number }
  /** Bringing the car to an address, or collecting it from one at the return (decision 0123). */
  | { kind: "delivery"; leg: "delivery" | "collection"; km: number; amountKurus: number }
  | {
      kind: "assurance";
      dailyKurus: number;
      days: number;
      amountKurus: number;
      /** The code of a combinable add-on package; absent on the main package's line. */
      addOn?: string;
    }
  | { kind: "kmPackage"; amountKurus: number }
  /** Only on a reservation paid by card: the pay-now discount (negative), last line (decision 0055). */
  | { kind: "payNowDiscount"; basisPoints: number; amountKurus: number }
  | {
      kind: "extra";
      code: string;
      pricing: ExtraPricing;
      quantity: number;
      /** What one unit costs for the whole rental, after the cap. */
      unitKurus: number;
      capped: boolean;
      amountKurus: number;
    };

export type DiscountChoice = {
  /** Which discount the price uses; the two never stack. */
  applied: "campaign" | "member" | null;
  /** Amount taken off the vehicle rental (positive). */
  amountKurus: number;
  /** What the campaign would take off; null without a campaign. */
  campaignKurus: number | null;
  /** What the member discount would take off; 0 for guests. */
  memberKurus: number;
};

export type Quote = {
  days: number;
  tier: TierMinDays;
  /** Vehicle rental before any discount. */
  vehicleKurus: number;
  discount: DiscountChoice;
  /** Lines in display order; optional lines with a zero amount are left out. */
  lines: QuoteLine[];
  /** The pay-at-office total. */
  totalKurus: number;
  /** Prices include VAT; this splits the total. */
  vat: VatBreakdown;
  /** Paying now: the discount and total (absent on quotes stored before decision 0055 = no discount). */
  payNow?: PayNowPrice;
};

export type QuoteErrorCode =
  | "invalidDays"
  | "invalidPickUp"
  | "missingRate"
  | "invalidAmount"
  | "invalidPercent"
  | "invalidQuantity"
  | "quantityAboveMax"
  | "duplicateExtra"
  | "duplicateAddOn";

/** Raised for inputs a quote cannot be made from; `code` says which rule was broken. */
export class QuoteInputError extends Error {
  readonly code: QuoteErrorCode;
  constructor(code: QuoteErrorCode, message: string) {
    super(message);
    this.name = "QuoteInputError";
    this.code = code;
  }
}

function amount(value: number, label: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new QuoteInputError("invalidAmount", `${label} must be a non-negative integer of kuruş, got ${value}`);
  }
  return value;
}

type SeasonWalk = { permilleSum: bigint; seasonDays: readonly SeasonDays[] };
/** Walks already made, per seasons list (a list is never changed once made; decision 0175). */
const walksOf = new WeakMap<readonly Season[], Map<string, SeasonWalk>>();
/** Walks remembered per list: a search prices every model of the same rental, the grid 49 rentals. */
const WALKS_KEPT = 2_000;

/**
 * The rental's days by season factor: day i begins i x 24 h after pick-up and takes the season of
 * its Istanbul calendar date. The same for every model of a search, so it is remembered per pick-up
 * instant and length; each quote gets its own copy of the list.
 */
function seasonWalk(
  pickUp: Date,
  days: number,
  seasons: readonly Season[],
): { permilleSum: bigint; seasonDays: SeasonDays[] } {
  let known = walksOf.get(seasons);
  if (!known) {
    known = new Map();
    walksOf.set(seasons, known);
  }
  const key = `${pickUp.getTime()}|${days}`;
  let walk = known.get(key);
  if (!walk) {
    let permilleSum = 0n;
    const seasonDays: SeasonDays[] = [];
    for (let i = 0; i < days; i++) {
      const factor = seasonFactorFor(istanbulDate(new Date(pickUp.getTime() + i * DAY_MS)), seasons);
      if (!Number.isSafeInteger(factor) || factor < 0) {
        throw new QuoteInputError("invalidAmount", `season factor must be a non-negative integer, got ${factor}`);
      }
      permilleSum += BigInt(factor);
      const entry = seasonDays.find((s) => s.factorPermille === factor);
      if (entry) entry.days += 1;
      else seasonDays.push({ factorPermille: factor, days: 1 });
    }
    walk = { permilleSum, seasonDays };
    if (known.size >= WALKS_KEPT) known.clear();
    known.set(key, walk);
  }
  return { permilleSum: walk.permilleSum, seasonDays: walk.seasonDays.map((s) => ({ ...s })) };
}

/** Vehicle rental before discounts: each day at the tier rate times that day's season factor, rounded once. */
function vehicleLine(input: QuoteInput): Extract<QuoteLine, { kind: "vehicle" }> {
  let rate: { tier: TierMinDays; dailyKurus: number };
  const monthly = input.monthlyRates ? monthlyRateFor(input.monthlyRates, input.days) : null;
  try {
    rate = monthly
      ? { tier: tierFor(input.days), dailyKurus: divRoundHalfUp(monthly.monthlyKurus, 30) }
      : dailyRateFor(input.rates, input.days);
  } catch (error) {
    throw new QuoteInputError("missingRate", error instanceof Error ? error.message : String(error));
  }
  amount(rate.dailyKurus, "daily rate");
  const { permilleSum, seasonDays } = seasonWalk(input.pickUp, input.days, input.seasons);
  return {
    kind: "vehicle",
    amountKurus: monthly
      ? monthlyVehicleKurus(monthly.monthlyKurus, permilleSum)
      : divRoundHalfUp(BigInt(rate.dailyKurus) * permilleSum, 1000n),
    days: input.days,
    tier: rate.tier,
    dailyKurus: rate.dailyKurus,
    seasonDays,
    ...(monthly ? { monthly } : {}),
  };
}

/** Campaign against member discount: the larger one applies (the member discount on a tie, as it uses up no code). */
export function chooseDiscount(
  vehicleKurus: number,
  campaign: CampaignDiscountTerms | null | undefined,
  memberDiscountPct: number,
): DiscountChoice {
  if (!Number.isFinite(memberDiscountPct) || memberDiscountPct < 0 || memberDiscountPct > 100) {
    throw new QuoteInputError("invalidPercent", `member discount must be 0-100, got ${memberDiscountPct}`);
  }
  let campaignKurus: number | null = null;
  if (campaign) {
    try {
      campaignKurus = campaignDiscount(campaign, vehicleKurus);
    } catch (error) {
      const code = campaign.kind === "percent" ? "invalidPercent" : "invalidAmount";
      throw new QuoteInputError(code, error instanceof Error ? error.message : String(error));
    }
  }
  let memberKurus: number;
  try {
    memberKurus = Math.min(percentOf(vehicleKurus, memberDiscountPct), vehicleKurus);
  } catch (error) {
    throw new QuoteInputError("invalidPercent", error instanceof Error ? error.message : String(error));
  }
  if (campaignKurus !== null && campaignKurus > memberKurus) {
    return { applied: "campaign", amountKurus: campaignKurus, campaignKurus, memberKurus };
  }
  if (memberKurus > 0) return { applied: "member", amountKurus: memberKurus, campaignKurus, memberKurus };
  return { applied: null, amountKurus: 0, campaignKurus, memberKurus };
}

function extraLine(extra: QuoteExtra, days: number): Extract<QuoteLine, { kind: "extra" }> {
  if (!Number.isInteger(extra.quantity) || extra.quantity < 0) {
    throw new QuoteInputError("invalidQuantity", `quantity of ${extra.code} must be a non-negative integer`);
  }
  if (extra.quantity > extra.maxQuantity) {
    throw new QuoteInputError("quantityAboveMax", `at most ${extra.maxQuantity} of ${extra.code}`);
  }
  const price = amount(extra.priceKurus, `price of ${extra.code}`);
  const uncapped = extra.pricing === "per_day" ? price * days : price;
  const cap = extra.capKurus === null ? null : amount(extra.capKurus, `cap of ${extra.code}`);
  const capped = cap !== null && uncapped > cap;
  const unitKurus = capped ? cap : uncapped;
  return {
    kind: "extra",
    code: extra.code,
    pricing: extra.pricing,
    quantity: extra.quantity,
    unitKurus,
    capped,
    amountKurus: amount(unitKurus * extra.quantity, `total of ${extra.code}`),
  };
}

/** The whole price: lines rounded half-up to the kuruş, total = sum of lines, VAT included; throws QuoteInputError. */
export function quoteRental(input: QuoteInput): Quote {
  if (!Number.isInteger(input.days) || input.days < 1) {
    throw new QuoteInputError("invalidDays", `rental days must be a positive integer, got ${input.days}`);
  }
  if (Number.isNaN(input.pickUp.getTime())) throw new QuoteInputError("invalidPickUp", "pick-up is an invalid Date");
  const days = input.days;
  const vehicle = vehicleLine(input);
  const discount = chooseDiscount(vehicle.amountKurus, input.campaign, input.memberDiscountPct ?? 0);
  const lines: QuoteLine[] = [vehicle];
  if (discount.applied === "campaign" && input.campaign) {
    lines.push({ kind: "campaignDiscount", code: input.campaign.code, amountKurus: -discount.amountKurus });
  } else if (discount.applied === "member") {
    lines.push({ kind: "memberDiscount", percent: input.memberDiscountPct ?? 0, amountKurus: -discount.amountKurus });
  }
  const oneWay = amount(input.oneWayFeeKurus, "one-way fee");
  if (oneWay > 0) lines.push({ kind: "oneWayFee", amountKurus: oneWay });
  for (const leg of input.delivery ?? []) {
    lines.push({ kind: "delivery", leg: leg.leg, km: leg.km, amountKurus: amount(leg.feeKurus, `${leg.leg} fee`) });
  }
  if (input.assuranceDailyKurus !== undefined && input.assuranceDailyKurus !== null) {
    const daily = amount(input.assuranceDailyKurus, "assurance daily price");
    lines.push({ kind: "assurance", dailyKurus: daily, days, amountKurus: amount(daily * days, "assurance") });
  }
  const addOns = new Set<string>();
  for (const addOn of input.assuranceAddOns ?? []) {
    if (addOns.has(addOn.code)) throw new QuoteInputError("duplicateAddOn", `add-on ${addOn.code} listed twice`);
    addOns.add(addOn.code);
    const daily = amount(addOn.dailyKurus, `daily price of ${addOn.code}`);
    lines.push({
      kind: "assurance",
      dailyKurus: daily,
      days,
      amountKurus: amount(daily * days, addOn.code),
      addOn: addOn.code,
    });
  }
  if (input.kmPackagePriceKurus !== undefined && input.kmPackagePriceKurus !== null) {
    lines.push({ kind: "kmPackage", amountKurus: amount(input.kmPackagePriceKurus, "KM package price") });
  }
  const seen = new Set<string>();
  for (const extra of input.extras ?? []) {
    if (seen.has(extra.code)) throw new QuoteInputError("duplicateExtra", `extra ${extra.code} listed twice`);
    seen.add(extra.code);
    const line = extraLine(extra, days);
    if (line.quantity > 0) lines.push(line);
  }
  const totalKurus = sumKurus(lines.map((l) => l.amountKurus));
  return {
    days,
    tier: vehicle.tier,
    vehicleKurus: vehicle.amountKurus,
    discount,
    lines,
    totalKurus,
    vat: vatBreakdown(totalKurus),
    payNow: payNowOf(totalKurus, input.payNowDiscountBp ?? 0),
  };
}

function payNowOf(totalKurus: number, basisPoints: number): PayNowPrice {
  try {
    return payNowPrice(totalKurus, basisPoints);
  } catch (error) {
    throw new QuoteInputError("invalidPercent", error instanceof Error ? error.message : String(error));
  }
}

/** The lines and total of a quote for a payment choice: card adds the pay-now discount line (decision 0055). */
export function quoteForPayment(
  quote: Quote,
  payment: "office" | "card",
): { lines: QuoteLine[]; totalKurus: number; payNowDiscountKurus: number; vat: VatBreakdown } {
  const discount = payment === "card" && quote.payNow ? quote.payNow.discountKurus : 0;
  const lines: QuoteLine[] =
    discount > 0 && quote.payNow
      ? [...quote.lines, { kind: "payNowDiscount", basisPoints: quote.payNow.basisPoints, amountKurus: -discount }]
      : quote.lines;
  const totalKurus = quote.totalKurus - discount;
  return { lines, totalKurus, payNowDiscountKurus: discount, vat: vatBreakdown(totalKurus) };
}

/** When a quote made at `createdAt` stops being bookable. */
export function quoteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_VALIDITY_MINUTES * MINUTE_MS);
}

/** Daily limit x days plus the package's extraKm: undefined = no package, null = the unlimited package. */
export function freeKmAllowance(
  kmLimitPerDay: number,
  days: number,
  kmPackageExtraKm?: number | null,
): number | "unlimited" {
  if (!Number.isInteger(kmLimitPerDay) || kmLimitPerDay < 0)
    throw new RangeError("KM limit must be a non-negative integer");
  if (!Number.isInteger(days) || days < 1) throw new RangeError("rental days must be a positive integer");
  if (kmPackageExtraKm === null) return "unlimited";
  if (kmPackageExtraKm !== undefined && (!Number.isInteger(kmPackageExtraKm) || kmPackageExtraKm < 0)) {
    throw new RangeError("package kilometres must be a non-negative integer");
  }
  return kmLimitPerDay * days + (kmPackageExtraKm ?? 0);
}
