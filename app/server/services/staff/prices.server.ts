// The price editor's use cases (docs/decisions/0047): rates per model and tier,
// seasons, one-way fees and package prices. Each save checks `prices.manage`, validates with the
// pricing domain's rules, and in ONE transaction writes the change, its audit entry (before and
// after) and markPublicChange(["prices"]). Stored quotes and reservations carry their own lines and
// totals, so a change prices new quotes only.
import {
  MAX_PRICE_KURUS,
  type SeasonDraft,
  type SeasonProblem,
  validateSeasons,
  withSeason,
} from "#app/domain/pricing/price-edits.ts";
import { type DailyRate, type RateTableProblem, validateRateTable } from "#app/domain/pricing/rate-table.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  citiesExist,
  insertSeasonRow,
  listCities,
  listModelRates,
  listOneWayFeeRows,
  listSeasonRows,
  loadPackageBook,
  lockAssurancePrice,
  lockExtra,
  lockKmPackage,
  lockModelRates,
  lockOneWayPair,
  lockSeasonRows,
  replaceModelRates,
  setAssurancePrice,
  setExtraPrice,
  setKmPackagePrice,
  setOneWayPair,
  updateSeasonRow,
} from "#app/server/repositories/prices.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import {
  lockPayNowDiscountBp,
  readPayNowDiscountBp,
  setPayNowDiscountBp,
} from "#app/server/repositories/pricing-settings.server.ts";
import { isPayNowDiscountBp } from "#app/domain/pricing/pay-now.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type SaveResult<P = never> =
  | { ok: true }
  | { ok: false; reason: "notFound" | "invalidAmount" | "sameCity" }
  | { ok: false; reason: "invalid"; problems: P[] };

const validAmount = (kurus: number) => Number.isSafeInteger(kurus) && kurus >= 0 && kurus <= MAX_PRICE_KURUS;

/** Runs the change and, once committed, drops this server's search catalogue (others hear the mark). */
async function change<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => run(tx));
  forgetSearchCatalogue(db);
  return result;
}

export async function rateTable(db: Db, actor: StaffActor) {
  requireAllowed(actor, "prices.manage");
  return listModelRates(db);
}

/** Replaces a model's five tiers (validateRateTable: every tier, no negatives, longer never cheaper). */
export async function saveModelRates(
  db: Db,
  actor: StaffActor,
  modelId: number,
  rates: DailyRate[],
): Promise<SaveResult<RateTableProblem>> {
  requireAllowed(actor, "prices.manage");
  if (rates.some((r) => !validAmount(r.dailyKurus))) return { ok: false, reason: "invalidAmount" };
  const problems = validateRateTable(rates);
  if (problems.length > 0) return { ok: false, reason: "invalid", problems };
  return change(db, async (tx) => {
    const before = await lockModelRates(tx, modelId);
    if (before === null) return { ok: false, reason: "notFound" } as const;
    const after = [...rates].sort((a, b) => a.minDays - b.minDays);
    await replaceModelRates(tx, modelId, after);
    await audit(tx, actor, {
      action: "price_edit.rates",
      entityType: "model",
      entityId: String(modelId),
      before,
      after,
    });
    await markPublicChange(tx, ["prices"]);
    return { ok: true } as const;
  });
}

export async function seasonList(db: Db, actor: StaffActor) {
  requireAllowed(actor, "prices.manage");
  return listSeasonRows(db);
}

export type SeasonInput = {
  id: number | null;
  nameTr: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  factorPermille: number;
};

/** Changes a season (id) or adds one (id null); the whole list must still pass validateSeasons. */
export async function saveSeason(db: Db, actor: StaffActor, input: SeasonInput): Promise<SaveResult<SeasonProblem>> {
  requireAllowed(actor, "prices.manage");
  return change(db, async (tx) => {
    const rows = await lockSeasonRows(tx);
    const old = input.id === null ? null : rows.find((r) => r.id === input.id);
    if (old === undefined) return { ok: false, reason: "notFound" } as const;
    const list: SeasonDraft[] = rows.map((r) => ({ ...r }));
    const draft: SeasonDraft = { ...input };
    const problems = validateSeasons(withSeason(list, draft)).filter(
      (p) => p.id === input.id || ("otherId" in p && p.otherId === input.id),
    );
    if (problems.length > 0) return { ok: false, reason: "invalid", problems } as const;
    const { id: _id, ...values } = input;
    const saved = old
      ? (await updateSeasonRow(tx, old.id, values), { ...old, ...values })
      : await insertSeasonRow(tx, values);
    await audit(tx, actor, {
      action: old ? "price_edit.season" : "price_edit.season_add",
      entityType: "season",
      entityId: String(saved.id),
      before: old ?? null,
      after: saved,
    });
    await markPublicChange(tx, ["prices"]);
    return { ok: true } as const;
  });
}

export async function oneWayTable(db: Db, actor: StaffActor) {
  requireAllowed(actor, "prices.manage");
  const [cities, fees] = [await listCities(db), await listOneWayFeeRows(db)];
  return { cities, fees };
}

