// /yonetim/fiyatlar/tek-yon's server side: the city-pair fee table and its editor's preview and
// save (docs/decisions/0047). A pair's fee holds in both directions.
import type { RouterContextProvider } from "react-router";
import { formatAmount } from "#app/domain/money/money.ts";
import { oneWayTable, saveOneWayFee } from "#app/server/services/staff/prices.server.ts";
import { oneWaySchemaFor } from "#app/shared/prices/price-forms.ts";
import { pricePage, priceAction } from "./prices-common.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export async function oneWayPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { actor, ctx, sample, sampleOptions, offices } = await pricePage(request, context);
  const { cities, fees } = await asStaff(() => oneWayTable(ctx.db, actor));
  const cityName = new Map(cities.map((c) => [c.id, ctx.lang === "tr" ? c.nameTr : c.nameEn]));
  const wanted = new URL(request.url).searchParams.get("pair") ?? "";
  const [a, b] = wanted.split("-").map(Number);
  const pair = fees.find((f) => f.fromCityId === a && f.toCityId === b);
  const defaults: Record<string, string> = { ...sample, cityA: "", cityB: "", fee: "" };
  if (pair || wanted === "new") {
    const cityA = pair?.fromCityId ?? cities[0]?.id ?? 0;
    const cityB = pair?.toCityId ?? cities[1]?.id ?? 0;
    Object.assign(defaults, {
      cityA: String(cityA),
      cityB: String(cityB),
      fee: pair ? formatAmount(pair.feeKurus, ctx.lang) : "",
    });
    // The sample goes from the first city's first office to the second city's.
    const from = offices.find((o) => o.cityId === cityA);
    const to = offices.find((o) => o.cityId === cityB);
    if (from && to && pair) Object.assign(defaults, { samplePickup: String(from.id), sampleDropoff: String(to.id) });
  }
  return {
    fees: fees
      .map((f) => ({
        key: `${f.fromCityId}-${f.toCityId}`,
        from: cityName.get(f.fromCityId) ?? "",
        to: cityName.get(f.toCityId) ?? "",
        feeKurus: f.feeKurus,
      }))
      .sort((x, y) => x.from.localeCompare(y.from, ctx.lang) || x.to.localeCompare(y.to, ctx.lang)),
    cities: cities.map((c) => ({ value: String(c.id), label: cityName.get(c.id) ?? "" })),
    editing: pair || wanted === "new",
    defaults,
    sampleOptions,
    meta: {
      title: `${ctx.t("prices.tabs.oneWay")} – ${ctx.t("prices.title")}`,
      description: ctx.t("prices.lead"),
      noindex: true,
    },
  };
}

export function oneWayAction(request: Request, context: Readonly<RouterContextProvider>) {
  return priceAction(request, context, oneWaySchemaFor, {
    draft: (v) => ({ kind: "oneWay", cityA: v.cityA, cityB: v.cityB, feeKurus: v.fee }),
    save: (db, actor, v) => saveOneWayFee(db, actor, { cityA: v.cityA, cityB: v.cityB, feeKurus: v.fee }),
  });
}
