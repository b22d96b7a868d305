// /yonetim/fiyatlar/aylik's server side (docs/decisions/0121): each model's monthly rates, and the
// save of one model's three tiers; a refusal keeps what was typed and says why in the page's language.
import { data, type RouterContextProvider } from "react-router";
import { parseTlAmount, tlAmountInput } from "#app/domain/campaigns/campaign-draft.ts";
import { MONTHLY_TIER_MIN_DAYS } from "#app/domain/rental/monthly-plan.ts";
import { monthlyRateBook, saveMonthlyRates } from "#app/server/services/staff/monthly-prices.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

export async function monthlyPricesPage(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "prices.manage");
  const ctx = pageContext(request, context);
  const book = await asStaff(() => monthlyRateBook(ctx.db, actor));
  const wanted = Number(new URL(request.url).searchParams.get("model") ?? "");
  const editing = book.find((m) => m.id === wanted) ?? null;
  return {
    models: book.map((m) => ({
      id: m.id,
      name: m.name,
      className: ctx.lang === "tr" ? m.classNameTr : m.classNameEn,
      monthly: m.monthly,
    })),
    editing: editing
      ? {
          id: editing.id,
          name: editing.name,
          values: Object.fromEntries(
            MONTHLY_TIER_MIN_DAYS.map((d) => [
              `t${d}`,
              editing.monthly[d] === null ? "" : tlAmountInput(editing.monthly[d]),
            ]),
          ) as Record<string, string>,
        }
      : null,
    meta: {
      title: `${ctx.t("monthly.editor.tab")} – ${ctx.t("prices.title")}`,
      description: ctx.t("monthly.editor.rule"),
      noindex: true,
    },
  };
}

export type MonthlyPricesReply = {
  saved?: boolean;
  error?: string;
  values?: Record<string, string>;
};

export async function monthlyPricesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "prices.manage");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const modelId = Number(form.get("modelId"));
  const values: Record<string, string> = {};
  const monthly: Record<number, number | null> = {};
  for (const d of MONTHLY_TIER_MIN_DAYS) {
    const typed = String(form.get(`t${d}`) ?? "").trim();
    values[`t${d}`] = typed;
    if (typed === "") monthly[d] = null;
    else {
      const kurus = parseTlAmount(typed);
      if (kurus === null || kurus <= 0) {
        return data<MonthlyPricesReply>({ error: ctx.t("monthly.editor.invalidAmount"), values }, { status: 400 });
      }
      monthly[d] = kurus;
    }
  }
  const result = await asStaff(() => saveMonthlyRates(ctx.db, actor, { modelId, monthly }));
  if (!result.ok) {
    const error =
      result.reason === "notFound"
        ? ctx.t("monthly.editor.notFound")
        : result.problems.some((p) => p.code === "longerRentalCheaper")
          ? ctx.t("monthly.editor.longerCheaper")
          : ctx.t("monthly.editor.invalidAmount");
    return data<MonthlyPricesReply>({ error, values }, { status: 400 });
  }
  return data<MonthlyPricesReply>({ saved: true, values });
}
