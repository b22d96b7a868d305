// What a return (check-in) costs beyond the booking (docs/domain-rules.md "The desk"; decision 0041):
// extra rental days by the same 60-minute grace rule at the reservation's own daily rate, kilometres
// over the free allowance at the model's per-KM price, missing fuel at a per-litre price plus a
// service fee, and damages typed by staff. Every line is whole kuruş; the total is their sum.
import { assertKurus, divRoundHalfUp, sumKurus } from "#app/domain/money/money.ts";
import { rentalDays } from "#app/domain/rental/rental-days.ts";

export const FUEL_EIGHTHS = 8;

/** Per litre (per kWh for electric) of what is missing at the return, VAT included (decision 0041). */
export const FUEL_UNIT_KURUS = { gasoline: 4_500, diesel: 4_600, hybrid: 4_500, electric: 1_000 } as const;
export type FuelKind = keyof typeof FUEL_UNIT_KURUS;
/** The refuelling service fee added once when fuel is missing. */
export const REFUEL_FEE_KURUS = 25_000;

export type ChargeLine =
  | { kind: "extra_days"; quantity: number; unitKurus: number; amountKurus: number; description: "" }
  | { kind: "extra_km"; quantity: number; unitKurus: number; amountKurus: number; description: "" }
  /** quantity: missing eighths of the tank; unitKurus: the per-litre price; amount includes the fee. */
  | { kind: "fuel"; quantity: number; unitKurus: number; amountKurus: number; description: "" }
  | { kind: "damage"; quantity: 1; unitKurus: number; amountKurus: number; description: string };

export type ChargeKind = ChargeLine["kind"];

export type ReturnFacts = {
  /** The booked pick-up time (the rental is counted from it) and the booked rental days. */
  pickupAt: Date;
  bookedDays: number;
  /** The vehicle rental as charged (after its discount): the own daily rate is this / booked days. */
  vehicleRentalKurus: number;
  kmLimitPerDay: number;
  /** Extra kilometres of the KM package; null = unlimited; 0 = no package. */
  packageKm: number | null;
  extraKmKurus: number;
  tankLitres: number;
  fuelUnitKurus: number;
  refuelFeeKurus: number;
  out: { odometerKm: number; fuelEighths: number };
  /** The most one damage line may be for this car (its value, or a configured cap); never above DAMAGE_LINE_CAP_KURUS. */
  damageLineCapKurus?: number;
};

export type ReturnInput = {
  returnedAt: Date;
  odometerKm: number;
  fuelEighths: number;
  damages: readonly { description: string; amountKurus: number }[];
};

export type ReturnCharges = {
  /** Rental days up to the actual return, never fewer than booked. */
  rentalDays: number;
  extraDays: number;
  dailyKurus: number;
  drivenKm: number;
  /** null = unlimited. */
  kmAllowance: number | null;
  extraKm: number;
  missingEighths: number;
  lines: ChargeLine[];
  totalKurus: number;
};

/**
 * The most one damage line may be when the car's value is not known (5.000.000,00 TL), and the most
 * a whole return may charge: typed amounts are refused before their sum can leave safe integers
 * (docs/decisions/0083).
 */
export const DAMAGE_LINE_CAP_KURUS = 500_000_000;
export const RETURN_TOTAL_CAP_KURUS = 10_000_000_000;

export class ReturnInputError extends RangeError {
  readonly field: "odometerKm" | "fuelEighths" | "returnedAt" | "damages";
  /** The desk's word for what is wrong ("invalid" unless the rule has its own). */
  readonly code: "invalid" | "damageTooLarge" | "totalTooLarge";
  constructor(field: ReturnInputError["field"], message: string, code: ReturnInputError["code"] = "invalid") {
    super(message);
    this.name = "ReturnInputError";
    this.field = field;
    this.code = code;
  }
}

function assertEighths(value: number, field: "fuelEighths"): void {
  if (!Number.isInteger(value) || value < 0 || value > FUEL_EIGHTHS) {
    throw new ReturnInputError(field, `fuel must be 0-8 eighths, got ${value}`);
  }
}

/** The reservation's own daily rate: the vehicle rental as charged over its booked days, rounded once. */
export function ownDailyRate(vehicleRentalKurus: number, bookedDays: number): number {
  assertKurus(vehicleRentalKurus, "vehicle rental");
  if (!Number.isInteger(bookedDays) || bookedDays < 1) throw new RangeError(`invalid booked days ${bookedDays}`);
  return divRoundHalfUp(Math.max(0, vehicleRentalKurus), bookedDays);
}

