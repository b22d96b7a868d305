// /yonetim/fiyatlar's server side: the rate table (model x duration tier) and the rate editor's
// preview and save (docs/decisions/0047).
import type { RouterContextProvider } from "react-router";
import { formatAmount } from "#app/domain/money/money.ts";
import { TIER_MIN_DAYS } from "#app/domain/pricing/tiers.ts";
import { rateTable, saveModelRates } from "#app/server/services/staff/prices.server.ts";
import { ratesSchemaFor, tierField } from "#app/shared/prices/price-forms.ts";
import { pricePage, priceAction } from "./prices-common.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export async function ratesPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { actor, ctx, sample, sampleOptions } = await pricePage(request, context);
  const models = await asStaff(() => rateTable(ctx.db, actor));
  const wanted = Number(new URL(request.url).searchParams.get("model"));
  const selected = models.find((m) => m.id === wanted) ?? models.find((m) => m.active) ?? models[0] ?? null;
  const defaults: Record<string, string> = { ...sample };
  if (selected) {
    defaults.modelId = String(selected.id);
    if (selected.active) defaults.sampleModel = String(selected.id);
    for (const minDays of TIER_MIN_DAYS) {
      const rate = selected.rates.find((r) => r.minDays === minDays);
      defaults[tierField(minDays)] = rate ? formatAmount(rate.dailyKurus, ctx.lang) : "";
    }
  }
  return {
    models: models.map((m) => ({
      id: m.id,
      name: m.name,
      className: ctx.lang === "tr" ? m.classNameTr : m.classNameEn,
      active: m.active,
      rates: m.rates,
    })),
    selected: selected ? { id: selected.id, name: selected.name } : null,
    defaults,
    sampleOptions,
    meta: { title: ctx.t("prices.title"), description: ctx.t("prices.lead"), noindex: true },
  };
}

export function ratesAction(request: Request, context: Readonly<RouterContextProvider>) {
  return priceAction(request, context, ratesSchemaFor, {
    draft: (v) => ({ kind: "rates", modelId: v.modelId, rates: ratesOf(v) }),
    save: (db, actor, v) => saveModelRates(db, actor, v.modelId, ratesOf(v)),
  });
}

function ratesOf(v: { tier1: number; tier4: number; tier8: number; tier16: number; tier31: number }) {
  return TIER_MIN_DAYS.map((minDays) => ({ minDays, dailyKurus: v[tierField(minDays)] }));
}
