// What the booking loaders hand the booking components (plain, serialisable shapes).
import type { VatBreakdown } from "#app/domain/money/money.ts";
import type { DiscountChoice, QuoteLine } from "#app/domain/pricing/quote.ts";
import type { ModelSpecs } from "./model-specs.ts";
import type { OfferTerms } from "./offer-terms.ts";

export type ModelView = ModelSpecs & {
  id: number;
  brand: string;
  model: string;
  classSlug: string;
  className: string;
  acriss: string;
  colour: string;
};

export type QuoteView = {
  id: string;
  days: number;
  lines: QuoteLine[];
  discount: DiscountChoice;
  /** The pay-at-office total. */
  totalKurus: number;
  vat: VatBreakdown;
  /** Paying now by card: the discount and the total (decision 0055); discount 0 = no discount. */
  payNow: { basisPoints: number; discountKurus: number; totalKurus: number };
  depositKurus: number;
  kmAllowance: number | "unlimited";
  assuranceName: string | null;
  /** Names of the combinable assurance add-ons, by code. */
  addOnNames: Record<string, string>;
  kmPackageName: string | null;
  extraNames: Record<string, string>;
  campaignCode: string | null;
  expiresAt: string;
  /** The deposit-free package's line (decision 0125): no deposit; null or absent without it. */
  depositFree?: { dailyKurus: number; days: number; amountKurus: number } | null;
};

export type OfficeView = { code: string; name: string; address: string; phone: string; city: string };

/** The search as the summary bar shows it (Istanbul local times). */
export type SearchView = {
  pickupCode: string;
  dropoffCode: string;
  pickupAt: string;
  returnAt: string;
  campaignCode: string;
  pickupOffice: OfficeView | null;
  dropoffOffice: OfficeView | null;
  days: number | null;
};

export type VehicleOffer = OfferTerms & {
  model: ModelView;
  payNowDiscountBp: number;
  memberTotalKurus: number;
  memberDiscountPct: number;
  kmLimitPerDay: number;
  /** A 30+ day search (decision 0131): the months it is paid in, and month 1 of each total; else absent. */
  months?: number | null;
  monthlyKurus?: number | null;
  payNowMonthlyKurus?: number | null;
  /** The deposit-free package's daily price where the pick-up office offers it for the class (decision 0139); else absent. */
  depositFreeDailyKurus?: number | null;
};

export type UnavailableOffer = { model: ModelView; reason: "soldOut" | "noRate" };

export type CampaignState = { code: string; status: "valid" | "notApplicable" | "unknown"; refusal: string | null };