/** The free kilometres for `days`: KM limit per day x days plus the package; null = unlimited. */
export function kmAllowance(kmLimitPerDay: number, days: number, packageKm: number | null): number | null {
  if (packageKm === null) return null;
  return kmLimitPerDay * days + packageKm;
}

/** The return's charge lines (in a fixed order: days, km, fuel, damages) and their total. */
export function returnCharges(facts: ReturnFacts, input: ReturnInput): ReturnCharges {
  if (Number.isNaN(input.returnedAt.getTime())) throw new ReturnInputError("returnedAt", "invalid return time");
  if (input.returnedAt.getTime() <= facts.pickupAt.getTime()) {
    throw new ReturnInputError("returnedAt", "return must be after pick-up");
  }
  if (!Number.isInteger(input.odometerKm) || input.odometerKm < facts.out.odometerKm) {
    throw new ReturnInputError("odometerKm", "odometer cannot be below the pick-up reading");
  }
  assertEighths(input.fuelEighths, "fuelEighths");
  const damageCap = Math.min(facts.damageLineCapKurus ?? DAMAGE_LINE_CAP_KURUS, DAMAGE_LINE_CAP_KURUS);
  for (const d of input.damages) {
    if (!Number.isSafeInteger(d.amountKurus) || d.amountKurus <= 0 || d.description.trim() === "") {
      throw new ReturnInputError("damages", "a damage line needs a description and a positive amount");
    }
    if (d.amountKurus > damageCap) {
      throw new ReturnInputError("damages", `a damage line is at most ${damageCap} kuruş`, "damageTooLarge");
    }
  }
  const days = Math.max(facts.bookedDays, rentalDays(facts.pickupAt, input.returnedAt));
  const extraDays = days - facts.bookedDays;
  const dailyKurus = ownDailyRate(facts.vehicleRentalKurus, facts.bookedDays);
  const drivenKm = input.odometerKm - facts.out.odometerKm;
  const allowance = kmAllowance(facts.kmLimitPerDay, days, facts.packageKm);
  const extraKm = allowance === null ? 0 : Math.max(0, drivenKm - allowance);
  const missingEighths = Math.max(0, facts.out.fuelEighths - input.fuelEighths);

  const lines: ChargeLine[] = [];
  if (extraDays > 0 && dailyKurus > 0) {
    lines.push({
      kind: "extra_days",
      quantity: extraDays,
      unitKurus: dailyKurus,
      amountKurus: extraDays * dailyKurus,
      description: "",
    });
  }
  if (extraKm > 0 && facts.extraKmKurus > 0) {
    lines.push({
      kind: "extra_km",
      quantity: extraKm,
      unitKurus: facts.extraKmKurus,
      amountKurus: extraKm * facts.extraKmKurus,
      description: "",
    });
  }
  if (missingEighths > 0) {
    // Litres missing = eighths / 8 x tank; priced per litre, rounded once, plus the service fee.
    const fuelKurus = divRoundHalfUp(missingEighths * facts.tankLitres * facts.fuelUnitKurus, FUEL_EIGHTHS);
    lines.push({
      kind: "fuel",
      quantity: missingEighths,
      unitKurus: facts.fuelUnitKurus,
      amountKurus: fuelKurus + facts.refuelFeeKurus,
      description: "",
    });
  }
  for (const d of input.damages) {
    lines.push({
      kind: "damage",
      quantity: 1,
      unitKurus: d.amountKurus,
      amountKurus: d.amountKurus,
      description: d.description.trim(),
    });
  }
  // Checked in BigInt before the sum is taken, so no input reaches an unsafe integer.
  const total = lines.reduce((sum, l) => sum + BigInt(l.amountKurus), 0n);
  if (total > BigInt(RETURN_TOTAL_CAP_KURUS)) {
    throw new ReturnInputError("damages", "the return's charges are too large", "totalTooLarge");
  }
  return {
    rentalDays: days,
    extraDays,
    dailyKurus,
    drivenKm,
    kmAllowance: allowance,
    extraKm,
    missingEighths,
    lines,
    totalKurus: sumKurus(lines.map((l) => l.amountKurus)),
  };
}
