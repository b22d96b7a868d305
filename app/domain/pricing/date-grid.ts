// The cheaper-dates grid (issue 31 item 2, decision 0116): the search moved by up to three days
// either way at pick-up and at return, same times of day, 7 x 7 date pairs. Each cell's total is
// what the search would show for that pair (the cheapest free model of the chosen class, priced by
// quoteRental); a pair the search rules or the fleet refuse has no total and says why in words.
import type { CampaignDiscountTerms } from "#app/domain/campaigns/campaign-eligibility.ts";
import { DAY_MS } from "#app/domain/time/istanbul.ts";
import { QuoteInputError, quoteRental } from "./quote.ts";
import type { DailyRate } from "./rate-table.ts";
import type { Season } from "./seasons.ts";
import type { MonthlyRate } from "#app/domain/rental/monthly-plan.ts";

/** Days either side of the searched pick-up and return. */
export const GRID_REACH = 3;
/** Shifts -3..+3, in the order the rows and columns show them. */
export const GRID_SHIFTS: readonly number[] = Array.from({ length: 2 * GRID_REACH + 1 }, (_, i) => i - GRID_REACH);

export type GridWindow = {
  /** Whole days added to the searched pick-up (row). */
  pickupShift: number;
  /** Whole days added to the searched return (column). */
  returnShift: number;
  pickupAt: Date;
  returnAt: Date;
};

/**
 * The 49 date pairs, row by row (pick-up shift), each row by return shift. Istanbul keeps UTC+3
 * all year, so a day is 24 hours and the local time of day stays the same.
 */
export function gridWindows(pickupAt: Date, returnAt: Date): GridWindow[] {
  const windows: GridWindow[] = [];
  for (const pickupShift of GRID_SHIFTS) {
    for (const returnShift of GRID_SHIFTS) {
      windows.push({
        pickupShift,
        returnShift,
        pickupAt: new Date(pickupAt.getTime() + pickupShift * DAY_MS),
        returnAt: new Date(returnAt.getTime() + returnShift * DAY_MS),
      });
    }
  }
  return windows;
}

/** Why a pair has no price: the search rules refuse it, or no car of the class is free. */
export type GridGap = "notOffered" | "soldOut";

export type GridCell = GridWindow & {
  totalKurus: number | null;
  gap: GridGap | null;
  /** The searched pair itself. */
  current: boolean;
  /** One of the lowest totals of the grid (every tie is marked). */
  cheapest: boolean;
};

/** What one pair costs, or why it cannot be booked. */
export type CellPrice = { totalKurus: number } | { gap: GridGap };

/** The lowest of the class's model totals; null when none is free. */
export function cheapestOf(totals: readonly (number | null)[]): number | null {
  let best: number | null = null;
  for (const t of totals) if (t !== null && (best === null || t < best)) best = t;
  return best;
}

/** The cells of the windows with their prices, the searched one and the cheapest marked. */
export function buildDateGrid(windows: readonly GridWindow[], prices: readonly CellPrice[]): GridCell[] {
  if (windows.length !== prices.length) throw new RangeError("one price per window");
  const lowest = cheapestOf(prices.map((p) => ("totalKurus" in p ? p.totalKurus : null)));
  return windows.map((w, i) => {
    const price = prices[i] as CellPrice;
    const totalKurus = "totalKurus" in price ? price.totalKurus : null;
    return {
      ...w,
      totalKurus,
      gap: "gap" in price ? price.gap : null,
      current: w.pickupShift === 0 && w.returnShift === 0,
      cheapest: totalKurus !== null && totalKurus === lowest,
    };
  });
}

/** One model of the chosen class at one date pair, as the search prices it. */
export type GridModel = {
  /** Feasible units for the pair (0: not offered). */
  free: number;
  rates: readonly DailyRate[];
  /** The model's member discount; applied only for a signed-in member, as the search does. */
  memberDiscountPct: number;
  /** The typed campaign when checkCampaign accepts it for this model and pair, else null. */
  campaign: CampaignDiscountTerms | null;
  /** The model's monthly rate tiers: a 30+ day pair is priced from them as the card is (decision 0131). */
  monthlyRates?: readonly MonthlyRate[];
};

/**
 * What a pair shows: the search rules' verdict (`rental` null = refused), then the lowest total of
 * the free models, each priced by quoteRental exactly as searchAvailability prices a card.
 */
export function pairPrice(input: {
  rental: { days: number; pickupAt: Date; oneWayFeeKurus: number } | null;
  models: readonly GridModel[];
  seasons: readonly Season[];
  isMember: boolean;
  payNowDiscountBp: number;
}): CellPrice {
  const { rental } = input;
  if (!rental) return { gap: "notOffered" };
  const totals = input.models.map((m) => {
    if (m.free <= 0) return null;
    try {
      return quoteRental({
        days: rental.days,
        pickUp: rental.pickupAt,
        rates: m.rates,
        seasons: input.seasons,
        oneWayFeeKurus: rental.oneWayFeeKurus,
        campaign: m.campaign,
        memberDiscountPct: input.isMember ? m.memberDiscountPct : 0,
        payNowDiscountBp: input.payNowDiscountBp,
        monthlyRates: m.monthlyRates ?? [],
      }).totalKurus;
    } catch (error) {
      // A length without an online rate is not offered for that model (the search's "noRate").
      if (error instanceof QuoteInputError && error.code === "missingRate") return null;
      throw error;
    }
  });
  const best = cheapestOf(totals);
  return best === null ? { gap: "soldOut" } : { totalKurus: best };
}
