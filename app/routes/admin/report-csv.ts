// /yonetim/raporlar/<name>.csv: one report as a CSV download (decision 0045), for admin and finance.
import type { Route } from "./+types/report-csv";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { isReportName, reportQuery } from "#app/shared/staff/reports.ts";
import { staffReport } from "#app/server/services/staff/reports.server.ts";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { reportCsv } from "./reports-csv.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const name = /^([a-z-]+)\.csv$/.exec(params.file)?.[1] ?? "";
  if (!isReportName(name)) notFound();
  const query = reportQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const report = await asStaff(() =>
    staffReport(ctx.services.database.readDb, actor, name, {
      lang: ctx.lang,
      from: query.baslangic,
      to: query.bitis,
      officeId: query.ofis ?? null,
      today: istanbulDate(new Date()),
    }),
  );
  const { filename, body } = reportCsv(report, ctx.lang);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
