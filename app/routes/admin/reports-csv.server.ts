// A report as a CSV download (docs/decisions/0045): the service's figures with headers in the
// page's language, written by the pure CSV writer (BOM; Turkish ";" and decimal comma).
import { type CsvCell, toCsv } from "#app/domain/reports/csv.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { OneReport } from "#app/server/services/staff/reports.server.ts";

const one = (value: number | null): CsvCell => (value === null ? "" : { decimal: value, digits: 1 });

function table(report: OneReport, lang: Lang): { header: string[]; rows: CsvCell[][] } {
  const t = serverT(lang);
  switch (report.name) {
    case "doluluk":
      return {
        header: (["week", "office", "class", "units", "days", "bookedHours", "percent"] as const).map((k) =>
          t(`reports.utilisation.${k}`),
        ),
        rows: report.data.cells.map((c) => [
          c.monday,
          c.office,
          c.className,
          c.units,
          c.days,
          one(c.bookedHours),
          one(c.percent),
        ]),
      };
    case "gelir":
      return {
        header: (["month", "type", "bookings", "amount"] as const).map((k) => t(`reports.revenue.${k}`)),
        rows: report.data.months.flatMap((month, i) => [
          [
            month,
            t("reports.revenue.office"),
            report.data.office[i]?.bookings ?? 0,
            { kurus: report.data.office[i]?.totalKurus ?? 0 },
          ],
          [
            month,
            t("reports.revenue.card"),
            report.data.card[i]?.bookings ?? 0,
            { kurus: report.data.card[i]?.totalKurus ?? 0 },
          ],
          [
            month,
            t("reports.revenue.charges"),
            report.data.charges[i]?.returns ?? 0,
            { kurus: report.data.charges[i]?.chargesKurus ?? 0 },
          ],
        ]),
      };
    case "rezervasyon-zamani":
      return {
        header: (["bucket", "from", "to", "bookings"] as const).map((k) => t(`reports.leadTime.${k}`)),
        rows: report.data.buckets.map((b) => [
          t(`reports.leadTime.buckets.${b.fromDays}` as "reports.leadTime.buckets.0"),
          b.fromDays,
          b.toDays === null ? "" : b.toDays - 1,
          b.count,
        ]),
      };
    case "iptaller":
      return {
        header: (["month", "cancelled", "refunds", "refund", "deduction"] as const).map((k) =>
          t(`reports.cancellations.${k}`),
        ),
        rows: report.data.months.map((m) => [
          m.month,
          m.cancelled,
          m.refunds,
          { kurus: m.refundKurus },
          { kurus: m.deductionKurus },
        ]),
      };
    case "kampanyalar":
      return {
        header: (["code", "name", "uses", "discount", "revenue", "limit", "usedTotal"] as const).map((k) =>
          t(`reports.campaigns.${k}`),
        ),
        rows: report.data.campaigns.map((c) => [
          c.code,
          c.title,
          c.uses,
          { kurus: c.discountKurus },
          { kurus: c.revenueKurus },
          c.usageLimit ?? "",
          c.usedCount,
        ]),
      };
  }
}

export function reportCsv(report: OneReport, lang: Lang): { filename: string; body: string } {
  const { header, rows } = table(report, lang);
  return {
    filename: `yolda-${report.name}-${report.range.from}-${report.range.to}.csv`,
    body: toCsv(header, rows, lang),
  };
}
