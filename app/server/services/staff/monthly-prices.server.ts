// The price editor's monthly rates (/yonetim/fiyatlar/aylik, docs/decisions/0121): each model's
// monthly rate for 30-89, 90-179 and 180-365 days. Admins with prices.manage only; every save is
// one transaction with its audit entry and the public-change mark (the search catalogue reloads).
import { readTogether } from "#app/server/db/reads.server.ts";
import {
  MONTHLY_TIER_MIN_DAYS,
  type MonthlyRate,
  type MonthlyRateProblem,
  validateMonthlyRates,
} from "#app/domain/rental/monthly-plan.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { loadMonthlyRates, upsertMonthlyRate } from "#app/server/repositories/monthly-rentals.server.ts";
import { listModelRates } from "#app/server/repositories/prices.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type MonthlyRateModel = {
  id: number;
  name: string;
  classNameTr: string;
  classNameEn: string;
  /** The monthly rate per tier (30, 90, 180); null = that tier is priced by the daily table. */
  monthly: Record<(typeof MONTHLY_TIER_MIN_DAYS)[number], number | null>;
};

export async function monthlyRateBook(db: Db, actor: StaffActor): Promise<MonthlyRateModel[]> {
  requireAllowed(actor, "prices.manage");
  const [models, monthly] = await readTogether(db, [() => listModelRates(db), () => loadMonthlyRates(db)]);
  return models.map((m) => {
    const rates = monthly.get(m.id) ?? [];
    const of = (minDays: number) => rates.find((r) => r.minDays === minDays)?.monthlyKurus ?? null;
    return {
      id: m.id,
      name: m.name,
      classNameTr: m.classNameTr,
      classNameEn: m.classNameEn,
      monthly: { 30: of(30), 90: of(90), 180: of(180) },
    };
  });
}

export type SaveMonthlyResult =
  { ok: true } | { ok: false; reason: "notFound" } | { ok: false; reason: "invalid"; problems: MonthlyRateProblem[] };

/** Replaces a model's monthly tiers (a null tier is removed); refused when a longer rental would cost less. */
export async function saveMonthlyRates(
  db: Db,
  actor: StaffActor,
  input: { modelId: number; monthly: Record<number, number | null> },
): Promise<SaveMonthlyResult> {
  requireAllowed(actor, "prices.manage");
  const book = await monthlyRateBook(db, actor);
  const model = book.find((m) => m.id === input.modelId);
  if (!model) return { ok: false, reason: "notFound" };
  const after: MonthlyRate[] = MONTHLY_TIER_MIN_DAYS.flatMap((minDays) => {
    const kurus = input.monthly[minDays] ?? null;
    return kurus === null ? [] : [{ minDays, monthlyKurus: kurus }];
  });
  const problems = validateMonthlyRates(after);
  if (problems.length > 0) return { ok: false, reason: "invalid", problems };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const minDays of MONTHLY_TIER_MIN_DAYS) {
      await upsertMonthlyRate(tx, { modelId: input.modelId, minDays, monthlyKurus: input.monthly[minDays] ?? null });
    }
    await audit(tx, actor, {
      action: "price_edit.monthly",
      entityType: "monthly_rates",
      entityId: String(input.modelId),
      before: MONTHLY_TIER_MIN_DAYS.flatMap((d) =>
        model.monthly[d] === null ? [] : [{ minDays: d, monthlyKurus: model.monthly[d] }],
      ),
      after,
    });
    await markPublicChange(tx, ["prices"]);
  });
  forgetSearchCatalogue(db);
  return { ok: true };
}
