// /yonetim/fiyatlar/sezonlar's server side: the season list and the season editor's preview and
// save (docs/decisions/0047).
import type { RouterContextProvider } from "react-router";
import { formatFactorPercent } from "#app/domain/pricing/price-edits.ts";
import { addDays, compareDates } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { saveSeason, seasonList } from "#app/server/services/staff/prices.server.ts";
import { seasonSchema } from "#app/shared/prices/price-forms.ts";
import { pricePage, priceAction } from "./prices-common.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export async function seasonsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { actor, ctx, sample, sampleOptions } = await pricePage(request, context);
  const rows = await asStaff(() => seasonList(ctx.db, actor));
  const wanted = new URL(request.url).searchParams.get("season");
  const selected = wanted === "new" ? null : (rows.find((s) => String(s.id) === wanted) ?? null);
  const defaults: Record<string, string> = {
    ...sample,
    nameTr: "",
    nameEn: "",
    startsOn: "",
    endsOn: "",
    factor: "100",
  };
  if (selected) {
    Object.assign(defaults, {
      id: String(selected.id),
      nameTr: selected.nameTr,
      nameEn: selected.nameEn,
      startsOn: selected.startsOn,
      endsOn: selected.endsOn,
      factor: formatFactorPercent(selected.factorPermille, ctx.lang),
    });
    // The sample starts inside the season when it can (a week ahead at the earliest).
    const earliest = addDays(istanbulDate(new Date()), 7);
    const from = compareDates(selected.startsOn, earliest) > 0 ? selected.startsOn : earliest;
    if (compareDates(from, selected.endsOn) <= 0) {
      defaults.sampleFrom = from;
      defaults.sampleTo = addDays(from, 3);
    }
  }
  return {
    seasons: rows.map((s) => ({
      id: s.id,
      name: ctx.lang === "tr" ? s.nameTr : s.nameEn,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      factor:
        ctx.lang === "tr"
          ? `%${formatFactorPercent(s.factorPermille, "tr")}`
          : `${formatFactorPercent(s.factorPermille, "en")}%`,
    })),
    editing:
      wanted === "new" ? ("new" as const) : selected ? (ctx.lang === "tr" ? selected.nameTr : selected.nameEn) : null,
    defaults,
    sampleOptions,
    meta: {
      title: `${ctx.t("prices.tabs.seasons")} – ${ctx.t("prices.title")}`,
      description: ctx.t("prices.lead"),
      noindex: true,
    },
  };
}

export function seasonsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return priceAction(request, context, () => seasonSchema, {
    draft: (v) => ({
      kind: "season",
      season: { id: v.id ?? null, startsOn: v.startsOn, endsOn: v.endsOn, factorPermille: v.factor },
    }),
    save: (db, actor, v) =>
      saveSeason(db, actor, {
        id: v.id ?? null,
        nameTr: v.nameTr,
        nameEn: v.nameEn,
        startsOn: v.startsOn,
        endsOn: v.endsOn,
        factorPermille: v.factor,
      }),
  });
}
