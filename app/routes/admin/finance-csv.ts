// /yonetim/finans/kasa.csv: cash collected per office and day as a CSV (decision 0075), in the
// reports' format (decision 0045): UTF-8 with BOM, ";" and "," in Turkish.
import type { Route } from "./+types/finance-csv";
import { toCsv } from "#app/domain/reports/csv.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { financeView } from "#app/server/services/staff/finance.server.ts";
import { financeQuery } from "#app/shared/staff/finance.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const q = financeQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await asStaff(() =>
    financeView(ctx.services.database.readDb, actor, {
      lang: ctx.lang,
      from: q.baslangic,
      to: q.bitis,
      officeId: q.ofis ?? null,
      today: istanbulDate(new Date()),
      sandboxBank: false,
    }),
  );
  const c = (key: string) => ctx.t(`finance.cash.columns.${key}` as "finance.cash.columns.date");
  const header = [
    c("date"),
    c("office"),
    c("onlineCard"),
    c("deskCard"),
    c("cash"),
    c("references"),
    c("depositCaptures"),
    c("refunds"),
    c("cashPaidBack"),
    c("drawer"),
    c("net"),
    ctx.t("finance.close.counted"),
    ctx.t("finance.close.reason"),
  ];
  const rows = view.days.map((d) => [
    d.date,
    d.office,
    { kurus: d.onlineCardKurus },
    { kurus: d.deskCardKurus },
    { kurus: d.cashKurus },
    { kurus: d.referenceKurus },
    { kurus: d.depositCaptureKurus },
    { kurus: d.refundKurus },
    { kurus: d.cashPaidBackKurus },
    { kurus: d.drawerKurus },
    { kurus: d.netKurus },
    d.close ? { kurus: d.close.countedKurus } : "",
    d.close?.reason ?? "",
  ]);
  const body = toCsv(header, rows, ctx.lang);
  const filename = `kasa-${view.range.from}-${view.range.to}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