/** Sets a city pair's fee (both directions), or with null stops one-way rentals between them. */
export async function saveOneWayFee(
  db: Db,
  actor: StaffActor,
  input: { cityA: number; cityB: number; feeKurus: number | null },
): Promise<SaveResult> {
  requireAllowed(actor, "prices.manage");
  if (input.cityA === input.cityB) return { ok: false, reason: "sameCity" };
  if (input.feeKurus !== null && !validAmount(input.feeKurus)) return { ok: false, reason: "invalidAmount" };
  if (!(await citiesExist(db, [input.cityA, input.cityB]))) return { ok: false, reason: "notFound" };
  return change(db, async (tx) => {
    const before = await lockOneWayPair(tx, input.cityA, input.cityB);
    await setOneWayPair(tx, input.cityA, input.cityB, input.feeKurus);
    await audit(tx, actor, {
      action: "price_edit.one_way",
      entityType: "one_way_fee",
      entityId: `${Math.min(input.cityA, input.cityB)}-${Math.max(input.cityA, input.cityB)}`,
      before,
      after:
        input.feeKurus === null ? [] : [{ fromCityId: input.cityA, toCityId: input.cityB, feeKurus: input.feeKurus }],
    });
    await markPublicChange(tx, ["prices"]);
    return { ok: true } as const;
  });
}

export async function packageBook(db: Db, actor: StaffActor) {
  requireAllowed(actor, "prices.manage");
  return loadPackageBook(db);
}

export type PackageInput =
  | { kind: "assurance"; packageId: number; classId: number; dailyKurus: number }
  | { kind: "km"; id: number; priceKurus: number }
  | { kind: "extra"; id: number; priceKurus: number; capKurus: number | null };

/** One package price: an assurance package for a class, a KM package, or an extra (price and cap). */
export async function savePackagePrice(db: Db, actor: StaffActor, input: PackageInput): Promise<SaveResult> {
  requireAllowed(actor, "prices.manage");
  const amounts =
    input.kind === "assurance"
      ? [input.dailyKurus]
      : input.kind === "km"
        ? [input.priceKurus]
        : [input.priceKurus, input.capKurus ?? 0];
  if (!amounts.every(validAmount)) return { ok: false, reason: "invalidAmount" };
  return change(db, async (tx) => {
    if (input.kind === "assurance") {
      const before = await lockAssurancePrice(tx, input.packageId, input.classId);
      if (!before.exists) return { ok: false, reason: "notFound" } as const;
      await setAssurancePrice(tx, input.packageId, input.classId, input.dailyKurus);
      await audit(tx, actor, {
        action: "price_edit.assurance",
        entityType: "assurance_price",
        entityId: `${input.packageId}-${input.classId}`,
        before: { dailyKurus: before.dailyKurus },
        after: { dailyKurus: input.dailyKurus },
      });
    } else if (input.kind === "km") {
      const before = await lockKmPackage(tx, input.id);
      if (!before) return { ok: false, reason: "notFound" } as const;
      await setKmPackagePrice(tx, input.id, input.priceKurus);
      await audit(tx, actor, {
        action: "price_edit.km_package",
        entityType: "km_package",
        entityId: String(input.id),
        before,
        after: { priceKurus: input.priceKurus },
      });
    } else {
      const before = await lockExtra(tx, input.id);
      if (!before) return { ok: false, reason: "notFound" } as const;
      await setExtraPrice(tx, input.id, input.priceKurus, input.capKurus);
      await audit(tx, actor, {
        action: "price_edit.extra",
        entityType: "extra",
        entityId: String(input.id),
        before,
        after: { priceKurus: input.priceKurus, capKurus: input.capKurus },
      });
    }
    await markPublicChange(tx, ["prices"]);
    return { ok: true } as const;
  });
}

/** The pay-now discount new quotes get, in basis points (decision 0055). */
export async function payNowSetting(db: Db, actor: StaffActor): Promise<number> {
  requireAllowed(actor, "prices.manage");
  return readPayNowDiscountBp(db);
}

/** Sets the pay-now discount (0-50 %); quotes already made keep theirs. Audited with before and after. */
export async function savePayNowDiscount(
  db: Db,
  actor: StaffActor,
  basisPoints: number,
  now: Date = new Date(),
): Promise<SaveResult> {
  requireAllowed(actor, "prices.manage");
  if (!isPayNowDiscountBp(basisPoints)) return { ok: false, reason: "invalidAmount" };
  return change(db, async (tx) => {
    const before = await lockPayNowDiscountBp(tx);
    await setPayNowDiscountBp(tx, basisPoints, now);
    await audit(tx, actor, {
      action: "price_edit.pay_now",
      entityType: "pricing_settings",
      entityId: "pay_now_discount",
      before: { payNowDiscountBp: before },
      after: { payNowDiscountBp: basisPoints },
    });
    await markPublicChange(tx, ["prices"]);
    return { ok: true } as const;
  });
}
